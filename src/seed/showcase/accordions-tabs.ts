import type { WidgetMap } from '@/blocks/types'
import { button, col, full, heading, page, paragraphs, richText, section, titleSection } from '../builders'
import type { Ids } from '../content'
import { doc, link, p, ul } from '../lexical'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'
type Accordion = WidgetMap['accordion']
type Tabs = WidgetMap['tabs']
type Item = NonNullable<Accordion['items']>[number] & { title: string }
type Tab = NonNullable<Tabs['tabs']>[number] & { label: string }

function accordion(items: Item[], extra: Partial<Accordion> = {}): Accordion {
  return { blockType: 'accordion', items, closeOthers: true, animation: 'slide', ...extra }
}

function tabs(list: Tab[], extra: Partial<Tabs> = {}): Tabs {
  return {
    blockType: 'tabs',
    tabs: list,
    tabsStyle: 'underline',
    animation: 'fade',
    activeIndex: 0,
    ...extra,
  }
}

/** Rich text of one or more paragraphs. */
const text = (...texts: string[]) => [paragraphs(...texts)]

const ANIMATIONS: Array<{ value: NonNullable<Tabs['animation']>; fi: string; en: string }> = [
  { value: 'slide', fi: 'Liuku', en: 'Slide' },
  { value: 'fade', fi: 'Häivytys', en: 'Fade' },
  { value: 'scale', fi: 'Skaalaus', en: 'Scale' },
  { value: 'slide-zoom', fi: 'Liuku ja zoomaus', en: 'Slide-Zoom' },
  { value: 'slide-horizontal', fi: 'Vaakaliuku', en: 'Slide-Horizontal' },
  { value: 'none', fi: 'Ei animaatiota', en: 'No animation' },
]
const STYLES: NonNullable<Tabs['tabsStyle']>[] = ['boxed', 'pills', 'underline', 'vertical', 'boxed', 'pills']

const copy = {
  fi: {
    lead: 'Haitarit ja välilehdet kokoavat paljon tietoa pieneen tilaan. Kaikki toimii hiirellä, kosketuksella ja näppäimistöllä.',
    jump: 'Hyppää suoraan: ',
    jumpAccess: 'saavutettavuus',
    jumpCare: 'ylläpitopalvelu',
    faq: 'Usein kysyttyä',
    faqItems: [
      {
        title: 'Paljonko uudet verkkosivut maksavat?',
        anchorId: 'hinnoittelu',
        body: 'Pienen yrityksen sivusto maksaa tyypillisesti 4 000–9 000 euroa (alv 0 %). Annamme kiinteän tarjouksen aloituspalaverin jälkeen, joten hinta ei yllätä kesken projektin.',
      },
      {
        title: 'Kuinka kauan sivuston tekeminen kestää?',
        body: 'Useimmat sivustot valmistuvat kuudessa–kymmenessä viikossa. Aikatauluun vaikuttavat eniten sisältöjen valmistuminen ja palautekierrosten määrä.',
      },
      {
        title: 'Voimmeko päivittää sivuja itse?',
        body: 'Kyllä. Sisällönhallinta on suomeksi, ja koulutamme tiiminne käyttämään sitä. Uuden sivun lisääminen onnistuu ilman koodia.',
      },
      {
        title: 'Onko sivusto saavutettava?',
        anchorId: 'saavutettavuus',
        body: 'Rakennamme jokaisen sivuston WCAG 2.2 AA -tason mukaan ja testaamme sen ruudunlukijalla, näppäimistöllä ja puhelimella ennen julkaisua.',
      },
    ],
    contact: 'Kysy tarjousta',
    steps: 'Projektin vaiheet',
    stepsNote:
      'Tässä haitarissa useampi kohta voi olla auki yhtä aikaa. Aluksi avoinna olevaksi on asetettu olematon kohta 99, joten ensimmäinen kohta avautuu.',
    stepItems: [
      [
        '1. Tutustuminen',
        'Kartoitamme tavoitteet, kohderyhmät ja nykyisen sivuston kävijätiedot Tampereen toimistollamme tai etänä.',
      ],
      [
        '2. Suunnittelu',
        'Rautalankamallit ja visuaalinen ilme hyväksytetään ennen toteutusta. Jokaisesta näkymästä tehdään puhelinversio ensin.',
      ],
      [
        '3. Toteutus',
        'Rakennamme sivuston viikoittain näytettävinä osina, joten näette edistymisen koko ajan.',
      ],
      [
        '4. Julkaisu ja ylläpito',
        'Julkaisun jälkeen seuraamme sivuston nopeutta ja saavutettavuutta ylläpitosopimuksen mukaisesti.',
      ],
    ],
    services: 'Palvelumme',
    servicesNote:
      'Välilehdet vaihtuvat itsestään kahdeksan sekunnin välein. Vaihto pysähtyy, kun osoitin tai kohdistus on välilehdissä, ja Pysäytä-painike lopettaa sen kokonaan.',
    servicesLabel: 'Palvelumme',
    serviceTabs: [
      {
        label: 'Verkkosivut',
        anchorId: 'verkkosivut',
        body: 'Suunnittelemme ja toteutamme nopeat, saavutettavat verkkosivut, joita on helppo päivittää. Sivut latautuvat puhelimella alle kahdessa sekunnissa.',
      },
      {
        label: 'Verkkokaupat',
        anchorId: 'verkkokaupat',
        body: 'Verkkokauppa suomalaisilla maksutavoilla ja toimitusvaihtoehdoilla. Integroimme kaupan kirjanpitoon ja varastoon.',
      },
      {
        label: 'Ylläpito',
        anchorId: 'yllapitopalvelu',
        body: 'Ylläpitopalvelumme pitää sivuston ajan tasalla: päivitykset, varmuuskopiot ja kuukausittainen raportti kävijämääristä.',
      },
    ],
    animations: 'Välilehtien animaatiot',
    animTab: (name: string) => [
      ['Ensimmäinen', `${name}: vaihda välilehteä nähdäksesi animaation.`],
      ['Toinen', `${name} toisella välilehdellä. Nuolinäppäimet siirtävät välilehdeltä toiselle.`],
      ['Kolmas', `${name} kolmannella välilehdellä. Home ja End vievät ensimmäiseen ja viimeiseen.`],
    ],
    nested: 'Haitari välilehden sisällä',
    nestedNote:
      'Välilehtiin on sijoitettu haitari, jonka sisällä on painike. Nuolinäppäimet vain siirtävät kohdistusta; Enter tai välilyönti valitsee välilehden.',
    nestedLabel: 'Tampereen toimisto',
    nestedTabs: ['Yhteystiedot', 'Tiimi'],
    nestedContact:
      'Toimistomme on Tampereen keskustassa, Hämeenkadulla. Tervetuloa kahville – sovitaan aika etukäteen.',
    nestedQuestions: [
      [
        'Miten toimistolle pääsee?',
        'Rautatieasemalta kävelee viidessä minuutissa. Pyöräparkki on sisäpihalla.',
      ],
      [
        'Voiko tapaamisen pitää etänä?',
        'Voi. Käytämme Teamsia tai Google Meetiä, kumpi teille sopii paremmin.',
      ],
    ],
    nestedButton: 'Ota yhteyttä',
    team: 'Meitä on kahdeksan: neljä kehittäjää, kaksi suunnittelijaa, projektipäällikkö ja sisältöstrategi.',
  },
  en: {
    lead: 'Accordions and tabs fit a lot of information into a small space. Everything works with a mouse, touch and the keyboard.',
    jump: 'Jump straight to: ',
    jumpAccess: 'accessibility',
    jumpCare: 'maintenance service',
    faq: 'Frequently asked questions',
    faqItems: [
      {
        title: 'How much does a new website cost?',
        anchorId: 'hinnoittelu',
        body: 'A small company website typically costs 4,000–9,000 euros (excl. VAT). We give a fixed quote after the kick-off meeting, so the price never surprises you halfway through.',
      },
      {
        title: 'How long does building a website take?',
        body: 'Most websites are ready in six to ten weeks. The schedule depends mostly on when the content is ready and how many feedback rounds there are.',
      },
      {
        title: 'Can we update the pages ourselves?',
        body: 'Yes. The content management works in Finnish and English, and we train your team to use it. Adding a page needs no code.',
      },
      {
        title: 'Is the website accessible?',
        anchorId: 'saavutettavuus',
        body: 'We build every website to WCAG 2.2 level AA and test it with a screen reader, the keyboard and a phone before launch.',
      },
    ],
    contact: 'Ask for a quote',
    steps: 'Project phases',
    stepsNote:
      'In this accordion several items can be open at once. Its initially open item is set to a non-existent item 99, so the first item opens.',
    stepItems: [
      [
        '1. Discovery',
        'We map your goals, audiences and current visitor data at our Tampere office or remotely.',
      ],
      [
        '2. Design',
        'Wireframes and the visual identity are approved before building. Every view is designed for phones first.',
      ],
      ['3. Build', 'We build the site in parts shown every week, so you see the progress all the time.'],
      [
        '4. Launch and care',
        'After launch we monitor the speed and accessibility of the site under the maintenance agreement.',
      ],
    ],
    services: 'Our services',
    servicesNote:
      'The tabs change by themselves every eight seconds. Rotation pauses while the pointer or focus is on the tabs, and the Pause button stops it altogether.',
    servicesLabel: 'Our services',
    serviceTabs: [
      {
        label: 'Websites',
        anchorId: 'verkkosivut',
        body: 'We design and build fast, accessible websites that are easy to update. Pages load on a phone in under two seconds.',
      },
      {
        label: 'Online shops',
        anchorId: 'verkkokaupat',
        body: 'An online shop with Finnish payment and delivery methods. We connect the shop to your accounting and stock.',
      },
      {
        label: 'Maintenance',
        anchorId: 'yllapitopalvelu',
        body: 'Our maintenance service keeps the site up to date: updates, backups and a monthly visitor report.',
      },
    ],
    animations: 'Tab animations',
    animTab: (name: string) => [
      ['First', `${name}: switch tabs to see the animation.`],
      ['Second', `${name} on the second tab. The arrow keys move from tab to tab.`],
      ['Third', `${name} on the third tab. Home and End go to the first and the last.`],
    ],
    nested: 'An accordion inside a tab',
    nestedNote:
      'These tabs hold an accordion with a button inside. The arrow keys only move focus; Enter or Space selects a tab.',
    nestedLabel: 'Tampere office',
    nestedTabs: ['Contact details', 'Team'],
    nestedContact:
      'Our office is in the centre of Tampere, on Hämeenkatu. Come over for coffee – just book a time first.',
    nestedQuestions: [
      [
        'How do I get to the office?',
        'It is a five-minute walk from the railway station. Bicycle parking is in the courtyard.',
      ],
      ['Can we meet remotely?', 'Yes. We use Teams or Google Meet, whichever suits you better.'],
    ],
    nestedButton: 'Contact us',
    team: 'There are eight of us: four developers, two designers, a project manager and a content strategist.',
  },
}

type Copy = (typeof copy)[Locale]

/** A FAQ accordion that opens one item at a time, beside a styled one whose items all open. */
function accordionsSection(c: Copy, ids: Ids): Layout[number] {
  return section(
    { anchorId: 'haitarit' },
    col(
      '2/3',
      heading(c.faq, 'h2'),
      accordion(
        c.faqItems.map((item, i) => ({
          title: item.title,
          anchorId: item.anchorId,
          content: [
            paragraphs(item.body),
            ...(i === 0 ? [button(c.contact, page(ids.pages.contact), { size: 's' })] : []),
          ],
        })),
        { activeIndex: 0, closeOthers: true, scroll: true },
      ),
    ),
    col(
      '1/3',
      heading(c.steps, 'h2'),
      paragraphs(c.stepsNote),
      accordion(
        c.stepItems.map(([itemTitle = '', body = '']) => ({ title: itemTitle, content: text(body) })),
        {
          activeIndex: 99,
          closeOthers: false,
          animation: 'fade',
          headingLevel: 'h3',
          titleBackground: '#1f3a5f',
          titleColour: '#ffffff',
          titleHoverBackground: '#14273f',
          titleHoverColour: '#ffffff',
          activeBackground: '#f2efea',
          activeTitleColour: '#1f3a5f',
          activeIconColour: '#8a2432',
        },
      ),
    ),
  )
}

function tabsSection(c: Copy): Layout[number] {
  return section(
    { anchorId: 'valilehdet', background: { type: 'colour', colour: '#f2efea' }, width: 'full' },
    full(
      heading(c.services, 'h2'),
      paragraphs(c.servicesNote),
      tabs(
        c.serviceTabs.map((tab) => ({ label: tab.label, anchorId: tab.anchorId, content: text(tab.body) })),
        { label: c.servicesLabel, rotateTabs: 8, animation: 'slide', tabsStyle: 'underline' },
      ),
    ),
  )
}

/** Every tab animation, each with its own tab style. */
function animationSections(locale: Locale, c: Copy): Layout {
  return [
    section({ anchorId: 'animaatiot', paddingBottom: 'none' }, full(heading(c.animations, 'h2'))),
    // A section holds at most six columns: one per animation.
    section(
      { paddingTop: 'none' },
      ...ANIMATIONS.map((animation, i) =>
        col(
          { phone: '1/1', tablet: '1/1', desktop: '1/2' },
          heading(animation[locale], 'h3'),
          tabs(
            c.animTab(animation[locale]).map(([label = '', body = '']) => ({ label, content: text(body) })),
            { label: animation[locale], animation: animation.value, tabsStyle: STYLES[i] ?? 'underline' },
          ),
        ),
      ),
    ),
  ]
}

/** An accordion inside a tab. */
function nestedSection(c: Copy, ids: Ids): Layout[number] {
  return section(
    { anchorId: 'sisakkain' },
    col(
      '2/3',
      heading(c.nested, 'h2'),
      paragraphs(c.nestedNote),
      tabs(
        [
          {
            label: c.nestedTabs[0] ?? '',
            content: [
              richText(
                doc(p(c.nestedContact), ul('Hämeenkatu 10, 33100 Tampere', 'info@kajodigital.example')),
              ),
              accordion(
                c.nestedQuestions.map(([q = '', a = ''], i) => ({
                  title: q,
                  content: [
                    paragraphs(a),
                    ...(i === 0 ? [button(c.nestedButton, page(ids.pages.contact), { size: 's' })] : []),
                  ],
                })),
                { activeIndex: 0, headingLevel: 'h3' },
              ),
            ],
          },
          { label: c.nestedTabs[1] ?? '', content: text(c.team) },
        ],
        { label: c.nestedLabel, tabsStyle: 'boxed', activation: 'manual', animation: 'fade' },
      ),
    ),
  )
}

function layout(locale: Locale, ids: Ids): Layout {
  const c = copy[locale]
  const title = locale === 'fi' ? 'Haitarit ja välilehdet' : 'Accordions and tabs'
  return [
    titleSection(
      title,
      c.lead,
      richText(
        doc(p(c.jump, link(c.jumpAccess, '#saavutettavuus'), ' · ', link(c.jumpCare, '#yllapitopalvelu'))),
      ),
    ),
    accordionsSection(c, ids),
    tabsSection(c),
    ...animationSections(locale, c),
    nestedSection(c, ids),
  ]
}

export const accordionsTabs: Showcase = {
  fi: {
    title: 'Haitarit ja välilehdet',
    slug: 'haitarit-ja-valilehdet',
    description: 'Haitarit ja välilehdet: usein kysytyt kysymykset, palvelut ja sisäkkäiset osat.',
  },
  en: {
    title: 'Accordions and tabs',
    slug: 'accordions-and-tabs',
    description: 'Accordions and tabs: frequently asked questions, services and nested containers.',
  },
  layout,
}
