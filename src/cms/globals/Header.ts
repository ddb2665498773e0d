import type { Field } from 'payload'
import { linkGroup, validateLinkUrl } from '../fields/link'
import { arrayField, checkboxField, mediaField, selectField, textField } from '../fields/simple'
import { siteGlobal } from './site-global'

/** Third level: plain links (a mega menu column's links, or a dropdown's nested links). */
const leafItems: Field = arrayField('links', 'Kolmas taso', [linkGroup('link', { required: true })], {
  maxRows: 20,
})

/** Second level: dropdown links, or a mega menu's columns (heading link, picture, links). */
const childItems: Field = arrayField(
  'children',
  'Alavalikko',
  [
    linkGroup('link', { required: true }),
    mediaField('image', 'Kuva (megavalikon sarake)', {
      admin: { condition: (data, _sibling, { path }) => isMegaColumn(data, path) },
    }),
    leafItems,
  ],
  { maxRows: 20 },
)

/** True when the array row at `path` (navItems.N.children.M…) sits under a mega menu item. */
function isMegaColumn(
  data: Partial<{ navItems: { mega?: boolean | null }[] | null }>,
  path: (string | number)[],
) {
  const index = Number(path[1])
  return Number.isInteger(index) && Boolean(data.navItems?.[index]?.mega)
}

const VARIANTS = {
  classic: 'Perinteinen',
  sticky: 'Kiinteä (sticky)',
  floating: 'Kelluva',
  side: 'Sivupalkki',
  overlay: 'Koko näytön valikko',
}

const SEARCH_MODES = {
  none: 'Ei hakua',
  popup: 'Pieni hakuikkuna painikkeen alla',
  overlay: 'Koko näytön haku',
}

export const Header = siteGlobal('header', 'Ylätunniste', [
  selectField('variant', 'Ylätunnisteen tyyppi', VARIANTS, {
    defaultValue: 'sticky',
    admin: {
      description:
        'Kiinteä pysyy ylhäällä vieritettäessä, kelluva ilmestyy vierityksen jälkeen, sivupalkki näkyy vasemmalla leveillä näytöillä, koko näytön valikko avautuu painikkeesta.',
    },
  }),
  textField('logoText', 'Logoteksti', { localized: true, required: true, defaultValue: 'Yritys' }),
  mediaField('logo', 'Logokuva'),
  selectField('search', 'Haku ylätunnisteessa', SEARCH_MODES, { defaultValue: 'popup' }),
  checkboxField('mobileSticky', 'Mobiiliylätunniste pysyy ylhäällä', {
    defaultValue: true,
    admin: {
      description:
        'Pois päältä: kelluva valikkopainike ilmestyy, kun ylätunniste on vieritetty pois näkyvistä.',
    },
  }),
  arrayField(
    'topBar',
    'Yläpalkki',
    [
      textField('text', 'Teksti', { localized: true, required: true }),
      textField('href', 'Linkki', {
        admin: { description: 'Valinnainen: tel:, mailto:, https:// tai /polku' },
        validate: validateLinkUrl,
      }),
    ],
    {
      maxRows: 4,
      admin: { description: 'Lyhyet tiedot ylätunnisteen yläpuolella, esim. puhelinnumero tai sähköposti.' },
    },
  ),
  arrayField(
    'navItems',
    'Valikko',
    [
      linkGroup('link', { required: true }),
      checkboxField('mega', 'Megavalikko', {
        defaultValue: false,
        admin: {
          description:
            'Alavalikon kohdat näytetään sarakkeina (otsikko, kuva ja linkit) koko levyisessä paneelissa.',
        },
      }),
      childItems,
    ],
    { maxRows: 12 },
  ),
])
