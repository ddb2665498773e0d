import type { WidgetMap } from '@/blocks/types'
import { TICKER } from '@/lib/constants'
import { col, full, heading, page, paragraphs, section, titleSection } from '../builders'
import type { Ids } from '../content'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'
type Link = ReturnType<typeof page>

export function tooltip(
  label: string,
  tip: string,
  extra: Partial<WidgetMap['tooltip']> = {},
): WidgetMap['tooltip'] {
  return { blockType: 'tooltip', trigger: 'text', label, tooltip: tip, placement: 'top', ...extra }
}

export function hotspots(
  image: number,
  points: Array<[x: number, y: number, label: string, tip: string]>,
  extra: Partial<WidgetMap['imageHotspots']> = {},
): WidgetMap['imageHotspots'] {
  return {
    blockType: 'imageHotspots',
    image,
    hotspots: points.map(([x, y, label, text]) => ({ x, y, label, tooltip: text })),
    ...extra,
  }
}

export function infoCircle(
  items: Array<
    [icon: NonNullable<WidgetMap['infoCircle']['items']>[number]['icon'], title: string, text: string]
  >,
  extra: Partial<WidgetMap['infoCircle']> = {},
): WidgetMap['infoCircle'] {
  return {
    blockType: 'infoCircle',
    items: items.map(([icon, title, text]) => ({ icon, title, text })),
    startDegree: 0,
    highlightStyle: 'fill',
    autoRotate: true,
    rotateSeconds: 3,
    ...extra,
  }
}

export function newsTicker(
  title: string,
  items: Array<string | [text: string, link: Link]>,
  extra: Partial<WidgetMap['newsTicker']> = {},
): WidgetMap['newsTicker'] {
  return {
    blockType: 'newsTicker',
    title,
    items: items.map((item) =>
      typeof item === 'string' ? { text: item } : { text: item[0], hasLink: true, link: item[1] },
    ),
    interval: TICKER.interval,
    direction: TICKER.direction,
    speed: TICKER.speed,
    ...extra,
  }
}

const COPY = {
  fi: {
    title: 'Vihjeet, ympyrät ja uutisnauhat',
    lead: 'Lisätietoa tarvittaessa: vihjeet tekstissä ja ikoneissa, kuvan kohdepisteet, kiertävä tietoympyrä ja uutisnauha.',
    tooltips: 'Vihjeet',
    tipSentence: 'Kaikki Kajo Digitalin toteuttamat sivustot täyttävät',
    tipTerm: 'WCAG 2.2 AA',
    tipAfter: '-tason saavutettavuusvaatimukset.',
    tipText:
      'Verkkosisällön saavutettavuusohjeiden taso, jota digipalvelulaki edellyttää julkiselta sektorilta ja yhä useammin myös yrityksiltä.',
    tip2Sentence: 'Mittaamme jokaisen julkaisun',
    tip2Term: 'Core Web Vitals',
    tip2After: '-luvuilla ennen kuin se menee asiakkaalle.',
    tip2Text: 'Googlen mittarit sivun latausnopeudelle, reagoinnille ja asettelun vakaudelle.',
    iconLabel: 'Mitä hinta sisältää?',
    iconSentence: 'Kiinteä hinta, ei yllätyksiä',
    iconText:
      'Suunnittelu, toteutus, saavutettavuustarkastus ja kahden viikon takuukorjaukset. Ylläpito sovitaan erikseen.',
    hotspotsTitle: 'Kuvan kohdepisteet',
    hotspotsCaption: 'Mistä hyvä verkkosivu on tehty? Valitse piste.',
    hotspotsIntro:
      'Kohdepisteet kertovat kuvan yksityiskohdista. Vie osoitin pisteen päälle, napauta sitä tai siirry siihen sarkaimella.',
    points: [
      [
        27,
        29,
        'Selkeä otsikko',
        'Otsikko kertoo heti, mitä sivulla tarjotaan. Hakukoneet ja ruudunlukijat lukevat sen ensimmäisenä.',
      ],
      [
        46,
        41,
        'Luettava teksti',
        'Tekstin kontrasti on vähintään 4,5:1 ja riviväli väljä, joten sitä jaksaa lukea puhelimellakin.',
      ],
      [37, 52, 'Nopea lataus', 'Kevyt sivu aukeaa alle sekunnissa myös mobiiliyhteydellä.'],
      [78, 48, 'Kasvuvara', 'Sisällönhallinnalla sivusto kasvaa yrityksen mukana ilman koodaria.'],
    ] as Array<[number, number, string, string]>,
    circleTitle: 'Näin projekti etenee',
    circle: [
      ['message', 'Tutustuminen', 'Kuuntelemme tavoitteet ja käyttäjät. Ensimmäinen tapaaminen on maksuton.'],
      ['lightbulb', 'Suunnittelu', 'Rakenne, sisältö ja ulkoasu hahmotellaan yhdessä prototyypiksi.'],
      ['code', 'Toteutus', 'Rakennamme sivuston nopeaksi ja saavutettavaksi.'],
      ['shield', 'Testaus', 'Tarkistamme näppäimistöllä, ruudunlukijalla ja puhelimilla.'],
      ['rocket', 'Julkaisu', 'Sivusto verkkoon ja ylläpitäjät koulutettuina.'],
    ] as Array<['message' | 'lightbulb' | 'code' | 'shield' | 'rocket', string, string]>,
    tickerTitle: 'Ajankohtaista',
    ticker: [
      'Kajo Digital muutti uuteen toimistoon Tampereen Finlaysonille',
      'Syksyn saavutettavuusaamupäivä 12.12. – ilmoittaudu mukaan',
      'Pirkanmaan yrittäjien verkkokauppa-avustus haettavissa vuoden loppuun',
      'Rekrytoimme: etsimme frontend-kehittäjää',
    ],
  },
  en: {
    title: 'Tooltips, circles and tickers',
    lead: 'More information on demand: tooltips in text and on icons, image hotspots, a rotating info circle and a news ticker.',
    tooltips: 'Tooltips',
    tipSentence: 'Every site Kajo Digital builds meets the',
    tipTerm: 'WCAG 2.2 AA',
    tipAfter: 'accessibility requirements.',
    tipText:
      'The level of the Web Content Accessibility Guidelines that Finnish law requires of the public sector, and more and more often of companies too.',
    tip2Sentence: 'We measure every release with',
    tip2Term: 'Core Web Vitals',
    tip2After: 'before it reaches the client.',
    tip2Text: "Google's metrics for a page's loading speed, responsiveness and layout stability.",
    iconLabel: 'What does the price include?',
    iconSentence: 'A fixed price, no surprises',
    iconText:
      'Design, build, an accessibility audit and two weeks of warranty fixes. Maintenance is agreed separately.',
    hotspotsTitle: 'Image hotspots',
    hotspotsCaption: 'What makes a good web page? Pick a point.',
    hotspotsIntro:
      'Hotspots explain the details of a picture. Point at one, tap it or reach it with the Tab key.',
    points: [
      [
        27,
        29,
        'Clear heading',
        'The heading says at once what the page offers. Search engines and screen readers read it first.',
      ],
      [
        46,
        41,
        'Readable text',
        'Text contrast of at least 4.5:1 and generous line spacing, easy to read on a phone too.',
      ],
      [37, 52, 'Fast loading', 'A light page opens in under a second, even on a mobile connection.'],
      [
        78,
        48,
        'Room to grow',
        'With a content management system the site grows with the company, no developer needed.',
      ],
    ] as Array<[number, number, string, string]>,
    circleTitle: 'How a project goes',
    circle: [
      ['message', 'Getting to know', 'We listen to your goals and your users. The first meeting is free.'],
      ['lightbulb', 'Design', 'Structure, content and look are sketched together into a prototype.'],
      ['code', 'Build', 'We build the site to be fast and accessible.'],
      ['shield', 'Testing', 'Checked with a keyboard, a screen reader and phones.'],
      ['rocket', 'Launch', 'The site goes live and its editors are trained.'],
    ] as Array<['message' | 'lightbulb' | 'code' | 'shield' | 'rocket', string, string]>,
    tickerTitle: 'News',
    ticker: [
      'Kajo Digital has moved to a new office at Finlayson, Tampere',
      'Accessibility morning on 12 December – sign up',
      'Online shop grants for Pirkanmaa entrepreneurs open until the end of the year',
      "We're hiring: a frontend developer",
    ],
  },
} as const

function layout(locale: Locale, ids: Ids): Layout {
  const c = COPY[locale]
  return [
    titleSection(c.title, c.lead),
    section(
      { anchorId: 'uutisnauha' },
      full(
        newsTicker(c.tickerTitle, [
          c.ticker[0],
          [c.ticker[1], page(ids.pages.contact)],
          c.ticker[2],
          [c.ticker[3], page(ids.pages.about)],
        ]),
      ),
    ),
    section(
      { anchorId: 'vihjeet' },
      full(heading(c.tooltips, 'h2')),
      col(
        '1/2',
        tooltip(c.tipTerm, c.tipText, { text: c.tipSentence, textAfter: c.tipAfter }),
        tooltip(c.tip2Term, c.tip2Text, {
          text: c.tip2Sentence,
          textAfter: c.tip2After,
          placement: 'bottom',
        }),
      ),
      col(
        '1/2',
        tooltip(c.iconLabel, c.iconText, {
          trigger: 'icon',
          icon: 'lightbulb',
          text: c.iconSentence,
          background: '#8a2432',
          textColour: '#ffffff',
        }),
      ),
    ),
    section(
      { anchorId: 'kohdepisteet' },
      full(heading(c.hotspotsTitle, 'h2')),
      col('1/3', paragraphs(c.hotspotsIntro)),
      col('2/3', hotspots(ids.images.desk, c.points, { caption: c.hotspotsCaption })),
    ),
    section(
      { anchorId: 'tietoympyra' },
      full(heading(c.circleTitle, 'h2'), infoCircle(c.circle, { highlightStyle: 'fill' })),
    ),
  ]
}

export const tooltipsTickers: Showcase = {
  fi: {
    title: COPY.fi.title,
    slug: 'vihjeet-ympyrat-ja-uutisnauhat',
    description: 'Vihjeet, kuvan kohdepisteet, tietoympyrä ja uutisnauha Kajo Digitalin sivuilla.',
  },
  en: {
    title: COPY.en.title,
    slug: 'tooltips-circles-and-tickers',
    description: 'Tooltips, image hotspots, an info circle and a news ticker on the Kajo Digital site.',
  },
  layout,
}
