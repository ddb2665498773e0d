import type { WidgetMap } from '@/blocks/types'
import type { Page } from '@/payload-types'
import { col, heading, richText, section } from './builders'
import { CONTACT_FORM_ANCHOR, type Ids } from './content'
import { doc, h, ol, p, ul } from './lexical'

type Layout = NonNullable<Page['layout']>
type Locale = 'fi' | 'en'
type PageText = { title: string; slug: string; description: string; layout: Layout }

type Booking = Omit<WidgetMap['bookingDetails'], 'blockType' | 'times' | 'cta'> & {
  times: string[]
  cta: { label: string; value: string }
}

/** The sidebar's call to action fills the contact form's `palvelu` choice and jumps to the form. */
function bookingDetails(booking: Booking, contactPage: number): WidgetMap['bookingDetails'] {
  const { times, cta, ...rest } = booking
  return {
    blockType: 'bookingDetails',
    headingLevel: 'h2',
    ...rest,
    times: times.map((text) => ({ text })),
    cta: {
      label: cta.label,
      link: { type: 'internal', page: contactPage },
      field: 'palvelu',
      value: cta.value,
      anchor: CONTACT_FORM_ANCHOR,
    },
  }
}

/**
 * A service page: the text in a wide column, the booking details in a narrow column beside it
 * that stays in view while the text scrolls (Section's sticky column, from 768 px up; phones get
 * the details after the text).
 */
function serviceLayout(
  title: string,
  lead: string,
  body: ReturnType<typeof doc>,
  booking: WidgetMap['bookingDetails'],
): Layout {
  return [
    section(
      {},
      col(
        { phone: '1/1', tablet: '2/3', desktop: '2/3' },
        heading(title, 'h1', { subtitle: lead }),
        richText(body),
      ),
      { ...col({ phone: '1/1', tablet: '1/3', desktop: '1/3' }, booking), sticky: 'top' },
    ),
  ]
}

const RENEWAL = {
  fi: {
    title: 'Verkkosivu-uudistus',
    slug: 'verkkosivu-uudistus',
    description: 'Vanha sivusto uuteen uskoon: sisältö, rakenne ja tekniikka samalla kertaa.',
    body: doc(
      p(
        'Uudistus alkaa siitä, mitä kävijäsi sivustolta etsivät. Käymme läpi nykyisen sivuston kävijämäärät, hakusanat ja yhteydenotot ja päätämme yhdessä, mitä säilytetään, mitä kirjoitetaan uudelleen ja mistä luovutaan.',
      ),
      h('h2', 'Kenelle uudistus sopii'),
      p(
        'Uudistus kannattaa, kun sivusto ei toimi puhelimella, sen päivittäminen vaatii koodaria tai yhteydenottoja ei enää tule. Pelkkä uusi ulkoasu harvoin riittää: useimmiten syy löytyy sisällöstä ja rakenteesta.',
      ),
      ul(
        'Pienet ja keskisuuret yritykset, joiden sivusto on yli viisi vuotta vanha',
        'Yhdistykset ja säätiöt, joiden sisältöä päivittää moni ihminen',
        'Palveluyritykset, joille verkkosivu on tärkein yhteydenottokanava',
      ),
      h('h2', 'Näin uudistus etenee'),
      ol(
        'Aloituspalaveri ja nykyisen sivuston läpikäynti',
        'Sivukartta, sisältösuunnitelma ja ohjaukset vanhoista osoitteista',
        'Ulkoasun luonnokset puhelimelle ja isolle näytölle',
        'Toteutus sisällönhallintaan ja sisältöjen siirto',
        'Saavutettavuus- ja nopeustestaus ennen julkaisua',
        'Julkaisu ja koulutus sisällön päivittäjille',
      ),
      p(
        'Jokaisen vaiheen lopuksi näet tuloksen ja hyväksyt sen ennen kuin jatkamme. Aikataulu pitää, kun sisällöt ovat valmiina sovitusti.',
      ),
      h('h2', 'Mitä hintaan sisältyy'),
      ul(
        'Enintään 15 sivun sivusto suomeksi ja englanniksi',
        'Sisällönhallinta, jossa sivut kootaan valmiista osioista',
        'Saavutettavuus WCAG 2.2 AA -tasolla ja saavutettavuusseloste',
        'Lighthouse-tulos vähintään 95 mobiilissa',
        'Ohjaukset vanhoista osoitteista, jotta hakukonenäkyvyys säilyy',
        'Kahden tunnin koulutus ja kuukauden takuutuki julkaisun jälkeen',
      ),
      h('h2', 'Mitä tarvitsemme sinulta'),
      p(
        'Yhteyshenkilön, joka tuntee yrityksen palvelut ja voi hyväksyä luonnokset, sekä pääsyn nykyiseen sivustoon ja analytiikkaan. Tekstit voimme kirjoittaa puolestasi, tai muokkaamme ne verkkoon sopiviksi.',
      ),
      p(
        'Kuvat voimme valita kuvapankista tai järjestää kuvauksen Tampereen seudulla. Jos yritykselläsi on graafinen ohjeistus, rakennamme ilmeen sen pohjalta.',
      ),
    ),
    booking: {
      service: 'Verkkosivu-uudistus',
      duration: '6–10 viikkoa',
      price: 4900,
      pricePrefix: 'alkaen',
      priceSuffix: '+ alv 25,5 %',
      location: 'Tampere tai etänä',
      times: ['Aloituksia joka kuukausi', 'Palaverit ma–pe 9–16'],
      cta: { label: 'Pyydä tarjous', value: 'verkkosivut' },
    },
  },
  en: {
    title: 'Website renewal',
    slug: 'website-renewal',
    description: 'Your old website made new: content, structure and technology at once.',
    body: doc(
      p(
        'A renewal starts from what your visitors look for. We go through the current site’s visits, search terms and enquiries and decide together what to keep, what to rewrite and what to drop.',
      ),
      h('h2', 'Who it suits'),
      p(
        'A renewal pays off when the site does not work on a phone, updating it takes a developer or the enquiries have stopped. A new look alone seldom helps: the cause is usually the content and the structure.',
      ),
      ul(
        'Small and medium-sized companies whose site is over five years old',
        'Associations and foundations whose content many people update',
        'Service companies whose website is their main channel for enquiries',
      ),
      h('h2', 'How the work proceeds'),
      ol(
        'A kick-off meeting and a review of the current site',
        'A site map, a content plan and redirects from the old addresses',
        'Design drafts for phones and for large screens',
        'Building the site in the content management system and moving the content',
        'Accessibility and speed testing before launch',
        'Launch and training for the people who update the content',
      ),
      p(
        'At the end of each stage you see the result and approve it before we go on. The schedule holds when the content is ready as agreed.',
      ),
      h('h2', 'What the price includes'),
      ul(
        'A site of up to 15 pages in Finnish and English',
        'Content management where pages are built from ready-made sections',
        'Accessibility at WCAG 2.2 AA level and an accessibility statement',
        'A Lighthouse score of at least 95 on mobile',
        'Redirects from the old addresses, so search visibility is kept',
        'Two hours of training and a month of warranty support after launch',
      ),
      h('h2', 'What we need from you'),
      p(
        'A contact person who knows the company’s services and can approve the drafts, and access to the current site and its analytics. We can write the texts for you, or edit yours for the web.',
      ),
      p(
        'Pictures can come from a stock library, or we arrange a photo shoot in the Tampere region. If your company has brand guidelines, we build the look on them.',
      ),
    ),
    booking: {
      service: 'Website renewal',
      duration: '6–10 weeks',
      price: 4900,
      pricePrefix: 'from',
      priceSuffix: '+ VAT 25.5%',
      location: 'Tampere or remote',
      times: ['Projects start every month', 'Meetings Mon–Fri 9–16'],
      cta: { label: 'Ask for a quote', value: 'verkkosivut' },
    },
  },
}

const MAINTENANCE = {
  fi: {
    title: 'Ylläpito ja jatkokehitys',
    slug: 'yllapito-ja-jatkokehitys',
    description: 'Päivitykset, varmuuskopiot, valvonta ja pienet muutokset kuukausihintaan.',
    body: doc(
      p(
        'Julkaisun jälkeen sivusto tarvitsee huolenpitoa: ohjelmistopäivityksiä, varmuuskopioita ja silmän, joka huomaa ongelmat ennen kävijöitä. Ylläpitosopimuksella hoidamme ne puolestasi.',
      ),
      h('h2', 'Mitä ylläpito pitää sisällään'),
      ul(
        'Tietoturva- ja ohjelmistopäivitykset testattuina',
        'Päivittäiset varmuuskopiot, joista palautus onnistuu tunnissa',
        'Saatavuuden ja nopeuden valvonta vuorokauden ympäri',
        'Kaksi tuntia pieniä muutoksia kuukaudessa',
        'Kuukausiraportti kävijöistä, nopeudesta ja tehdyistä töistä',
      ),
      h('h2', 'Jatkokehitys'),
      p(
        'Isommat muutokset, kuten uudet sivupohjat, lomakkeet tai integraatiot, arvioimme etukäteen ja teemme sovitussa aikataulussa. Sopimusasiakkaana saat jatkokehityksen alennettuun tuntihintaan.',
      ),
      p(
        'Kerran vuodessa käymme yhdessä läpi sivuston tavoitteet ja mittaustulokset ja sovimme seuraavan vuoden tärkeimmät parannukset.',
      ),
      h('h2', 'Kun jotain menee rikki'),
      p(
        'Kriittiset viat, kuten sivuston kaatuminen tai lomakkeen lakkaaminen toimimasta, korjataan ympäri vuorokauden. Muut viat korjaamme arkipäivisin, yleensä saman päivän aikana.',
      ),
      ol(
        'Ilmoita viasta sähköpostilla tai puhelimella',
        'Saat vahvistuksen ja arvion korjausajasta tunnin sisällä',
        'Korjaamme vian ja kerromme, mistä se johtui',
      ),
      h('h2', 'Sopimuksen ehdot'),
      p(
        'Sopimus on voimassa toistaiseksi, ja sen voi irtisanoa kuukauden varoitusajalla. Ylläpidämme myös muiden tekemiä sivustoja, kun ne on rakennettu yleisillä, ylläpidetyillä ohjelmistoilla.',
      ),
    ),
    booking: {
      service: 'Ylläpito ja jatkokehitys',
      duration: 'Toistaiseksi, irtisanomisaika 1 kk',
      price: 149,
      priceSuffix: '/ kk + alv',
      location: 'Etänä',
      times: ['Tuki ma–pe 8–16', 'Kriittiset viat 24/7'],
      cta: { label: 'Kysy ylläpidosta', value: 'yllapito' },
    },
  },
  en: {
    title: 'Maintenance and development',
    slug: 'maintenance-and-development',
    description: 'Updates, backups, monitoring and small changes for a monthly price.',
    body: doc(
      p(
        'After launch a website needs care: software updates, backups and an eye that spots problems before the visitors do. With a maintenance agreement we take care of them for you.',
      ),
      h('h2', 'What maintenance includes'),
      ul(
        'Security and software updates, tested',
        'Daily backups that can be restored within an hour',
        'Round-the-clock monitoring of availability and speed',
        'Two hours of small changes a month',
        'A monthly report on visits, speed and the work done',
      ),
      h('h2', 'Further development'),
      p(
        'Larger changes, such as new page templates, forms or integrations, are estimated in advance and done on an agreed schedule. As a maintenance customer you get development at a reduced hourly rate.',
      ),
      p(
        'Once a year we go through the site’s goals and measurements together and agree on the most important improvements for the coming year.',
      ),
      h('h2', 'When something breaks'),
      p(
        'Critical faults, such as the site going down or a form no longer working, are fixed around the clock. Other faults we fix on working days, usually the same day.',
      ),
      ol(
        'Report the fault by email or phone',
        'Within an hour you get a confirmation and an estimate of the repair time',
        'We fix the fault and tell you what caused it',
      ),
      h('h2', 'Terms of the agreement'),
      p(
        'The agreement is valid until further notice and can be ended with one month’s notice. We also maintain sites built by others, when they run on common, maintained software.',
      ),
    ),
    booking: {
      service: 'Maintenance and development',
      duration: 'Ongoing, one month’s notice',
      price: 149,
      priceSuffix: '/ month + VAT',
      location: 'Remote',
      times: ['Support Mon–Fri 8–16', 'Critical faults 24/7'],
      cta: { label: 'Ask about maintenance', value: 'yllapito' },
    },
  },
}

/**
 * Two service pages under Palvelut, in Finnish and English, each with the booking details sidebar
 * whose call to action opens the contact form with the service chosen.
 */
export function servicePages(
  ids: Pick<Ids, 'pages'>,
): { key: 'renewal' | 'maintenance'; fi: PageText; en: PageText }[] {
  return (
    [
      ['renewal', RENEWAL],
      ['maintenance', MAINTENANCE],
    ] as const
  ).map(([key, service]) => {
    const text = (locale: Locale): PageText => {
      const { title, slug, description, body, booking } = service[locale]
      return {
        title,
        slug,
        description,
        // The description doubles as the page's lead.
        layout: serviceLayout(title, description, body, bookingDetails(booking, ids.pages.contact)),
      }
    }
    return { key, fi: text('fi'), en: text('en') }
  })
}
