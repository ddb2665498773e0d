import type { CollectionConfig } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { slugField } from '../fields/slug'
import { titleField } from '../fields/title'
import { revalidateCategories, revalidateDeletedCategory } from '../hooks/revalidate'

export const Categories: CollectionConfig<'categories'> = {
  slug: 'categories',
  labels: { singular: 'Kategoria', plural: 'Kategoriat' },
  admin: { useAsTitle: 'title' },
  access: { read: anyone, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    titleField(),
    slugField(),
    {
      name: 'parent',
      label: { fi: 'Yläkategoria', en: 'Parent category' },
      type: 'relationship',
      relationTo: 'categories',
      maxDepth: 0,
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
  ],
  hooks: { afterChange: [revalidateCategories], afterDelete: [revalidateDeletedCategory] },
}
