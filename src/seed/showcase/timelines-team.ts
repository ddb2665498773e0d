import type { WidgetMap } from '@/blocks/types'
import { col, full, heading, page, section, titleSection, WHITE } from '../builders'
import type { Ids } from '../content'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'
type TimelineItem = NonNullable<WidgetMap['timeline']['items']>[number]
type IconListItem = NonNullable<WidgetMap['iconList']['items']>[number]
type Link =
  | { type: 'internal'; page: number; newTab?: boolean }
  | { type: 'custom'; url: string; newTab?: boolean }

const GREEN = '#1f5f4a'

export function timeline(
  items: TimelineItem[],
  extra: Partial<WidgetMap['timeline']> = {},
): WidgetMap['timeline'] {
  return { blockType: 'timeline', items, ...extra }
}

export function teamMember(
  name: string,
  role: string,
  text: string,
  extra: Partial<WidgetMap['teamMember']> = {},
): WidgetMap['teamMember'] {
  return { blockType: 'teamMember', name, role, text, ...extra }
}

export function iconList(
  items: IconListItem[],
  extra: Partial<WidgetMap['iconList']> = {},
): WidgetMap['iconList'] {
  return { blockType: 'iconList', items, ...extra }
}

const item = (icon: IconListItem['icon'], text: string, link?: Link): IconListItem =>
  link ? { icon, text, hasLink: true, link } : { icon, text }

/** The texts of both locales, side by side so a translation cannot drift out of step. */
const TEXT = {
  fi: {
    h1: 'Aikajanat ja tiimi',
    intro:
      'Aikajana, tiimiläisten kortit ja ikonilistat: kevyitä widgettejä, jotka toimivat ilman JavaScriptiä.',
    storyTitle: 'Kajon tarina',
    storySub: 'Aikajana vuorottelee leveällä näytöllä viivan molemmin puolin ja pinoutuu puhelimella.',
    story: [
      [
        '2014',
        'Kajo Digital perustetaan',
        'Aino ja Mikko perustivat toimiston Hämeenkadun kattohuoneeseen Tampereella.',
      ],
      [
        '2016',
        'Ensimmäinen verkkokauppa',
        'Pirkanmaalainen leipomo alkoi myydä ruisleipää verkossa – ja me opimme kassasta paljon.',
      ],
      [
        '2018',
        'Saavutettavuus keskiöön',
        'Sitouduimme WCAG-tason AA saavutettavuuteen kaikissa projekteissamme.',
      ],
      [
        '2020',
        'Uusi toimisto Finlaysonilla',
        'Muutimme vanhaan tehdasmiljööseen Tammerkosken rantaan. Etätyö jäi pysyväksi vaihtoehdoksi.',
      ],
      [
        '2023',
        'Kuusi tekijää',
        'Tiimi kasvoi kuuteen: kaksi suunnittelijaa, kolme kehittäjää ja projektipäällikkö.',
      ],
      ['2026', 'Kevyemmät sivut', 'Mittaamme jokaisen julkaisun hiilijalanjäljen ja pidämme sivut kevyinä.'],
    ],
    processTitle: 'Projektin vaiheet',
    process: [
      ['Viikko 1', 'Aloituspaja', 'Tavoitteet, kohderyhmät ja sisällöt yhdessä asiakkaan kanssa.'],
      ['Viikot 2–3', 'Suunnittelu', 'Rakenne, ilme ja klikattava prototyyppi testattavaksi.'],
      ['Viikot 4–7', 'Toteutus', 'Sivusto rakennetaan sisällönhallintaan osio kerrallaan.'],
      ['Viikko 8', 'Julkaisu', 'Saavutettavuus- ja nopeustestit, koulutus ja julkaisu.'],
    ],
    includedTitle: 'Projektiin sisältyy',
    included: [
      'Saavutettavuus WCAG 2.2 AA -tasolla',
      'Suomen- ja englanninkielinen sisältö',
      'Sisällönhallinnan koulutus',
      'Kolmen kuukauden tuki julkaisun jälkeen',
    ],
    teamTitle: 'Tiimi',
    teamSub: 'Tiimiläisen kortissa on kuva, nimi, rooli, esittely sekä yhteys- ja profiililinkit.',
    aino: ['Toimitusjohtaja', 'Vastaa asiakassuhteista ja siitä, että jokainen projekti pysyy aikataulussa.'],
    mikko: ['Kehitysjohtaja', 'Rakentaa nopeita sivustoja ja pitää huolen, että ne pysyvät nopeina.'],
    sanna: ['UX-suunnittelija', 'Suunnittelee selkeitä käyttöliittymiä ja testaa ne oikeilla käyttäjillä.'],
    jussi: ['Projektipäällikkö', 'Kortti ilman kuvaa: Jussi pitää langat käsissä aloituspajasta julkaisuun.'],
    listsTitle: 'Ikonilistat',
    whyTitle: 'Miksi Kajo?',
    why: [
      'Nopeat sivut mobiilissakin',
      'Saavutettavuus sisäänrakennettuna',
      'Tamperelainen tiimi, suora yhteys',
    ],
    linksTitle: 'Linkit',
    links: ['Palvelumme', 'Ota yhteyttä', 'Saavutettavuusvaatimukset (suomi.fi)'],
    contactTitle: 'Yhteystiedot',
    address: 'Hämeenkatu 1, Tampere',
  },
  en: {
    h1: 'Timelines and team',
    intro: 'A timeline, team-member cards and icon lists: light widgets that work without JavaScript.',
    storyTitle: 'The Kajo story',
    storySub: 'On a wide screen the timeline alternates on both sides of the line; on a phone it stacks.',
    story: [
      [
        '2014',
        'Kajo Digital is founded',
        'Aino and Mikko started the agency in a rooftop room on Hämeenkatu in Tampere.',
      ],
      [
        '2016',
        'Our first online shop',
        'A Pirkanmaa bakery began selling rye bread online – and we learned a lot about checkouts.',
      ],
      ['2018', 'Accessibility first', 'We committed to WCAG level AA accessibility in every project.'],
      [
        '2020',
        'A new office at Finlayson',
        'We moved into an old factory by the Tammerkoski rapids. Remote work stayed as an option.',
      ],
      [
        '2023',
        'A team of six',
        'The team grew to six: two designers, three developers and a project manager.',
      ],
      ['2026', 'Lighter pages', 'We measure the carbon footprint of every release and keep our pages light.'],
    ],
    processTitle: 'Project phases',
    process: [
      ['Week 1', 'Kick-off workshop', 'Goals, audiences and content, together with the client.'],
      ['Weeks 2–3', 'Design', 'Structure, visual identity and a clickable prototype to test.'],
      ['Weeks 4–7', 'Build', 'The site is built in the content management system, section by section.'],
      ['Week 8', 'Launch', 'Accessibility and speed tests, training and launch.'],
    ],
    includedTitle: 'Every project includes',
    included: [
      'Accessibility at WCAG 2.2 AA',
      'Finnish and English content',
      'Training in content management',
      'Three months of support after launch',
    ],
    teamTitle: 'Team',
    teamSub: 'A team-member card has a photo, name, role, introduction, and contact and profile links.',
    aino: ['Managing director', 'Looks after client relationships and keeps every project on schedule.'],
    mikko: ['Head of development', 'Builds fast websites and makes sure they stay fast.'],
    sanna: ['UX designer', 'Designs clear interfaces and tests them with real users.'],
    jussi: [
      'Project manager',
      'A card without a photo: Jussi keeps the threads together from kick-off to launch.',
    ],
    listsTitle: 'Icon lists',
    whyTitle: 'Why Kajo?',
    why: ['Fast pages, on mobile too', 'Accessibility built in', 'A team in Tampere, a direct line'],
    linksTitle: 'Links',
    links: ['Our services', 'Contact us', 'Accessibility requirements (suomi.fi)'],
    contactTitle: 'Contact details',
    address: 'Hämeenkatu 1, Tampere, Finland',
  },
} as const

const STORY_ICONS = ['rocket', 'cart', 'shield', 'map-pin', 'users', 'leaf'] as const

type Copy = (typeof TEXT)[Locale]

/** The company's story on an alternating timeline, and the project phases beside what they include. */
function timelineSections(c: Copy, ids: Ids): Layout {
  return [
    section(
      { anchorId: 'aikajana' },
      full(
        heading(c.storyTitle, 'h2', { subtitle: c.storySub }),
        timeline(
          c.story.map(([label, title, text], i) => ({
            label,
            dateTime: label,
            title,
            text,
            icon: STORY_ICONS[i],
            ...(i === 3 ? { image: ids.images.desk } : {}),
          })),
        ),
      ),
    ),
    section(
      { anchorId: 'vaiheet', width: 'full', background: { type: 'colour', colour: '#f2efea' } },
      col(
        { phone: '1/1', tablet: '1/2', desktop: '1/2' },
        heading(c.processTitle, 'h2'),
        timeline(
          c.process.map(([label, title, text]) => ({ label, title, text })),
          { layout: 'start', cardBackground: WHITE, markerColour: GREEN, lineColour: '#b9b2a8' },
        ),
      ),
      col(
        { phone: '1/1', tablet: '1/2', desktop: '1/2' },
        heading(c.includedTitle, 'h2'),
        iconList(
          c.included.map((text) => item('check', text)),
          { iconShape: 'circle', iconColour: WHITE, iconBackground: GREEN, iconSize: 'm' },
        ),
      ),
    ),
  ]
}

function teamSection(c: Copy, ids: Ids): Layout[number] {
  return section(
    { anchorId: 'tiimi' },
    full(heading(c.teamTitle, 'h2', { subtitle: c.teamSub })),
    col(
      '1/3',
      teamMember('Aino Virtanen', c.aino[0], c.aino[1], {
        photo: ids.images.portraitAino,
        email: 'aino.virtanen@kajodigital.example',
        phone: '+358 40 123 4567',
        profiles: [
          {
            network: 'linkedin',
            url: 'https://www.linkedin.com/company/kajodigital-example',
            newTab: true,
          },
          { network: 'x', url: 'https://x.com/kajodigital_example', newTab: true },
        ],
      }),
    ),
    col(
      '1/3',
      teamMember('Mikko Laine', c.mikko[0], c.mikko[1], {
        photo: ids.images.portraitMikko,
        email: 'mikko.laine@kajodigital.example',
        profiles: [
          { network: 'github', url: 'https://github.com/kajodigital-example' },
          { network: 'linkedin', url: 'https://www.linkedin.com/company/kajodigital-example' },
        ],
      }),
    ),
    col(
      '1/3',
      teamMember('Sanna Korhonen', c.sanna[0], c.sanna[1], {
        photo: ids.images.portraitSanna,
        photoShape: 'rectangle',
        email: 'sanna.korhonen@kajodigital.example',
        profiles: [
          { network: 'instagram', url: 'https://www.instagram.com/kajodigital.example' },
          { network: 'website', url: 'https://kajodigital.example/sanna' },
        ],
      }),
    ),
    col(
      { phone: '1/1', tablet: '1/1', desktop: '2/3' },
      teamMember('Jussi Nieminen', c.jussi[0], c.jussi[1], {
        layout: 'side',
        headingLevel: 'h3',
        email: 'jussi.nieminen@kajodigital.example',
        phone: '+358 50 765 4321',
        background: '#e3ddd4',
      }),
    ),
  )
}

function iconListsSection(c: Copy, ids: Ids): Layout[number] {
  return section(
    { anchorId: 'ikonilistat' },
    full(heading(c.listsTitle, 'h2')),
    col(
      '1/3',
      heading(c.whyTitle, 'h3'),
      iconList([item('zap', c.why[0]), item('shield', c.why[1]), item('users', c.why[2])], {
        iconSize: 'l',
      }),
    ),
    col(
      '1/3',
      heading(c.linksTitle, 'h3'),
      iconList(
        [
          item('arrow-right', c.links[0], page(ids.pages.services)),
          item('message', c.links[1], page(ids.pages.contact)),
          item('globe', c.links[2], {
            type: 'custom',
            url: 'https://www.suomi.fi/ohjeet-ja-tuki/saavutettavuus',
            newTab: true,
          }),
        ],
        { iconShape: 'square', iconColour: '#8a2432', iconBackground: '#f2efea' },
      ),
    ),
    col(
      '1/3',
      heading(c.contactTitle, 'h3'),
      iconList(
        [
          item('map-pin', c.address),
          item('phone', '+358 40 123 4567', { type: 'custom', url: 'tel:+358401234567' }),
          item('mail', 'hei@kajodigital.example', {
            type: 'custom',
            url: 'mailto:hei@kajodigital.example',
          }),
        ],
        { iconSize: 's', iconColour: GREEN },
      ),
    ),
  )
}

function layout(locale: Locale, ids: Ids): Layout {
  const c = TEXT[locale]
  return [
    titleSection(c.h1, c.intro),
    ...timelineSections(c, ids),
    teamSection(c, ids),
    iconListsSection(c, ids),
  ]
}

export const timelinesTeam: Showcase = {
  fi: {
    title: 'Aikajanat ja tiimi',
    slug: 'aikajanat-ja-tiimi',
    description: 'Aikajana, tiimiläisten kortit ja ikonilistat Kajo Digitalin tarinalla.',
  },
  en: {
    title: 'Timelines and team',
    slug: 'timelines-and-team',
    description: 'A timeline, team-member cards and icon lists, told with the Kajo Digital story.',
  },
  layout,
}
