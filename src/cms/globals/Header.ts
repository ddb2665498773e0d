import type { Field, GlobalConfig } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { linkGroup } from '../fields/link'
import { revalidateSite } from '../hooks/revalidate'

const menuItemFields = (depth: number): Field[] => [
  linkGroup('link', { required: true }),
  ...(depth < 2
    ? [
        {
          name: 'children',
          label: 'Alavalikko',
          type: 'array',
          maxRows: 20,
          fields: menuItemFields(depth + 1),
        } satisfies Field,
      ]
    : []),
]

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
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'navItems',
      label: 'Valikko',
      type: 'array',
      maxRows: 12,
      fields: menuItemFields(1),
    },
  ],
  hooks: {
    afterChange: [
      ({ doc, req }) => {
        revalidateSite(req)
        return doc
      },
    ],
  },
}
