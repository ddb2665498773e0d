import type { WidgetMap } from '@/blocks/types'
import { BEFORE_AFTER, RANGE_SLIDER } from '@/lib/constants'
import { col, full, heading, page, paragraphs, section, titleSection } from '../builders'
import type { Ids } from '../content'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'

/** Builders for this family's widgets. */
export function beforeAfter(
  before: number,
  after: number,
  extra: Partial<WidgetMap['beforeAfter']> = {},
): WidgetMap['beforeAfter'] {
  return {
    blockType: 'beforeAfter',
    before,
    after,
    offset: BEFORE_AFTER.offset * 100,
    orientation: BEFORE_AFTER.orientation,
    mode: 'drag',
    ...extra,
  }
}

export function rangeSlider(
  title: string,
  steps: Array<[label: string, heading: string, text: string, image?: number]>,
  extra: Partial<WidgetMap['rangeSlider']> = {},
): WidgetMap['rangeSlider'] {
  return {
    blockType: 'rangeSlider',
    title,
    steps: steps.map(([label, heading, text, image]) => ({ label, heading, text, image })),
    startStep: RANGE_SLIDER.stepsStart,
    ...extra,
  }
}

export function videoBanner(
  file: number,
  poster: number,
  title: string,
  text: string,
  extra: Partial<WidgetMap['videoBanner']> = {},
): WidgetMap['videoBanner'] {
  return { blockType: 'videoBanner', file, poster, title, text, ...extra }
}

const COPY = {
  fi: {
    title: 'Kuvavertailu, liukusäädin ja videobanneri',
    lead: 'Vertaa kahta kuvaa vetämällä, valitse vaihe liukusäätimellä ja herätä video osoittamalla.',
    compareTitle: 'Ennen ja jälkeen',
    compareCaption: 'Kuvankäsittely: sama järvimaisema ennen ja jälkeen värikorjauksen.',
    compareIntro: [
      'Käsittelemme asiakkaiden kuvat sivustolle sopiviksi: valotus, värit ja rajaus kuntoon ennen julkaisua.',
      'Vedä rajaa hiirellä tai sormella. Näppäimistöllä siirry rajaan sarkaimella ja käytä nuolinäppäimiä, Page Up- ja Page Down -näppäimiä tai Home- ja End-näppäimiä.',
    ],
    seasonsCaption: 'Sama maisema talvella ja kesällä. Raja seuraa hiirtä.',
    seasonsIntro:
      'Pystysuunnassa ennen-kuva on ylhäällä. Seuraa-tilassa raja liikkuu hiiren mukana ilman painalluksia; kosketusnäytöllä rajaa vedetään.',
    winter: 'Talvi',
    summer: 'Kesä',
    sliderTitle: 'Liukusäädin',
    scopeTitle: 'Sivuston laajuus',
    scope: [
      [
        '1 sivu',
        'Käyntikorttisivusto',
        'Yksi selkeä sivu: kuka olette, mitä teette ja miten teidät tavoittaa. Valmis kahdessa viikossa.',
      ],
      [
        '5–15 sivua',
        'Yrityssivusto sisällönhallinnalla',
        'Viidestä viiteentoista sivua, uutiset ja yhteydenottolomake. Päivität sisällön itse ilman koodaria.',
      ],
      [
        'Yli 15 sivua',
        'Laaja sivusto ja integraatiot',
        'Kymmeniä sivuja, kaksi kieltä, haku ja yhteydet asiakkuudenhallintaan. Suunnittelemme rakenteen käyttäjätestien pohjalta.',
      ],
      [
        'Kauppa',
        'Verkkokauppa',
        'Tuotteet, kassa ja kotimaiset maksutavat. Saavutettava ostopolku kasvattaa myyntiä.',
      ],
    ] as Array<[string, string, string]>,
    careTitle: 'Ylläpitopaketti',
    care: [
      [
        'Perus',
        'Perusylläpito',
        'Tietoturvapäivitykset kuukausittain ja varmuuskopiot joka yö. 49 € kuukaudessa.',
      ],
      [
        'Plus',
        'Plus-ylläpito',
        'Perusylläpidon lisäksi kaksi tuntia sisältötöitä ja neljännesvuosittainen saavutettavuustarkistus. 149 € kuukaudessa.',
      ],
      [
        'Kasvu',
        'Kasvuylläpito',
        'Jatkuva kehitys: A/B-testit, hakukoneoptimointi ja kuukausiraportti. 490 € kuukaudessa.',
      ],
    ] as Array<[string, string, string]>,
    sliderIntro:
      'Liukusäädin on selaimen oma säädin: nuolinäppäimet, hiiri ja kosketus toimivat sellaisinaan. Valitun vaiheen sisältö näkyy säätimen alla.',
    videoTitle: 'Videobanneri',
    bannerTitle: 'Valoa pimeimpäänkin vuodenaikaan',
    bannerText: 'Kajo Digitalin sivustot latautuvat nopeasti myös marraskuun hämärässä.',
    bannerLink: 'Ota yhteyttä',
    videoIntro: [
      'Video käynnistyy, kun viet osoittimen bannerin päälle tai napautat sitä, ja pysähtyy, kun siirryt pois. Ennen sitä näkyy vain esikatselukuva, eikä videota ladata.',
      'Jos olet pyytänyt käyttöjärjestelmässä vähentämään liikettä, video ei käynnisty itsestään: käynnistä se painikkeesta.',
    ],
  },
  en: {
    title: 'Comparison, range slider and video banner',
    lead: 'Compare two pictures by dragging, pick a step with a range slider and wake a video by pointing at it.',
    compareTitle: 'Before and after',
    compareCaption: 'Photo editing: the same lake view before and after colour correction.',
    compareIntro: [
      "We prepare our clients' photos for the web: exposure, colours and cropping put right before publishing.",
      'Drag the divider with a mouse or a finger. With a keyboard, Tab to the divider and use the arrow keys, Page Up and Page Down, or Home and End.',
    ],
    seasonsCaption: 'The same landscape in winter and in summer. The divider follows the mouse.',
    seasonsIntro:
      'Vertically, the before picture is on top. In follow mode the divider moves with the mouse without a click; on a touch screen you drag it.',
    winter: 'Winter',
    summer: 'Summer',
    sliderTitle: 'Range slider',
    scopeTitle: 'Size of the site',
    scope: [
      [
        '1 page',
        'A business card site',
        'One clear page: who you are, what you do and how to reach you. Ready in two weeks.',
      ],
      [
        '5–15 pages',
        'A company site with a CMS',
        'Five to fifteen pages, news and a contact form. You update the content yourself, no developer needed.',
      ],
      [
        '15+ pages',
        'A large site with integrations',
        'Dozens of pages, two languages, search and links to your CRM. We plan the structure from user tests.',
      ],
      [
        'Shop',
        'An online shop',
        'Products, checkout and Finnish payment methods. An accessible path to purchase sells more.',
      ],
    ] as Array<[string, string, string]>,
    careTitle: 'Maintenance plan',
    care: [
      ['Basic', 'Basic maintenance', 'Monthly security updates and nightly backups. €49 a month.'],
      [
        'Plus',
        'Plus maintenance',
        'Basic maintenance plus two hours of content work and a quarterly accessibility check. €149 a month.',
      ],
      [
        'Growth',
        'Growth maintenance',
        'Continuous development: A/B tests, search engine optimisation and a monthly report. €490 a month.',
      ],
    ] as Array<[string, string, string]>,
    sliderIntro:
      "The range slider is the browser's own control: arrow keys, mouse and touch work as they always do. The chosen step's content shows below it.",
    videoTitle: 'Video banner',
    bannerTitle: 'Light for the darkest time of the year',
    bannerText: "Kajo Digital's sites load fast even in the November gloom.",
    bannerLink: 'Contact us',
    videoIntro: [
      'The video starts when you point at the banner or tap it, and stops when you move away. Until then only the poster shows and the video is not downloaded.',
      'If you have asked your system to reduce motion, the video does not start by itself: start it with the button.',
    ],
  },
} as const

function layout(locale: Locale, ids: Ids): Layout {
  const c = COPY[locale]
  const careImages = [ids.images.desk, ids.images.archipelago, ids.images.aurora]
  return [
    titleSection(c.title, c.lead),
    section(
      { anchorId: locale === 'fi' ? 'ennen-ja-jalkeen' : 'before-and-after' },
      full(heading(c.compareTitle, 'h2')),
      col(
        '2/3',
        beforeAfter(ids.images.compareBefore, ids.images.compareAfter, { caption: c.compareCaption }),
      ),
      col('1/3', paragraphs(...c.compareIntro)),
      col('1/3', paragraphs(c.seasonsIntro)),
      col(
        '2/3',
        beforeAfter(ids.images.winter, ids.images.archipelago, {
          orientation: 'vertical',
          mode: 'follow',
          offset: 70,
          beforeLabel: c.winter,
          afterLabel: c.summer,
          caption: c.seasonsCaption,
        }),
      ),
    ),
    section(
      { anchorId: locale === 'fi' ? 'liukusaadin' : 'range-slider' },
      full(heading(c.sliderTitle, 'h2'), paragraphs(c.sliderIntro)),
      col('1/2', rangeSlider(c.scopeTitle, [...c.scope])),
      col(
        '1/2',
        rangeSlider(
          c.careTitle,
          c.care.map(([label, title, text], i) => [label, title, text, careImages[i]]),
          { colour: '#1f7a8c', startStep: 2 },
        ),
      ),
    ),
    section(
      { anchorId: locale === 'fi' ? 'videobanneri' : 'video-banner' },
      full(heading(c.videoTitle, 'h2')),
      col(
        '2/3',
        videoBanner(ids.videos.aurora, ids.images.aurora, c.bannerTitle, c.bannerText, {
          hasLink: true,
          link: { ...page(ids.pages.contact), label: c.bannerLink },
        }),
      ),
      col('1/3', paragraphs(...c.videoIntro)),
    ),
  ]
}

export const comparisons: Showcase = {
  fi: {
    title: COPY.fi.title,
    slug: 'kuvavertailu-liukusaadin-ja-videobanneri',
    description: 'Kuvien ennen–jälkeen-vertailu, liukusäädin ja osoittamalla käynnistyvä videobanneri.',
  },
  en: {
    title: COPY.en.title,
    slug: 'comparison-range-slider-and-video-banner',
    description: 'A before/after picture comparison, a range slider and a video banner that plays on hover.',
  },
  layout,
}
