import type { Field, GlobalConfig } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { linkGroup, validateLinkUrl } from '../fields/link'
import { revalidateGlobal } from '../hooks/revalidate'

/** Third level: plain links (a mega menu column's links, or a dropdown's nested links). */
const leafItems: Field = {
  name: 'links',
  label: 'Kolmas taso',
  type: 'array',
  maxRows: 20,
  fields: [linkGroup('link', { required: true })],
}

/** Second level: dropdown links, or a mega menu's columns (heading link, picture, links). */
const childItems: Field = {
  name: 'children',
  label: 'Alavalikko',
  type: 'array',
  maxRows: 20,
  fields: [
    linkGroup('link', { required: true }),
    {
      name: 'image',
      label: 'Kuva (megavalikon sarake)',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (data, _sibling, { path }) => isMegaColumn(data, path) },
    },
    leafItems,
  ],
}

/** True when the array row at `path` (navItems.N.children.M…) sits under a mega menu item. */
function isMegaColumn(
  data: Partial<{ navItems: { mega?: boolean | null }[] | null }>,
  path: (string | number)[],
) {
  const index = Number(path[1])
  return Number.isInteger(index) && Boolean(data.navItems?.[index]?.mega)
}

export const Header: GlobalConfig<'header'> = {
  slug: 'header',
  label: 'Ylätunniste',
  access: { read: anyone, update: loggedIn },
  fields: [
    {
      name: 'variant',
      label: 'Ylätunnisteen tyyppi',
      type: 'select',
      defaultValue: 'sticky',
      admin: {
        description:
          'Kiinteä pysyy ylhäällä vieritettäessä, kelluva ilmestyy vierityksen jälkeen, sivupalkki näkyy vasemmalla leveillä näytöillä, koko näytön valikko avautuu painikkeesta.',
      },
      options: [
        { label: 'Perinteinen', value: 'classic' },
        { label: 'Kiinteä (sticky)', value: 'sticky' },
        { label: 'Kelluva', value: 'floating' },
        { label: 'Sivupalkki', value: 'side' },
        { label: 'Koko näytön valikko', value: 'overlay' },
      ],
    },
    {
      name: 'logoText',
      label: 'Logoteksti',
      type: 'text',
      localized: true,
      required: true,
      defaultValue: 'Yritys',
    },
    { name: 'logo', label: 'Logokuva', type: 'upload', relationTo: 'media' },
    {
      name: 'search',
      label: 'Haku ylätunnisteessa',
      type: 'select',
      defaultValue: 'popup',
      options: [
        { label: 'Ei hakua', value: 'none' },
        { label: 'Pieni hakuikkuna painikkeen alla', value: 'popup' },
        { label: 'Koko näytön haku', value: 'overlay' },
      ],
    },
    {
      name: 'mobileSticky',
      label: 'Mobiiliylätunniste pysyy ylhäällä',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Pois päältä: kelluva valikkopainike ilmestyy, kun ylätunniste on vieritetty pois näkyvistä.',
      },
    },
    {
      name: 'topBar',
      label: 'Yläpalkki',
      type: 'array',
      maxRows: 4,
      admin: { description: 'Lyhyet tiedot ylätunnisteen yläpuolella, esim. puhelinnumero tai sähköposti.' },
      fields: [
        { name: 'text', label: 'Teksti', type: 'text', localized: true, required: true },
        {
          name: 'href',
          label: 'Linkki',
          type: 'text',
          admin: { description: 'Valinnainen: tel:, mailto:, https:// tai /polku' },
          validate: validateLinkUrl,
        },
      ],
    },
    {
      name: 'navItems',
      label: 'Valikko',
      type: 'array',
      maxRows: 12,
      fields: [
        linkGroup('link', { required: true }),
        {
          name: 'mega',
          label: 'Megavalikko',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Alavalikon kohdat näytetään sarakkeina (otsikko, kuva ja linkit) koko levyisessä paneelissa.',
          },
        },
        childItems,
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateGlobal],
  },
}
