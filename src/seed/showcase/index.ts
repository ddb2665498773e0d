import { full, heading, page, section } from '../builders'
import { accordionsTabs } from './accordions-tabs'
import { boxes } from './boxes'
import { carousels } from './carousels'
import { comparisons } from './comparisons'
import { counters } from './counters'
import { mapsBackgrounds } from './maps-backgrounds'
import { timelinesTeam } from './timelines-team'
import { tooltipsTickers } from './tooltips-tickers'
import type { Layout, Locale, Showcase } from './types'

export const SHOWCASES: Showcase[] = [
  accordionsTabs,
  boxes,
  tooltipsTickers,
  timelinesTeam,
  carousels,
  counters,
  comparisons,
  mapsBackgrounds,
]

const FAMILIES_HEADING = { fi: 'Widgettiperheet', en: 'Widget families' }
const FAMILIES_INTRO = {
  fi: 'Jokaisella widgettiperheellä on oma esittelysivunsa.',
  en: 'Each widget family has a showcase page of its own.',
}

/** The Widgetit page's links to its showcase pages, as a section placed near its top. */
export function familiesSection(locale: Locale, pages: { id: number; title: string }[]): Layout[number] {
  return section(
    { paddingTop: 's', paddingBottom: 's' },
    full(heading(FAMILIES_HEADING[locale], 'h2', { subtitle: FAMILIES_INTRO[locale] }), {
      blockType: 'iconList',
      layout: 'inline',
      items: pages.map(({ id, title }) => ({
        icon: 'arrow-right',
        text: title,
        hasLink: true,
        link: page(id),
      })),
    }),
  )
}
