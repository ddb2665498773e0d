import type { GlobalConfig } from 'payload'
import { COOKIE_CONSENT } from '@/lib/constants'
import { adminOnlyField, anyone, loggedIn } from '../access/roles'
import { colourField } from '../fields/colour'
import { validateAnalyticsUrl, validateLookupUrls } from '../fields/third-party'
import { revalidateGlobal } from '../hooks/revalidate'

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

export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: 'Sivuston asetukset',
  access: { read: anyone, update: loggedIn },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Yleiset',
          fields: [
            {
              name: 'siteName',
              label: 'Sivuston nimi',
              type: 'text',
              localized: true,
              required: true,
              defaultValue: 'Yritys',
            },
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
            { name: 'defaultImage', label: 'Oletuskuva jakamiseen', type: 'upload', relationTo: 'media' },
            {
              name: 'untranslatedLinks',
              label: 'Linkit kääntämättömille sivuille',
              type: 'radio',
              defaultValue: 'original',
              options: [
                { label: 'Näytä alkuperäisellä kielellä (merkitään kieli)', value: 'original' },
                { label: 'Jätä pois', value: 'hide' },
              ],
              admin: {
                description:
                  'Kun valikon tai alatunnisteen linkin sivulla ei ole versiota sivuston kielellä (esim. englanniksi), linkki vie joko suomenkieliselle sivulle ja sen teksti on sivun suomenkielinen otsikko, tai linkki jätetään pois. Jätä linkin teksti tyhjäksi, niin käytetään sivun otsikkoa kullakin kielellä.',
              },
            },
          ],
        },
        {
          label: 'Teema',
          fields: [
            {
              name: 'smoothScrolling',
              label: 'Pehmeä vieritys',
              type: 'select',
              defaultValue: 'on',
              options: [
                { label: 'Päällä', value: 'on' },
                { label: 'Pois', value: 'off' },
                { label: 'Vain parallax-osioissa', value: 'on_parallax' },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'mobileSwitchFirst',
                  label: 'Mobiiliylätunniste alle (px)',
                  type: 'number',
                  defaultValue: 992,
                  min: 320,
                  max: 1920,
                  admin: { width: '50%' },
                },
                {
                  name: 'mobileSwitchSecond',
                  label: 'Puhelimen ylätunniste alle (px)',
                  type: 'number',
                  defaultValue: 768,
                  min: 320,
                  max: 1920,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'floatingHeaderThreshold',
                  label: 'Kelluva ylätunniste näkyy vierityksen jälkeen (px)',
                  type: 'number',
                  defaultValue: 150,
                  min: 0,
                  max: 5000,
                  admin: { width: '50%' },
                },
                {
                  name: 'lightboxOverlayOpacity',
                  label: 'Kuvakatselimen taustan peittävyys (%)',
                  type: 'number',
                  defaultValue: 90,
                  min: 0,
                  max: 100,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'bodyFont',
                  label: 'Leipätekstin fontti',
                  type: 'select',
                  defaultValue: 'system',
                  options: [...FONT_CHOICES],
                  admin: { width: '50%' },
                },
                {
                  name: 'headingFont',
                  label: 'Otsikoiden fontti',
                  type: 'select',
                  defaultValue: 'system',
                  options: [...FONT_CHOICES],
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'pageLoader',
              label: 'Sivun latauspalkki',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Ohut palkki sivun yläreunassa latauksen ajan.' },
            },
            {
              type: 'row',
              fields: [
                colourField('accentColour', 'Korostusväri', '#8a2432'),
                colourField('textColour', 'Tekstin väri', '#292929'),
              ],
            },
          ],
        },
        {
          label: 'Evästeet',
          fields: [
            {
              name: 'cookieConsent',
              label: 'Evästeilmoitus',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  label: 'Tyyppi',
                  type: 'select',
                  defaultValue: COOKIE_CONSENT.type,
                  admin: {
                    description:
                      'Tiedote ja suostumus: analytiikka ja upotukset (YouTube, Vimeo, kartat) latautuvat vasta, kun kävijä hyväksyy. Kielto: ne latautuvat heti, ellei kävijä hylkää – vain jos laki sen sallii.',
                  },
                  options: [
                    { label: 'Tiedote (Hyväksyn)', value: 'info' },
                    { label: 'Suostumus (Hyväksy / Hylkää)', value: 'opt-in' },
                    { label: 'Kielto (Hyväksy / Hylkää)', value: 'opt-out' },
                  ],
                },
                {
                  name: 'message',
                  label: 'Viesti',
                  type: 'textarea',
                  localized: true,
                  defaultValue:
                    'Käyttämällä sivustoa hyväksyt evästeiden käytön analytiikkaan, sisällön personointiin ja mainontaan.',
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'acceptLabel',
                      label: 'Hyväksyn-painike (tiedote)',
                      type: 'text',
                      localized: true,
                      defaultValue: 'Hyväksyn',
                      admin: { width: '25%' },
                    },
                    {
                      name: 'allowLabel',
                      label: 'Hyväksy-painike',
                      type: 'text',
                      localized: true,
                      defaultValue: 'Hyväksy',
                      admin: { width: '25%' },
                    },
                    {
                      name: 'denyLabel',
                      label: 'Hylkää-painike',
                      type: 'text',
                      localized: true,
                      defaultValue: 'Hylkää',
                      admin: { width: '25%' },
                    },
                    {
                      name: 'learnMoreLabel',
                      label: 'Lue lisää -linkki',
                      type: 'text',
                      localized: true,
                      defaultValue: 'Lue lisää',
                      admin: { width: '25%' },
                    },
                  ],
                },
                {
                  name: 'revokeLabel',
                  label: 'Evästeasetukset-painike',
                  type: 'text',
                  localized: true,
                  defaultValue: 'Evästeasetukset',
                  admin: { description: 'Näkyy vastauksen jälkeen; avaa ilmoituksen uudelleen.' },
                },
                {
                  type: 'row',
                  fields: [
                    colourField('popupBackground', 'Bannerin tausta', COOKIE_CONSENT.palette.popupBackground),
                    colourField('popupText', 'Bannerin teksti', COOKIE_CONSENT.palette.popupText),
                    colourField(
                      'buttonBackground',
                      'Painikkeen tausta',
                      COOKIE_CONSENT.palette.buttonBackground,
                    ),
                    colourField('buttonText', 'Painikkeen teksti', COOKIE_CONSENT.palette.buttonText),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'dismissOnScroll',
                      label: 'Kuittaa vieritettäessä (px)',
                      type: 'number',
                      min: 0,
                      admin: { width: '33%', description: 'px; tyhjä = pois' },
                    },
                    {
                      name: 'dismissOnTimeout',
                      label: 'Kuittaa ajan kuluttua (ms)',
                      type: 'number',
                      min: 0,
                      admin: { width: '33%', description: 'ms; tyhjä = pois' },
                    },
                    {
                      name: 'dismissOnWindowClick',
                      label: 'Kuittaa klikattaessa muualle sivulle',
                      type: 'checkbox',
                      defaultValue: false,
                      admin: {
                        width: '33%',
                        description: 'Kuittaus (vieritys, aika, klikkaus) lasketaan hyväksynnäksi.',
                      },
                    },
                  ],
                },
                {
                  name: 'analyticsSnippetUrl',
                  label: 'Analytiikan skriptin osoite',
                  type: 'text',
                  access: ADMIN_ONLY,
                  validate: (value: unknown) => validateAnalyticsUrl(value),
                  admin: {
                    description:
                      'https-osoite. Ladataan vasta suostumuksen jälkeen. Sen palvelimen (esim. https://analytiikka.example.com) on oltava myös sivuston ympäristömuuttujassa ANALYTICS_ORIGINS, jonka ylläpito asettaa; muuten selain estää skriptin eikä osoitetta voi tallentaa.',
                  },
                },
                {
                  // One address per line in the column that held a single address: no schema change.
                  name: 'countryLookupUrl',
                  label: 'Maan tunnistuspalvelut',
                  type: 'textarea',
                  access: ADMIN_ONLY,
                  validate: (value: unknown) => validateLookupUrls(value),
                  admin: {
                    description:
                      'Tyhjä = pois (oletus). Yksi https-osoite riville; palvelut kokeillaan järjestyksessä, ja seuraavaa kysytään, jos edellinen epäonnistuu tai ei vastaa 5 sekunnissa. Palvelun on palautettava kävijän maakoodi (JSON: country_code, countryCode tai country, tai pelkkä koodi). Jokaisen palvelimen on oltava myös ympäristömuuttujassa CONSENT_LOOKUP_ORIGINS. Huom: kysely lähtee kävijän selaimesta ennen suostumusta. Jos maassa ei ole evästelakia, ilmoitus kuitataan itsestään; jos kaikki palvelut epäonnistuvat, ilmoitus toimii tavalliseen tapaan.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Lomakkeet',
          fields: [
            {
              // Read by the hourly clean-up (src/cms/submissions/retention.ts); limits as there.
              name: 'formRetentionDays',
              label: 'Lomakevastausten säilytysaika (päivää)',
              type: 'number',
              required: true,
              defaultValue: 180,
              min: 1,
              max: 3650,
              admin: {
                step: 1,
                description:
                  'Lomakkeilla lähetetyt vastaukset ovat henkilötietoja, eikä niitä säilytetä tarpeettoman kauan: tätä vanhemmat vastaukset liitteineen poistetaan pysyvästi automaattisesti (tarkistus kerran tunnissa). Oletus 180 päivää.',
              },
            },
            {
              // Read by src/feedback/items/notify.ts. Staff only: the global is public.
              name: 'notificationEmail',
              label: 'Ilmoitusten sähköpostiosoite',
              type: 'email',
              access: { read: ({ req }) => Boolean(req.user) },
              admin: {
                description:
                  'Jokaisesta uudesta arviosta ja kommentista lähetetään ilmoitus tähän osoitteeseen linkin kera hallintaan. Tyhjä = ei ilmoituksia.',
              },
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateGlobal],
  },
}
