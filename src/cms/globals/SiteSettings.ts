import { COOKIE_CONSENT } from '@/lib/constants'
import { adminOnlyField } from '../access/roles'
import { colourField } from '../fields/colour'
import { row, rowOf } from '../fields/layout'
import {
  checkboxField,
  emailField,
  groupField,
  mediaField,
  numberField,
  percentField,
  radioField,
  selectField,
  textareaField,
  textField,
} from '../fields/simple'
import { validateAnalyticsUrl, validateLookupUrls } from '../fields/third-party'
import { siteGlobal } from './site-global'

/** What the cookie banner asks of the visitor. */
const CONSENT_TYPES = {
  info: 'Tiedote (Hyväksyn)',
  'opt-in': 'Suostumus (Hyväksy / Hylkää)',
  'opt-out': 'Kielto (Hyväksy / Hylkää)',
}

export const FONT_CHOICES = [
  { label: 'Järjestelmän fontti (nopein)', value: 'system' },
  { label: 'Serif (järjestelmä)', value: 'serif' },
  { label: 'Tasalevyinen', value: 'mono' },
  { label: 'Inter (verkkofontti)', value: 'inter' },
  { label: 'Merriweather (verkkofontti, serif)', value: 'merriweather' },
] as const

/**
 * Addresses that put third-party scripts and requests on every public page: only admins see and
 * change them (an editor's save leaves them as they are).
 */
const ADMIN_ONLY = { read: adminOnlyField, update: adminOnlyField, create: adminOnlyField }

/** A cookie banner button's text, in each language. */
const buttonLabelField = (name: string, label: string, defaultValue: string) =>
  textField(name, label, { localized: true, defaultValue })

export const SiteSettings = siteGlobal('site-settings', 'Sivuston asetukset', [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Yleiset',
        fields: [
          textField('siteName', 'Sivuston nimi', { localized: true, required: true, defaultValue: 'Yritys' }),
          // Page references resolve through the page index; they are never populated.
          { name: 'homePage', label: 'Etusivu', type: 'relationship', relationTo: 'pages', maxDepth: 0 },
          {
            name: 'privacyPage',
            label: 'Tietosuojaseloste',
            type: 'relationship',
            relationTo: 'pages',
            maxDepth: 0,
            admin: { description: 'Evästebannerin "Lue lisää" -linkki vie tälle sivulle.' },
          },
          mediaField('defaultImage', 'Oletuskuva jakamiseen'),
          radioField(
            'untranslatedLinks',
            'Linkit kääntämättömille sivuille',
            { original: 'Näytä alkuperäisellä kielellä (merkitään kieli)', hide: 'Jätä pois' },
            {
              defaultValue: 'original',
              admin: {
                description:
                  'Kun valikon tai alatunnisteen linkin sivulla ei ole versiota sivuston kielellä (esim. englanniksi), linkki vie joko suomenkieliselle sivulle ja sen teksti on sivun suomenkielinen otsikko, tai linkki jätetään pois. Jätä linkin teksti tyhjäksi, niin käytetään sivun otsikkoa kullakin kielellä.',
              },
            },
          ),
        ],
      },
      {
        label: 'Teema',
        fields: [
          selectField(
            'smoothScrolling',
            'Pehmeä vieritys',
            { on: 'Päällä', off: 'Pois', on_parallax: 'Vain parallax-osioissa' },
            { defaultValue: 'on' },
          ),
          rowOf(
            '50%',
            numberField('mobileSwitchFirst', 'Mobiiliylätunniste alle (px)', {
              defaultValue: 992,
              min: 320,
              max: 1920,
            }),
            numberField('mobileSwitchSecond', 'Puhelimen ylätunniste alle (px)', {
              defaultValue: 768,
              min: 320,
              max: 1920,
            }),
          ),
          rowOf(
            '50%',
            numberField('floatingHeaderThreshold', 'Kelluva ylätunniste näkyy vierityksen jälkeen (px)', {
              defaultValue: 150,
              min: 0,
              max: 5000,
            }),
            percentField('lightboxOverlayOpacity', 'Kuvakatselimen taustan peittävyys (%)', 90),
          ),
          rowOf(
            '50%',
            selectField('bodyFont', 'Leipätekstin fontti', [...FONT_CHOICES], { defaultValue: 'system' }),
            selectField('headingFont', 'Otsikoiden fontti', [...FONT_CHOICES], { defaultValue: 'system' }),
          ),
          checkboxField('pageLoader', 'Sivun latauspalkki', {
            defaultValue: false,
            admin: { description: 'Ohut palkki sivun yläreunassa latauksen ajan.' },
          }),
          row(
            colourField('accentColour', 'Korostusväri', '#8a2432'),
            colourField('textColour', 'Tekstin väri', '#292929'),
          ),
        ],
      },
      {
        label: 'Evästeet',
        fields: [
          groupField('cookieConsent', 'Evästeilmoitus', [
            selectField('type', 'Tyyppi', CONSENT_TYPES, {
              defaultValue: COOKIE_CONSENT.type,
              admin: {
                description:
                  'Tiedote ja suostumus: analytiikka ja upotukset (YouTube, Vimeo, kartat) latautuvat vasta, kun kävijä hyväksyy. Kielto: ne latautuvat heti, ellei kävijä hylkää – vain jos laki sen sallii.',
              },
            }),
            textareaField('message', 'Viesti', {
              localized: true,
              defaultValue:
                'Käyttämällä sivustoa hyväksyt evästeiden käytön analytiikkaan, sisällön personointiin ja mainontaan.',
            }),
            rowOf(
              '25%',
              buttonLabelField('acceptLabel', 'Hyväksyn-painike (tiedote)', 'Hyväksyn'),
              buttonLabelField('allowLabel', 'Hyväksy-painike', 'Hyväksy'),
              buttonLabelField('denyLabel', 'Hylkää-painike', 'Hylkää'),
              buttonLabelField('learnMoreLabel', 'Lue lisää -linkki', 'Lue lisää'),
            ),
            textField('revokeLabel', 'Evästeasetukset-painike', {
              localized: true,
              defaultValue: 'Evästeasetukset',
              admin: { description: 'Näkyy vastauksen jälkeen; avaa ilmoituksen uudelleen.' },
            }),
            row(
              colourField('popupBackground', 'Bannerin tausta', COOKIE_CONSENT.palette.popupBackground),
              colourField('popupText', 'Bannerin teksti', COOKIE_CONSENT.palette.popupText),
              colourField('buttonBackground', 'Painikkeen tausta', COOKIE_CONSENT.palette.buttonBackground),
              colourField('buttonText', 'Painikkeen teksti', COOKIE_CONSENT.palette.buttonText),
            ),
            rowOf(
              '33%',
              numberField('dismissOnScroll', 'Kuittaa vieritettäessä (px)', {
                min: 0,
                admin: { description: 'px; tyhjä = pois' },
              }),
              numberField('dismissOnTimeout', 'Kuittaa ajan kuluttua (ms)', {
                min: 0,
                admin: { description: 'ms; tyhjä = pois' },
              }),
              checkboxField('dismissOnWindowClick', 'Kuittaa klikattaessa muualle sivulle', {
                defaultValue: false,
                admin: { description: 'Kuittaus (vieritys, aika, klikkaus) lasketaan hyväksynnäksi.' },
              }),
            ),
            textField('analyticsSnippetUrl', 'Analytiikan skriptin osoite', {
              access: ADMIN_ONLY,
              validate: (value: unknown) => validateAnalyticsUrl(value),
              admin: {
                description:
                  'https-osoite. Ladataan vasta suostumuksen jälkeen. Sen palvelimen (esim. https://analytiikka.example.com) on oltava myös sivuston ympäristömuuttujassa ANALYTICS_ORIGINS, jonka ylläpito asettaa; muuten selain estää skriptin eikä osoitetta voi tallentaa.',
              },
            }),
            // One address per line in the column that held a single address: no schema change.
            textareaField('countryLookupUrl', 'Maan tunnistuspalvelut', {
              access: ADMIN_ONLY,
              validate: (value: unknown) => validateLookupUrls(value),
              admin: {
                description:
                  'Tyhjä = pois (oletus). Yksi https-osoite riville; palvelut kokeillaan järjestyksessä, ja seuraavaa kysytään, jos edellinen epäonnistuu tai ei vastaa 5 sekunnissa. Palvelun on palautettava kävijän maakoodi (JSON: country_code, countryCode tai country, tai pelkkä koodi). Jokaisen palvelimen on oltava myös ympäristömuuttujassa CONSENT_LOOKUP_ORIGINS. Huom: kysely lähtee kävijän selaimesta ennen suostumusta. Jos maassa ei ole evästelakia, ilmoitus kuitataan itsestään; jos kaikki palvelut epäonnistuvat, ilmoitus toimii tavalliseen tapaan.',
              },
            }),
          ]),
        ],
      },
      {
        label: 'Lomakkeet',
        fields: [
          // Read by the hourly clean-up (src/cms/submissions/retention.ts); limits as there.
          numberField('formRetentionDays', 'Lomakevastausten säilytysaika (päivää)', {
            required: true,
            defaultValue: 180,
            min: 1,
            max: 3650,
            admin: {
              step: 1,
              description:
                'Lomakkeilla lähetetyt vastaukset ovat henkilötietoja, eikä niitä säilytetä tarpeettoman kauan: tätä vanhemmat vastaukset liitteineen poistetaan pysyvästi automaattisesti (tarkistus kerran tunnissa). Oletus 180 päivää.',
            },
          }),
          // Read by src/feedback/items/notify.ts. Staff only: the global is public.
          emailField('notificationEmail', 'Ilmoitusten sähköpostiosoite', {
            access: { read: ({ req }) => Boolean(req.user) },
            admin: {
              description:
                'Jokaisesta uudesta arviosta ja kommentista lähetetään ilmoitus tähän osoitteeseen linkin kera hallintaan. Tyhjä = ei ilmoituksia.',
            },
          }),
        ],
      },
    ],
  },
])
