import type { Payload, RequestContext } from 'payload'
import { type CategoryKey, type Version, version } from './categories'
import { createBilingual } from './documents'
import type { PictureKey } from './images'
import { h, p, ul } from './lexical'

type Attribute = { name: string; value: string }

/** One language's version of a seeded product: the texts, the price's words and the details. */
export type ProductVersion = Version & {
  pricePrefix?: string
  priceSuffix?: string
  /** The same rows, in the same order, in both languages. */
  attributes: Attribute[]
}

export type ProductSeed = {
  /** Euros; null for a product priced by quote. */
  price: number | null
  /** Listing order ("newest first"); all distinct. */
  date: string
  categories: readonly CategoryKey[]
  /** The first is the main picture. */
  pictures: readonly PictureKey[]
  fi: ProductVersion
  en: ProductVersion
}

const rows = (...pairs: [string, string][]): Attribute[] => pairs.map(([name, value]) => ({ name, value }))

/** Kajo Digital's fixed-price packages: presented on the site, bought by getting in touch. */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    price: 2490,
    date: '2026-09-01T08:00:00.000Z',
    categories: ['websites'],
    pictures: ['uiWireframe', 'uiPhone', 'uiArticle', 'uiDashboard'],
    fi: {
      ...version(
        'Verkkosivupaketti Start',
        'verkkosivupaketti-start',
        'Valmis paketti pienyritykselle: enintään kahdeksan sivua, oma sisällönhallinta ja saavutettavuus kunnossa alusta asti.',
        p(
          'Start on tarkoitettu yritykselle, joka tarvitsee selkeät ja nopeat verkkosivut ilman pitkää projektia. Aloitamme tunnin työpajalla, jossa käydään läpi palvelunne, asiakkaanne ja sivujen tärkein tehtävä.',
        ),
        h('h3', 'Mitä paketti sisältää'),
        ul(
          'Sivukartta ja rautalankamallit yhdessä työpajassa',
          'Visuaalinen ilme yrityksenne värien ja logon pohjalta',
          'Enintään kahdeksan sivua, yhteydenottolomake ja kartta',
          'Sisällönhallinnan koulutus (1 h) ja kirjalliset ohjeet',
        ),
        p(
          'Sivut tehdään WCAG 2.2 AA -tasolle ja mitataan ennen julkaisua: mobiilin Lighthouse-pisteet vähintään 95. Ylläpito sisältyy kolmeksi kuukaudeksi julkaisun jälkeen.',
        ),
      ),
      pricePrefix: 'alkaen',
      attributes: rows(
        ['Sivuja', 'enintään 8'],
        ['Toimitusaika', '4–6 viikkoa'],
        ['Kielet', 'suomi, lisäkieli +390 €'],
        ['Sisällönhallinta', 'Payload CMS, koulutus 1 h'],
        ['Ylläpito', '3 kk sisältyy hintaan'],
      ),
    },
    en: {
      ...version(
        'Website package Start',
        'website-package-start',
        'A ready-made package for a small business: up to eight pages, your own content management and accessibility right from the start.',
        p(
          'Start is for a business that needs a clear, fast website without a long project. We begin with a one-hour workshop on your services, your customers and the main job of the site.',
        ),
        h('h3', 'What the package includes'),
        ul(
          'Site map and wireframes in one workshop',
          'A visual look built on your colours and logo',
          'Up to eight pages, a contact form and a map',
          'Content management training (1 h) and written instructions',
        ),
        p(
          'The pages meet WCAG 2.2 AA and are measured before launch: a mobile Lighthouse score of at least 95. Maintenance is included for three months after launch.',
        ),
      ),
      pricePrefix: 'from',
      attributes: rows(
        ['Pages', 'up to 8'],
        ['Delivery', '4–6 weeks'],
        ['Languages', 'Finnish, each extra language +€390'],
        ['Content management', 'Payload CMS, 1 h training'],
        ['Maintenance', '3 months included'],
      ),
    },
  },
  {
    price: 1850,
    date: '2026-08-15T08:00:00.000Z',
    categories: ['accessibility'],
    pictures: ['uiContrast', 'uiCheckout', 'uiSearch'],
    fi: {
      ...version(
        'Saavutettavuusauditointi',
        'saavutettavuusauditointi',
        'Asiantuntija-arvio sivustonne saavutettavuudesta WCAG 2.2 AA -kriteerein, korjauslista ja pohja saavutettavuusselosteelle.',
        p(
          'Tarkistamme kymmenen tärkeintä sivupohjaa näppäimistöllä, ruudunlukijalla (NVDA ja VoiceOver), suurennuksella ja automaattisilla työkaluilla. Jokainen havainto kirjataan kriteerin, vakavuuden ja korjausehdotuksen kanssa.',
        ),
        h('h3', 'Kenelle'),
        p(
          'Verkkokaupoille ja palveluyrityksille, joita Euroopan esteettömyyssäädös koskee kesäkuusta 2025 alkaen, sekä julkisen sektorin toimijoille, jotka päivittävät saavutettavuusselostettaan.',
        ),
        ul(
          'Raportti ja priorisoitu korjauslista',
          'Läpikäynti kehittäjienne kanssa (1 h)',
          'Uusintatarkistus korjausten jälkeen',
        ),
      ),
      priceSuffix: '+ alv',
      attributes: rows(
        ['Arviointikriteerit', 'WCAG 2.2 AA, EN 301 549'],
        ['Laajuus', '10 sivupohjaa'],
        ['Apuvälineet', 'NVDA, VoiceOver, näppäimistö, 400 % suurennus'],
        ['Toimitusaika', '2 viikkoa'],
        ['Uusintatarkistus', 'sisältyy hintaan'],
      ),
    },
    en: {
      ...version(
        'Accessibility audit',
        'accessibility-audit',
        'An expert review of your site’s accessibility against WCAG 2.2 AA, a list of fixes and a basis for your accessibility statement.',
        p(
          'We check your ten most important page templates with a keyboard, screen readers (NVDA and VoiceOver), zoom and automated tools. Each finding is recorded with its criterion, severity and a suggested fix.',
        ),
        h('h3', 'Who it is for'),
        p(
          'Online shops and service businesses covered by the European Accessibility Act from June 2025, and public sector bodies updating their accessibility statement.',
        ),
        ul(
          'A report and a prioritised list of fixes',
          'A walkthrough with your developers (1 h)',
          'A re-check after the fixes',
        ),
      ),
      priceSuffix: '+ VAT',
      attributes: rows(
        ['Criteria', 'WCAG 2.2 AA, EN 301 549'],
        ['Scope', '10 page templates'],
        ['Assistive technology', 'NVDA, VoiceOver, keyboard, 400% zoom'],
        ['Delivery', '2 weeks'],
        ['Re-check', 'included'],
      ),
    },
  },
  {
    price: 390,
    date: '2026-07-01T08:00:00.000Z',
    categories: ['seo'],
    pictures: ['uiSearch', 'uiDashboard'],
    fi: {
      ...version(
        'Hakukoneoptimoinnin kuukausipaketti',
        'hakukoneoptimoinnin-kuukausipaketti',
        'Jatkuvaa hakukoneoptimointia kiinteällä kuukausihinnalla: tekninen kunto, sisällöt ja selkeä raportti joka kuukausi.',
        p(
          'Hakunäkyvyys ei parane kerralla vaan kuukausi kerrallaan. Paketissa seuraamme sivustonne teknistä kuntoa, kirjoitamme tai päivitämme kaksi sisältöä kuussa ja raportoimme, mitä tapahtui ja miksi.',
        ),
        ul(
          'Avainsanaseuranta 20 hakusanalle',
          'Kaksi uutta tai päivitettyä sisältöä kuukaudessa',
          'Tekninen tarkistus neljännesvuosittain',
          'Kuukausiraportti ja 30 minuutin palaveri',
        ),
      ),
      priceSuffix: '/ kk',
      attributes: rows(
        ['Sopimuskausi', '6 kuukautta, sen jälkeen kuukausi kerrallaan'],
        ['Seurattavat hakusanat', '20'],
        ['Sisällöt', '2 kuukaudessa'],
        ['Raportointi', 'kuukausittain'],
      ),
    },
    en: {
      ...version(
        'Monthly SEO package',
        'monthly-seo-package',
        'Ongoing search engine optimisation at a fixed monthly price: technical health, content and a clear report every month.',
        p(
          'Search visibility improves month by month, not all at once. We keep an eye on your site’s technical health, write or update two pieces of content a month and report what happened and why.',
        ),
        ul(
          'Rank tracking for 20 search terms',
          'Two new or updated pieces of content a month',
          'A technical check every quarter',
          'A monthly report and a 30-minute meeting',
        ),
      ),
      priceSuffix: 'a month',
      attributes: rows(
        ['Contract', '6 months, then month by month'],
        ['Tracked search terms', '20'],
        ['Content', '2 a month'],
        ['Reporting', 'monthly'],
      ),
    },
  },
  {
    price: 149,
    date: '2026-06-01T08:00:00.000Z',
    categories: ['maintenance'],
    pictures: ['uiDashboard', 'uiArticle'],
    fi: {
      ...version(
        'Ylläpitosopimus',
        'yllapitosopimus',
        'Päivitykset, varmuuskopiot ja valvonta ilman huolta: korjaamme ongelmat ennen kuin asiakkaanne huomaavat ne.',
        p(
          'Ylläpitosopimuksella sivustonne ohjelmistot pysyvät ajan tasalla ja tietoturvapäivitykset asennetaan viikon sisällä julkaisusta. Valvonta hälyttää meille, jos sivusto hidastuu tai lakkaa vastaamasta.',
        ),
        ul(
          'Päivitykset ja tietoturvakorjaukset viikoittain',
          'Päivittäiset varmuuskopiot 30 päivän ajalta',
          'Saatavuuden ja nopeuden valvonta ympäri vuorokauden',
          'Pienet sisältömuutokset 1 h kuukaudessa',
        ),
      ),
      pricePrefix: 'alkaen',
      priceSuffix: '/ kk',
      attributes: rows(
        ['Vasteaika', '1 arkipäivä, kiireelliset 4 tuntia'],
        ['Varmuuskopiot', 'päivittäin, säilytys 30 päivää'],
        ['Valvonta', '24/7'],
        ['Irtisanomisaika', '1 kuukausi'],
      ),
    },
    en: {
      ...version(
        'Maintenance agreement',
        'maintenance-agreement',
        'Updates, backups and monitoring taken care of: we fix problems before your customers notice them.',
        p(
          'With a maintenance agreement your site’s software stays current and security updates are installed within a week of release. Monitoring alerts us if the site slows down or stops responding.',
        ),
        ul(
          'Weekly updates and security fixes',
          'Daily backups kept for 30 days',
          'Round-the-clock uptime and speed monitoring',
          'Small content changes, 1 h a month',
        ),
      ),
      pricePrefix: 'from',
      priceSuffix: 'a month',
      attributes: rows(
        ['Response time', '1 working day, urgent issues 4 hours'],
        ['Backups', 'daily, kept for 30 days'],
        ['Monitoring', '24/7'],
        ['Notice period', '1 month'],
      ),
    },
  },
  {
    price: null,
    date: '2026-05-01T08:00:00.000Z',
    categories: ['shops'],
    pictures: ['uiShop', 'uiCheckout', 'market'],
    fi: {
      ...version(
        'Verkkokaupan käynnistyspaketti',
        'verkkokaupan-kaynnistyspaketti',
        'Verkkokauppa suomalaisille ostajille: maksutavat, toimitukset ja tuotetiedot kuntoon. Hinta määräytyy valikoiman ja integraatioiden mukaan – pyydä tarjous.',
        p(
          'Kartoitamme ensin valikoimanne, varastonne ja toimitustapanne. Sen pohjalta valitsemme alustan ja teemme kiinteähintaisen tarjouksen, jossa on mukana tuotteiden siirto, maksutavat ja toimitusintegraatiot.',
        ),
        ul(
          'Verkkopankit, mobiilimaksut ja kortit',
          'Postin, Matkahuollon ja noutopisteiden toimitukset',
          'Tuotetietojen siirto vanhasta kaupasta',
        ),
      ),
      attributes: rows(
        ['Toimitusaika', '8–12 viikkoa'],
        ['Maksutavat', 'verkkopankit, MobilePay, kortit, lasku'],
        ['Toimitustavat', 'Posti, Matkahuolto, nouto myymälästä'],
      ),
    },
    en: {
      ...version(
        'Online shop launch package',
        'online-shop-launch-package',
        'An online shop for Finnish buyers: payment methods, deliveries and product data in order. The price depends on the range and integrations – ask for a quote.',
        p(
          'We start by mapping your range, stock and delivery methods. On that basis we choose the platform and make a fixed-price offer that covers moving the products, payment methods and delivery integrations.',
        ),
        ul(
          'Online banks, mobile payments and cards',
          'Posti, Matkahuolto and parcel point deliveries',
          'Product data moved from your old shop',
        ),
      ),
      attributes: rows(
        ['Delivery', '8–12 weeks'],
        ['Payment methods', 'online banks, MobilePay, cards, invoice'],
        ['Shipping', 'Posti, Matkahuolto, store pickup'],
      ),
    },
  },
  {
    price: 690,
    date: '2026-04-01T08:00:00.000Z',
    categories: ['websites'],
    pictures: ['eveningCentre', 'tram', 'ridgeHouses', 'rapids'],
    fi: {
      ...version(
        'Kuvauspäivä verkkosivuille',
        'kuvauspaiva-verkkosivuille',
        'Puolen päivän kuvaus Tampereen seudulla: tiimikuvat, toimitilat ja ympäristö, valmiiksi rajattuina verkkosivujen kokoihin.',
        p(
          'Omat kuvat kertovat yrityksestä enemmän kuin kuvapankin hymyilevät ihmiset. Kuvaaja suunnittelee päivän kanssanne etukäteen ja toimittaa kuvat käsiteltyinä ja verkkoon optimoituina viikon kuluessa.',
        ),
        ul('Noin 40 käsiteltyä kuvaa', 'Rajaukset vaaka- ja pystykuviksi', 'Vaihtoehtoiset tekstit valmiina'),
      ),
      attributes: rows(
        ['Kesto', '4 tuntia'],
        ['Kuvia', 'noin 40 käsiteltyä'],
        ['Alue', 'Tampere, Pirkkala, Kangasala, Nokia, Ylöjärvi'],
        ['Toimitus', '1 viikko'],
      ),
    },
    en: {
      ...version(
        'Photo day for your website',
        'photo-day-for-your-website',
        'A half-day shoot around Tampere: team portraits, premises and surroundings, cropped to your website’s sizes.',
        p(
          'Your own pictures say more about your business than smiling stock photo models. The photographer plans the day with you in advance and delivers edited, web-optimised pictures within a week.',
        ),
        ul('About 40 edited pictures', 'Landscape and portrait crops', 'Alternative texts written'),
      ),
      attributes: rows(
        ['Duration', '4 hours'],
        ['Pictures', 'about 40, edited'],
        ['Area', 'Tampere, Pirkkala, Kangasala, Nokia, Ylöjärvi'],
        ['Delivery', '1 week'],
      ),
    },
  },
]

/**
 * The products in Finnish, then their English texts onto the same rows (array rows keep their
 * ids across locales). Returns their ids in PRODUCTS' order.
 */
export async function seedProducts(
  payload: Payload,
  context: RequestContext,
  pictures: Record<PictureKey, number>,
  categories: Record<CategoryKey, number>,
): Promise<number[]> {
  const ids: number[] = []
  for (const product of PRODUCTS)
    ids.push(
      await createBilingual(payload, context, {
        collection: 'products',
        fi: {
          ...product.fi,
          price: product.price,
          date: product.date,
          images: product.pictures.map((key) => pictures[key]),
          categories: product.categories.map((key) => categories[key]),
          _status: 'published',
        },
        en: (created) => ({
          ...product.en,
          attributes: (created.attributes ?? []).map((row, i) => ({ ...row, ...product.en.attributes[i] })),
          _status: 'published',
        }),
      }),
    )
  return ids
}
