import type { WidgetMap } from '@/blocks/types'
import { CAROUSEL, SIMPLE_SLIDER } from '@/lib/constants'
import { col, full, heading, iconBox, pageLabel, richText, section, titleSection } from '../builders'
import type { Ids } from '../content'
import { doc, link, p, text } from '../lexical'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'
type Carousel = WidgetMap['carousel']
type Slide = NonNullable<Carousel['slides']>[number]
type SimpleSlider = WidgetMap['simpleSlider']
/** What this page links to: a few pictures and the contact page. */
export type CarouselIds = {
  images: Pick<Ids['images'], 'hero' | 'aurora' | 'desk' | 'winter' | 'archipelago'>
  pages: Pick<Ids['pages'], 'contact'>
}

export function carousel(label: string, slides: Slide[], extra: Partial<Carousel> = {}): Carousel {
  return {
    blockType: 'carousel',
    label,
    source: 'slides',
    slides,
    scrollMode: 'slide',
    autoplay: CAROUSEL.autoplay,
    speed: CAROUSEL.speed,
    infinite: CAROUSEL.infinite,
    arrows: true,
    bullets: true,
    ...extra,
  }
}

export function simpleSlider(
  label: string,
  slides: Array<[image: number, caption: string]>,
  extra: Partial<SimpleSlider> = {},
): SimpleSlider {
  return {
    blockType: 'simpleSlider',
    label,
    slides: slides.map(([image, caption]) => ({ image, caption })),
    transition: 'fade',
    aspectRatio: '16/9',
    autoplay: true,
    autoslideDelay: SIMPLE_SLIDER.defaultAutoslideDelay,
    ...extra,
  }
}

const COPY = {
  fi: {
    title: 'Karusellit ja liukukuvat',
    lead: 'Karuselli näyttää rinnakkain widgettejä, artikkeleita tai referenssejä, ja kuvaesitys vaihtaa kuvaa yksi kerrallaan. Molemmat toimivat hiirellä, kosketuksella ja näppäimistöllä.',
    services: 'Palvelumme',
    servicesNote:
      'Jokaisella dialla on oma osoitteensa: esimerkiksi linkki #palvelu-yllapito avaa ylläpitodian, ja selatessa osoite päivittyy.',
    servicesJump: 'Suoraan ylläpitoon',
    serviceSlides: [
      [
        'globe',
        'verkkosivut',
        'Verkkosivut',
        'Nopeat ja saavutettavat sivut, joita päivität itse suomenkielisellä hallintapaneelilla.',
      ],
      [
        'cart',
        'verkkokaupat',
        'Verkkokaupat',
        'Suomalaiset maksutavat, Postin ja Matkahuollon toimitukset sekä kirjanpitoliittymä.',
      ],
      [
        'wrench',
        'yllapito',
        'Ylläpito',
        'Päivitykset, varmuuskopiot ja kuukausiraportti kävijöistä kiinteällä kuukausihinnalla.',
      ],
      [
        'shield',
        'saavutettavuus',
        'Saavutettavuus',
        'WCAG 2.2 AA -tarkastus ja korjaukset, jotta palvelunne täyttää digipalvelulain vaatimukset.',
      ],
      [
        'chart',
        'hakukoneet',
        'Hakukoneet',
        'Tekninen hakukoneoptimointi ja sisältösuunnitelma, jotta teidät löydetään.',
      ],
      [
        'users',
        'koulutus',
        'Koulutus',
        'Opetamme tiiminne julkaisemaan ja mittaamaan sisältöä. Koulutus Tampereella tai etänä.',
      ],
    ] as Array<[WidgetMap['iconBox']['icon'], string, string, string]>,
    contact: 'Kysy lisää',
    quotes: 'Asiakkaidemme sanoin',
    quotesNote:
      'Tämä karuselli vaihtaa diaa kolmen sekunnin välein. Vaihto pysähtyy, kun osoitin tai kohdistus on karusellissa tai kun se ei näy, ja pysäytyspainike lopettaa sen.',
    quoteSlides: [
      [
        'Uusi sivusto latautuu puhelimella hetkessä, ja yhteydenottoja tulee kaksi kertaa entistä enemmän.',
        'Liisa Mäkelä, Pirkanmaan Puutarha Oy',
      ],
      [
        'Saimme verkkokaupan auki kuudessa viikossa, ja kassan maksutavat toimivat ensimmäisestä päivästä.',
        'Jukka Virtanen, Nordic Kahvipaahtimo',
      ],
      [
        'Kajon tiimi selitti saavutettavuuden niin, että koko henkilöstömme ymmärsi, miksi sillä on väliä.',
        'Sari Lehtonen, Tampereen Seudun Opisto',
      ],
      [
        'Ylläpitosopimuksen ansiosta meidän ei tarvitse miettiä päivityksiä lainkaan.',
        'Mikko Heinonen, Heinosen Rakennus',
      ],
    ],
    posts: 'Uusimmat artikkelit',
    postsNote: 'Artikkelit tulevat blogista itsestään, ja karuselli selaa näkymän kerrallaan.',
    portfolio: 'Referenssejä',
    portfolioNote:
      'Referenssikarusellissa reunoilta kurkistaa viereinen työ, ja korkeus mukautuu näkyviin kortteihin.',
    slideshow: 'Kuvaesitys',
    slideshowNote:
      'Kuvat vaihtuvat viiden sekunnin välein häivyttäen. Alempi esitys liukuu vain painikkeista.',
    slideshowLabel: 'Kuvia Suomesta',
    slideshowSlides: [
      'Revontulet Lapin tunturin yllä',
      'Luminen metsä sinisellä hetkellä',
      'Saaristo kesäiltana',
      'Järvimaisema auringonlaskussa',
    ],
    officeLabel: 'Toimistomme',
    officeSlides: ['Työpiste Finlaysonin toimistolla', 'Tiimimme kesäretkellä saaristossa'],
  },
  en: {
    title: 'Carousels and sliders',
    lead: 'A carousel shows widgets, articles or projects side by side, and a slideshow changes one picture at a time. Both work with a mouse, touch and the keyboard.',
    services: 'Our services',
    servicesNote:
      'Every slide has an address of its own: a link to #palvelu-yllapito opens the maintenance slide, and the address follows as you browse.',
    servicesJump: 'Straight to maintenance',
    serviceSlides: [
      [
        'globe',
        'verkkosivut',
        'Websites',
        'Fast, accessible websites you update yourself in a clear admin panel.',
      ],
      [
        'cart',
        'verkkokaupat',
        'Online shops',
        'Finnish payment methods, Posti and Matkahuolto deliveries and a link to your accounting.',
      ],
      [
        'wrench',
        'yllapito',
        'Maintenance',
        'Updates, backups and a monthly visitor report for a fixed monthly price.',
      ],
      [
        'shield',
        'saavutettavuus',
        'Accessibility',
        'A WCAG 2.2 AA audit and fixes, so your service meets the Finnish accessibility law.',
      ],
      [
        'chart',
        'hakukoneet',
        'Search engines',
        'Technical search engine optimisation and a content plan, so that people find you.',
      ],
      [
        'users',
        'koulutus',
        'Training',
        'We teach your team to publish and measure content. In Tampere or online.',
      ],
    ] as Array<[WidgetMap['iconBox']['icon'], string, string, string]>,
    contact: 'Ask us',
    quotes: 'In our clients’ words',
    quotesNote:
      'This carousel moves on every three seconds. It pauses while the pointer or focus is on it or while it is out of view, and the pause button stops it.',
    quoteSlides: [
      [
        'The new site loads on a phone in a moment, and we get twice as many enquiries as before.',
        'Liisa Mäkelä, Pirkanmaan Puutarha Oy',
      ],
      [
        'Our online shop opened in six weeks, and every payment method worked from day one.',
        'Jukka Virtanen, Nordic Kahvipaahtimo',
      ],
      [
        'The Kajo team explained accessibility so that all our staff understood why it matters.',
        'Sari Lehtonen, Tampereen Seudun Opisto',
      ],
      [
        'Thanks to the maintenance agreement we never have to think about updates.',
        'Mikko Heinonen, Heinosen Rakennus',
      ],
    ],
    posts: 'Latest articles',
    postsNote: 'The articles come from the blog by themselves, and the carousel moves a view at a time.',
    portfolio: 'Selected work',
    portfolioNote:
      'In the portfolio carousel the next project peeks in at the edge, and the height follows the cards in view.',
    slideshow: 'Slideshow',
    slideshowNote:
      'The pictures fade from one to the next every five seconds. The lower slideshow slides only from its buttons.',
    slideshowLabel: 'Pictures of Finland',
    slideshowSlides: [
      'Northern lights above a fell in Lapland',
      'A snowy forest at blue hour',
      'The archipelago on a summer evening',
      'A lake landscape at sunset',
    ],
    officeLabel: 'Our office',
    officeSlides: ['A desk at our Finlayson office', 'Our team on a summer trip to the archipelago'],
  },
} as const

type Copy = (typeof COPY)[Locale]

// Two slides side by side from tablets up, one on phones.
const TWO_PER_VIEW = {
  columnsWide: 2,
  columnsDesktop: 2,
  columnsLaptop: 2,
  columnsTabletH: 2,
  columnsTabletV: 1,
  columnsPhone: 1,
}

/** The services as icon boxes, one slide each, with the slide in the address. */
function servicesSection(c: Copy, ids: CarouselIds): Layout[number] {
  const services = c.serviceSlides.map(
    ([icon, hash, title, body], i): Slide => ({
      hash: `palvelu-${hash}`,
      content: [
        iconBox(icon, title, body, {
          headingLevel: 'h3',
          ...(i === 0 ? { link: pageLabel(ids.pages.contact, c.contact) } : {}),
        }),
      ],
      // Slide-level responsive styles: roomier on large screens, tighter on phones.
      responsive: { large: { padding: 16 }, desktop: { padding: 8 }, mobile: { padding: 4 } },
    }),
  )
  return section(
    { anchorId: 'palvelut-karuselli' },
    full(
      heading(c.services, 'h2', { subtitle: c.servicesNote }),
      carousel(c.services, services, { hashSync: true, infinite: false }),
      richText(doc(p(link(c.servicesJump, '#palvelu-yllapito')))),
    ),
  )
}

function quotesSection(c: Copy): Layout[number] {
  const quotes = c.quoteSlides.map(
    ([quote, who]): Slide => ({
      content: [richText(doc(p(`”${quote}”`), p(text(who, true))))],
      // Centred on phones, where one quote fills the view.
      responsive: { mobileLandscape: { align: 'center' } },
    }),
  )
  return section(
    { anchorId: 'asiakkaat', background: { type: 'colour', colour: '#f2efea' }, width: 'full' },
    full(
      heading(c.quotes, 'h2', { subtitle: c.quotesNote }),
      carousel(c.quotes, quotes, {
        autoplay: true,
        ...TWO_PER_VIEW,
        gap: 32,
      }),
    ),
  )
}

/** Carousels filled from the collections: the newest posts and the portfolio. */
function collectionSections(c: Copy): Layout {
  return [
    section(
      { anchorId: 'artikkelit' },
      full(
        heading(c.posts, 'h2', { subtitle: c.postsNote }),
        carousel(c.posts, [], { source: 'posts', scrollMode: 'page', infinite: false, itemLimit: 6 }),
      ),
    ),
    section(
      { anchorId: 'referenssit' },
      full(
        heading(c.portfolio, 'h2', { subtitle: c.portfolioNote }),
        carousel(c.portfolio, [], {
          source: 'portfolio',
          infinite: false,
          stagePadding: 48,
          autoHeight: true,
          ...TWO_PER_VIEW,
        }),
      ),
    ),
  ]
}

function slideshowsSection(c: Copy, ids: CarouselIds): Layout[number] {
  return section(
    { anchorId: 'kuvaesitys' },
    full(heading(c.slideshow, 'h2', { subtitle: c.slideshowNote })),
    col(
      '2/3',
      simpleSlider(
        c.slideshowLabel,
        [ids.images.aurora, ids.images.winter, ids.images.archipelago, ids.images.hero].map(
          (image, i): [number, string] => [image, c.slideshowSlides[i] ?? ''],
        ),
      ),
    ),
    col(
      '1/3',
      simpleSlider(
        c.officeLabel,
        [
          [ids.images.desk, c.officeSlides[0]],
          [ids.images.archipelago, c.officeSlides[1]],
        ],
        { transition: 'slide', autoplay: false, aspectRatio: '3/2' },
      ),
    ),
  )
}

export function carouselLayout(locale: Locale, ids: CarouselIds): Layout {
  const c = COPY[locale]
  return [
    titleSection(c.title, c.lead),
    servicesSection(c, ids),
    quotesSection(c),
    ...collectionSections(c),
    slideshowsSection(c, ids),
  ]
}

export const carousels: Showcase = {
  fi: {
    title: COPY.fi.title,
    slug: 'karusellit-ja-liukukuvat',
    description:
      'Karusellit widgeteistä, artikkeleista ja referensseistä sekä kuvaesitykset Kajo Digitalin sivuilla.',
  },
  en: {
    title: COPY.en.title,
    slug: 'carousels-and-sliders',
    description: 'Carousels of widgets, articles and projects, and slideshows, on the Kajo Digital site.',
  },
  layout: carouselLayout,
}
