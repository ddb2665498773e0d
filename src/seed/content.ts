import type { WidgetMap } from '@/blocks/types'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import {
  button,
  col,
  full,
  heading,
  iconBox,
  imageBanner,
  inLocale,
  page,
  pageLabel,
  paragraphs,
  richText,
  section,
  separator,
  titleSection,
  WHITE,
} from './builders'
import type { SeededCollections } from './collections'
import { doc, h, link, p, ul } from './lexical'
import type { SeededMedia } from './media'

/** The ids the layouts link to: media (src/seed/media.ts), pages and collection documents. */
export type Ids = SeededMedia & {
  pages: Record<
    | 'home'
    | 'services'
    | 'websites'
    | 'shops'
    | 'platform'
    | 'about'
    | 'contact'
    | 'privacy'
    | 'widgets'
    | 'blog'
    | 'portfolio'
    | 'galleries'
    | 'products'
    | 'renewal'
    | 'maintenance',
    number
  >
  /** Categories, posts, portfolio items, galleries and products (src/seed/collections.ts). */
  collections: SeededCollections
}

type Layout = NonNullable<Page['layout']>

/** The home page's first screen: the hero picture under a dark overlay, a wave below. */
function homeHero(ids: Ids, title: string, lead: string, ...buttons: WidgetMap['button'][]): Layout[number] {
  return section(
    {
      width: 'full',
      paddingTop: 'xl',
      paddingBottom: 'xl',
      textColour: WHITE,
      background: { type: 'image', image: ids.images.hero },
      overlay: { colour: '#0b1a2e', opacity: 62, pattern: 'none' },
      separator: { position: 'bottom', shape: 'wave', size: 'm', svgHeight: 60, colour: WHITE },
    },
    col(
      { phone: '1/1', tablet: '5/6', desktop: '2/3' },
      heading(title, 'h1', { subtitle: lead }),
      ...buttons,
    ),
  )
}

/** The Finnish home page's banners to the team and the services, and its call to start a project. */
function homeInvitationsFi(ids: Ids): Layout {
  return [
    section(
      { width: 'full', background: { type: 'colour', colour: '#f2efea' }, paddingBottom: 'l' },
      col(
        '1/2',
        imageBanner(ids.images.desk, 'Tutustu tiimiimme', 'Kuusi tekijää, yksi tavoite.', {
          link: pageLabel(ids.pages.about, 'Tietoa meistä'),
          hoverEffect: 'zoom',
          minHeight: 320,
        }),
      ),
      col(
        '1/2',
        imageBanner(ids.images.aurora, 'Katso, miten teemme', 'Palvelumme vaihe vaiheelta.', {
          link: pageLabel(ids.pages.services, 'Palvelut'),
          hoverEffect: 'lift',
          minHeight: 320,
        }),
      ),
    ),
    section(
      {
        width: 'full',
        textColour: WHITE,
        background: { type: 'colour', colour: '#8a2432' },
        separator: { position: 'top', shape: 'tilt', size: 's', svgHeight: 60, colour: '#f2efea' },
        paddingTop: 'l',
      },
      col(
        '2/3',
        heading('Aloitetaanko yhteinen projekti?', 'h2'),
        richText(
          doc(
            p('Kerro tavoitteistasi, niin ehdotamme sopivaa ratkaisua. Ensimmäinen tapaaminen on maksuton.'),
          ),
        ),
      ),
      col(
        { phone: '1/1', tablet: '1/3', desktop: '1/3' },
        button('Pyydä tarjous', page(ids.pages.contact), {
          background: WHITE,
          textColour: '#8a2432',
          hoverBackground: '#f2efea',
          size: 'l',
          align: 'stretch',
          icon: 'mail',
          iconPosition: 'before',
        }),
      ),
    ),
  ]
}

export function homeFi(ids: Ids): Layout {
  return [
    homeHero(
      ids,
      'Verkkosivut, jotka toimivat – nopeasti ja kaikille',
      'Kajo Digital suunnittelee ja rakentaa saavutettavia verkkopalveluita suomalaisille yrityksille Tampereelta käsin.',
      button('Tutustu palveluihin', page(ids.pages.services), { icon: 'arrow-right', size: 'l' }),
      button('Ota yhteyttä', page(ids.pages.contact), {
        style: 'outline',
        textColour: WHITE,
        background: WHITE,
        hoverTextColour: '#292929',
      }),
    ),
    section(
      { animation: 'slide-up' },
      full(heading('Mitä teemme', 'h2', { align: 'center', subtitle: 'Kolme asiaa, jotka teemme hyvin.' })),
      col(
        '1/3',
        iconBox(
          'lightbulb',
          'Suunnittelu',
          'Selkeät rakenteet ja visuaalinen ilme, jotka palvelevat lukijaa ja tukevat tavoitteitasi.',
          {
            link: pageLabel(ids.pages.services, 'Lue lisää'),
          },
        ),
      ),
      col(
        '1/3',
        iconBox(
          'code',
          'Kehitys',
          'Nopeat ja turvalliset sivustot nykyaikaisella tekniikalla, sisällönhallinta mukaan lukien.',
          {
            link: pageLabel(ids.pages.websites, 'Lue lisää'),
          },
        ),
      ),
      col(
        '1/3',
        iconBox(
          'shield',
          'Ylläpito',
          'Päivitykset, varmuuskopiot ja valvonta, jotta sivustosi pysyy kunnossa vuodesta toiseen.',
        ),
      ),
    ),
    ...homeInvitationsFi(ids),
  ]
}

export function homeEn(ids: Ids): Layout {
  return [
    homeHero(
      ids,
      'Websites that work – fast, and for everyone',
      'Kajo Digital designs and builds accessible web services for Finnish companies, from Tampere.',
      button('Contact us', page(ids.pages.contact), { icon: 'arrow-right', size: 'l' }),
    ),
    section(
      {},
      full(heading('What we do', 'h2', { align: 'center' })),
      col(
        '1/3',
        iconBox('lightbulb', 'Design', 'Clear structure and a visual identity that serve your readers.'),
      ),
      col(
        '1/3',
        iconBox(
          'code',
          'Development',
          'Fast, secure sites on modern technology, content management included.',
        ),
      ),
      col(
        '1/3',
        iconBox('shield', 'Maintenance', 'Updates, backups and monitoring that keep your site healthy.'),
      ),
    ),
  ]
}

export function servicesFi(ids: Ids): Layout {
  return [
    section(
      {},
      full(
        heading('Palvelut', 'h1', {
          subtitle: 'Kokonaisuus suunnittelusta ylläpitoon – tai juuri se osa, jota tarvitset.',
        }),
        richText(
          doc(
            p(
              'Teemme verkkosivustoja ja -palveluita, jotka latautuvat nopeasti myös mobiiliyhteydellä, toimivat näppäimistöllä ja ruudunlukijalla ja kunnioittavat kävijän yksityisyyttä.',
            ),
          ),
        ),
      ),
      col(
        '1/2',
        iconBox(
          'target',
          'Verkkosivu-uudistus',
          'Kartoitamme kohderyhmät, tavoitteet ja sisällöt ennen ensimmäistäkään luonnosta.',
          { layout: 'side', headingLevel: 'h2', link: pageLabel(ids.pages.renewal, 'Lue lisää') },
        ),
      ),
      col(
        '1/2',
        iconBox(
          'sparkles',
          'Visuaalinen suunnittelu',
          'Brändiin sopiva ilme, joka toimii puhelimesta suureen näyttöön.',
          { layout: 'side', headingLevel: 'h2' },
        ),
      ),
      col(
        '1/2',
        iconBox('code', 'Verkkosivut', 'Sisällönhallinnalla varustetut sivustot, joita päivität itse.', {
          layout: 'side',
          headingLevel: 'h2',
          link: pageLabel(ids.pages.websites, 'Lue lisää'),
        }),
      ),
      col(
        '1/2',
        iconBox(
          'chart',
          'Ylläpito ja jatkokehitys',
          'Pidämme sivuston ajan tasalla, mittaamme vain sen, mihin kävijä on antanut luvan, ja kehitämme tulosten pohjalta.',
          { layout: 'side', headingLevel: 'h2', link: pageLabel(ids.pages.maintenance, 'Lue lisää') },
        ),
      ),
    ),
    section(
      { paddingTop: 'none' },
      full(
        separator({ icon: 'star', width: 60 }),
        button('Ota yhteyttä', page(ids.pages.contact), { align: 'center', icon: 'arrow-right' }),
      ),
    ),
  ]
}

export function websitesFi(ids: Ids): Layout {
  return [
    section(
      {},
      col(
        '2/3',
        heading('Verkkosivut', 'h1'),
        richText(
          doc(
            p('Rakennamme sivustot niin, että niiden päivittäminen onnistuu ilman koodaria.'),
            h('h2', 'Mitä saat'),
            ul(
              'Sisällönhallinnan, jossa sivut kootaan valmiista osioista',
              'Suomen- ja englanninkielisen sisällön',
              'Saavutettavuuden WCAG 2.2 AA -tasolla',
              'Mitatun nopeuden: Lighthouse-tulos vähintään 95 mobiilissa',
            ),
            p('Tarvitsetko jotain muuta? ', link('Kerro meille', '/yhteystiedot'), '.'),
          ),
        ),
        button('Takaisin palveluihin', page(ids.pages.services), { style: 'link' }),
      ),
    ),
  ]
}

export function aboutFi(ids: Ids): Layout {
  return [
    section(
      {},
      col(
        { phone: '1/1', tablet: '1/1', desktop: '1/2' },
        heading('Tietoa meistä', 'h1'),
        richText(
          doc(
            p(
              'Kajo Digital on vuonna 2014 perustettu tamperelainen verkkotoimisto. Meitä on kuusi: kaksi suunnittelijaa, kolme kehittäjää ja projektipäällikkö.',
            ),
            p(
              'Uskomme, että hyvä verkkosivu on nopea, selkeä ja kaikkien käytettävissä. Siksi mittaamme jokaisen julkaisun nopeuden ja saavutettavuuden.',
            ),
          ),
        ),
      ),
      col(
        { phone: '1/1', tablet: '1/1', desktop: '1/2' },
        imageBanner(ids.images.winter, 'Toimistomme Tampereella', 'Hämeenkatu 1, 33100 Tampere', {
          hoverEffect: 'zoom',
          minHeight: 360,
          lightbox: true,
        }),
      ),
    ),
    section(
      { width: 'full', background: { type: 'colour', colour: '#f2efea' } },
      full(heading('Arvomme', 'h2', { align: 'center' })),
      col('1/3', iconBox('heart', 'Ihminen edellä', 'Suunnittelemme ihmisille, emme algoritmeille.')),
      col('1/3', iconBox('leaf', 'Kestävästi', 'Kevyet sivut kuluttavat vähemmän energiaa ja dataa.')),
      col('1/3', iconBox('users', 'Yhdessä', 'Teemme työtä asiakkaan kanssa, emme asiakkaalle.')),
    ),
  ]
}

/** The contact form's section: service pages link to it with the service filled in (src/seed/services.ts). */
export const CONTACT_FORM_ANCHOR = 'yhteydenotto'

export function contact(locale: Locale, formId: number): Layout {
  const T = inLocale(locale)
  return [
    section(
      {},
      full(
        heading(T('Yhteystiedot', 'Contact'), 'h1', {
          subtitle: T(
            'Vastaamme viestiin yleensä saman arkipäivän aikana.',
            'We usually answer on the same working day.',
          ),
        }),
      ),
      col(
        '1/3',
        iconBox('mail', T('Sähköposti', 'Email'), 'hei@kajodigital.example', {
          headingLevel: 'h2',
          link: {
            type: 'custom',
            url: 'mailto:hei@kajodigital.example',
            label: T('Lähetä sähköpostia', 'Send email'),
          },
        }),
      ),
      col(
        '1/3',
        iconBox(
          'phone',
          T('Puhelin', 'Phone'),
          T('+358 40 123 4567 (ma–pe 9–16)', '+358 40 123 4567 (Mon–Fri 9–16)'),
          {
            headingLevel: 'h2',
            link: { type: 'custom', url: 'tel:+358401234567', label: T('Soita', 'Call') },
          },
        ),
      ),
      col(
        '1/3',
        iconBox(
          'map-pin',
          T('Käyntiosoite', 'Visiting address'),
          T('Hämeenkatu 1, 33100 Tampere', 'Hämeenkatu 1, 33100 Tampere, Finland'),
          { headingLevel: 'h2' },
        ),
      ),
    ),
    section(
      { width: 'full', background: { type: 'colour', colour: '#f2efea' }, anchorId: CONTACT_FORM_ANCHOR },
      col(
        { phone: '1/1', tablet: '1/1', desktop: '2/3' },
        heading(T('Kerro hankkeestasi', 'Tell us about your project'), 'h2'),
        { blockType: 'contactForm', form: formId },
      ),
    ),
  ]
}

export function privacyFi(): Layout {
  return [
    section(
      {},
      col(
        '2/3',
        heading('Tietosuojaseloste', 'h1'),
        richText(
          doc(
            p(
              'Tämä seloste kertoo, miten Kajo Digital Oy käsittelee sivuston kävijöiden henkilötietoja EU:n yleisen tietosuoja-asetuksen mukaisesti.',
            ),
            h('h2', 'Rekisterinpitäjä'),
            p('Kajo Digital Oy, Hämeenkatu 1, 33100 Tampere. Yhteyshenkilö: tietosuoja@kajodigital.example.'),
            h('h2', 'Evästeet'),
            p(
              'Sivusto käyttää välttämättömiä evästeitä, kuten kielivalintaa ja evästevalintaasi (cookieconsent_status, säilytysaika 365 päivää). Analytiikka, upotetut videot ja kartat ladataan vasta, kun olet hyväksynyt evästeet.',
            ),
            h('h2', 'Yhteydenotot'),
            p(
              'Yhteydenottolomakkeella lähettämäsi tiedot tallennetaan vastaamista varten ja poistetaan 12 kuukauden kuluttua.',
            ),
            h('h2', 'Oikeutesi'),
            ul(
              'Oikeus tarkastaa tietosi',
              'Oikeus pyytää tietojen korjaamista tai poistamista',
              'Oikeus tehdä valitus tietosuojavaltuutetulle',
            ),
          ),
        ),
      ),
    ),
  ]
}

export function privacyEn(): Layout {
  return [
    section(
      {},
      col(
        '2/3',
        heading('Privacy policy', 'h1'),
        richText(
          doc(
            p(
              'This statement explains how Kajo Digital Oy processes the personal data of visitors under the EU General Data Protection Regulation.',
            ),
            h('h2', 'Cookies'),
            p(
              'The site uses necessary cookies only until you accept others. Analytics, embedded videos and maps load only after your consent.',
            ),
          ),
        ),
      ),
    ),
  ]
}

/** A nested guide page (five crumbs deep) with a table of contents that stays in view (sticky column). */
export function platformFi(ids: Ids): Layout {
  const texts = [
    'Verkkokaupan alusta ratkaisee, kuinka helposti tuotteita, tilauksia ja maksuja hallitaan arjessa.',
    'Valmis SaaS-alusta on nopea ottaa käyttöön, ja ylläpito kuuluu palveluun. Kuukausimaksu kasvaa myynnin mukana.',
    'Avoimen lähdekoodin alusta joustaa erikoistarpeisiin, mutta päivitykset ja tietoturva ovat omalla vastuulla.',
    'Integraatiot toiminnanohjaukseen, kirjanpitoon ja varastoon kannattaa kartoittaa ennen valintaa.',
    'Suomalaiset maksutavat, kuten verkkopankit ja MobilePay, ovat ostajille tärkeitä.',
    'Saavutettavuus koskee myös verkkokauppoja: kassan pitää toimia näppäimistöllä ja ruudunlukijalla.',
    'Hakukoneoptimointi alkaa tuotesivujen rakenteesta ja nopeudesta, ei jälkikäteen lisätyistä avainsanoista.',
    'Lopuksi: valitse alusta, jonka kanssa tiimisi viihtyy. Paras alusta on se, jota oikeasti päivitetään.',
  ]
  return [
    titleSection('Alustan valinta', 'Opas verkkokaupan alustan valintaan.'),
    section(
      {},
      {
        ...col(
          { phone: '1/1', tablet: '1/3', desktop: '1/3' },
          heading('Sisällys', 'h2'),
          button('Ota yhteyttä', page(ids.pages.contact), { size: 's' }),
          button('Kaikki palvelut', page(ids.pages.services), { size: 's', style: 'outline' }),
        ),
        sticky: 'top',
      },
      col({ phone: '1/1', tablet: '2/3', desktop: '2/3' }, paragraphs(...texts)),
    ),
  ]
}
