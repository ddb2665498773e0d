import type { GlobalConfig } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { linkGroup } from '../fields/link'
import { revalidateGlobal } from '../hooks/revalidate'

export const Footer: GlobalConfig<'footer'> = {
  slug: 'footer',
  label: 'Alatunniste',
  access: { read: anyone, update: loggedIn },
  fields: [
    {
      name: 'columns',
      label: 'Sarakkeet',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', label: 'Otsikko', type: 'text', localized: true },
        { name: 'text', label: 'Teksti', type: 'textarea', localized: true },
        { name: 'links', label: 'Linkit', type: 'array', fields: [linkGroup('link', { required: true })] },
      ],
    },
    { name: 'copyright', label: 'Tekijänoikeusteksti', type: 'text', localized: true },
    {
      name: 'bottomMenu',
      label: 'Alapalkin valikko',
      type: 'array',
      maxRows: 12,
      fields: [
        linkGroup('link', { required: true }),
        {
          name: 'depth',
          label: 'Taso',
          type: 'number',
          defaultValue: 1,
          min: 1,
          max: 5,
          admin: {
            description:
              'Tasot 2–5 näkyvät edellisen kohdan alakohtina. Puhelimessa valikko on pudotusvalikko, jossa alatasoilla on viivat (–).',
          },
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateGlobal],
  },
}
