import { fromWallClock, wallClock } from '@/blocks/Countdown/wall-clock'
import type { WidgetMap } from '@/blocks/types'
import { COUNT_UP, COUNTDOWN } from '@/lib/constants'
import { col, full, heading, inLocale, paragraphs, section, titleSection } from '../builders'
import type { Layout, Locale, Showcase } from './types'

export function countUp(
  end: string,
  label: string,
  extra: Partial<WidgetMap['countUp']> = {},
): WidgetMap['countUp'] {
  return { blockType: 'countUp', start: '0', end, label, speed: COUNT_UP.duration / 1000, ...extra }
}

export function countdown(
  title: string,
  target: string,
  extra: Partial<WidgetMap['countdown']> = {},
): WidgetMap['countdown'] {
  return {
    blockType: 'countdown',
    title,
    target,
    target_tz: 'Europe/Helsinki',
    format: COUNTDOWN.format,
    expiry: 'text',
    ...extra,
  }
}

/**
 * `hour` o'clock in `zone`, `days` after the day the site is seeded: the demo countdowns always
 * start with time left. Whole days, so the Finnish and English layouts get the same moment.
 */
export function daysAhead(days: number, hour: number, zone = 'Europe/Helsinki'): string {
  const today = new Date(wallClock(Date.now(), zone))
  const wall = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour)
  return new Date(fromWallClock(wall, zone)).toISOString()
}

/** Four figures side by side on a desktop, two by two on smaller screens. */
const QUARTER = { phone: '1/2', tablet: '1/2', desktop: '1/4' } as const

type Text = ReturnType<typeof inLocale>

function countUpsSection(locale: Locale, T: Text): Layout[number] {
  // Finnish figures group with a space and take a decimal comma; English ones docs/widgets.md's comma and dot.
  const notation: Partial<WidgetMap['countUp']> =
    locale === 'fi' ? { separator: 'space', decimal: 'comma' } : { separator: 'comma', decimal: 'dot' }
  return section(
    { anchorId: T('laskurit', 'counters') },
    full(heading(T('Kajo Digital lukuina', 'Kajo Digital in figures'), 'h2')),
    col(QUARTER, countUp('148', T('toteutettua verkkosivustoa', 'websites delivered'), notation)),
    col(
      QUARTER,
      countUp(T('98,6', '98.6'), T('asiakkaista suosittelee meitä', 'of our clients recommend us'), {
        ...notation,
        decimals: 1,
        suffix: T('\u00a0%', '%'),
      }),
    ),
    col(
      QUARTER,
      countUp(
        T('1 250 000', '1,250,000'),
        T('kävijää asiakassivuilla kuukaudessa', 'visitors a month on client sites'),
        { ...notation, speed: 3, colour: '#0b6e69' },
      ),
    ),
    col(
      QUARTER,
      // Counting down: from a typical site's load time to ours.
      countUp(T('0,8', '0.8'), T('keskimääräinen latausaika mobiilissa', 'average load time on mobile'), {
        ...notation,
        start: T('4,5', '4.5'),
        decimals: 1,
        suffix: '\u00a0s',
      }),
    ),
    full(
      paragraphs(
        T(
          'Laskuri alkaa, kun luku tulee näkyviin, ja päättyy kahdessa sekunnissa. Ruudunlukija lukee heti lopullisen arvon, ja jos laitteessa on valittu vähemmän liikettä, luku näkyy valmiina.',
          'A counter starts as its figure comes into view and ends in two seconds. Screen readers read the final value at once, and with reduced motion the figure is simply shown.',
        ),
      ),
    ),
  )
}

function countdownsSection(T: Text): Layout[number] {
  return section(
    { anchorId: T('lahtolaskennat', 'countdowns') },
    full(heading(T('Lähtölaskennat', 'Countdowns'), 'h2')),
    col(
      '1/2',
      countdown(T('Syyskampanja päättyy', 'The autumn offer ends'), daysAhead(12, 23), {
        serverTime: true,
        expiryText: T(
          'Kampanja on päättynyt. Kiitos kaikille mukana olleille!',
          'The offer has ended. Thank you all!',
        ),
      }),
    ),
    col(
      '1/2',
      countdown(
        T('Webinaari alkaa (New Yorkin aikaa)', 'The webinar starts (New York time)'),
        daysAhead(40, 10, 'America/New_York'),
        {
          target_tz: 'America/New_York',
          format: 'wdHM',
          expiryText: T('Webinaari on alkanut.', 'The webinar has started.'),
        },
      ),
    ),
    full(
      countdown(T('Suunnittelusprintin demo', 'Design sprint demo'), daysAhead(9, 14), {
        format: 'DHMS',
        showControls: true,
        background: '#8a2432',
        textColour: '#ffffff',
        expiryText: T('Demo alkaa nyt!', 'The demo starts now!'),
      }),
    ),
    col(
      '1/2',
      countdown(T('Black Friday -tarjous', 'Black Friday offer'), '2024-11-29T22:00:00.000Z', {
        expiryText: T(
          'Tarjous päättyi 29.11.2024. Tilaa uutiskirje, niin kuulet seuraavasta ensimmäisenä.',
          'The offer ended on 29 November 2024. Subscribe to our newsletter to hear of the next one first.',
        ),
      }),
    ),
    col(
      '1/2',
      paragraphs(
        T(
          'Lähtölaskenta näyttää jäljellä olevan ajan valituissa yksiköissä ja vaihtuu päättyessään tekstiksi tai vie toiselle sivulle. Aikavyöhyke valitaan ylläpidossa, ja laskuri voi käyttää palvelimen kelloa, jos kävijän kello on väärässä.',
          'A countdown shows the time left in the units chosen and turns into a text or another page when it ends. The time zone is chosen in the admin, and the countdown can use the server’s clock when the visitor’s is wrong.',
        ),
      ),
    ),
  )
}

function layout(locale: Locale): Layout {
  const T = inLocale(locale)
  return [
    titleSection(
      T('Laskurit ja ajastimet', 'Counters and countdowns'),
      T(
        'Luvut, jotka laskevat arvoonsa näkyviin tullessaan, ja lähtölaskennat tärkeisiin hetkiin.',
        'Figures that count up to their value as they come into view, and countdowns to the moments that matter.',
      ),
    ),
    countUpsSection(locale, T),
    countdownsSection(T),
  ]
}

export const counters: Showcase = {
  fi: {
    title: 'Laskurit ja ajastimet',
    slug: 'laskurit-ja-ajastimet',
    description: 'Laskevat luvut ja lähtölaskennat Kajo Digitalin sivuilla.',
  },
  en: {
    title: 'Counters and countdowns',
    slug: 'counters-and-countdowns',
    description: 'Counting figures and countdowns on the Kajo Digital site.',
  },
  layout,
}
