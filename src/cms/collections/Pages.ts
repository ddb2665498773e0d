import type { Block, CollectionConfig } from 'payload'
import { loggedIn, publishedOrLoggedIn } from '../access/roles'
import { seoGroup } from '../fields/seo'
import { checkboxField, textField } from '../fields/simple'
import { slugField } from '../fields/slug'
import { titleField } from '../fields/title'
import { visualEditField } from '../fields/visual-edit'
import { computePath, pathValidator, updateChildPaths } from '../hooks/path'
import { redirectMovedPage } from '../hooks/redirect-on-move'
import { revalidateDeletedPage, revalidatePage } from '../hooks/revalidate'
import { draftVersions, previewUrl } from '../preview'
import { indexForSearch, removeFromSearch } from '../search/search-index'

/**
 * Pages, built from the layout blocks payload.config.ts passes in: block schemas live with their
 * widgets (src/blocks), a layer above the CMS's own code.
 */
export const pagesCollection = (layoutBlocks: Block[]): CollectionConfig<'pages'> => ({
  slug: 'pages',
  labels: { singular: 'Sivu', plural: 'Sivut' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    preview: (doc, { locale }) => previewUrl(doc, locale),
    livePreview: { url: ({ data, locale }) => previewUrl(data, locale.code) },
  },
  access: {
    read: publishedOrLoggedIn,
    create: loggedIn,
    update: loggedIn,
    delete: loggedIn,
  },
  // Autosave keeps the live preview beside the editor current as the editor types; the
  // "Save draft" button stays for editors who save by habit.
  versions: draftVersions,
  // Pages populated into other documents (menus, links, settings) carry only what links need;
  // a whole layout per linked page made every global read many times larger.
  defaultPopulate: { title: true, path: true },
  fields: [
    titleField(),
    visualEditField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sisältö',
          fields: [
            {
              name: 'layout',
              label: 'Osiot',
              labels: { singular: 'Osio', plural: 'Osiot' },
              type: 'blocks',
              localized: true,
              blocks: layoutBlocks,
              admin: { initCollapsed: true },
            },
          ],
        },
        { label: 'Hakukoneet', fields: [seoGroup] },
      ],
    },
    { ...slugField(), validate: pathValidator('slug') },
    {
      name: 'parent',
      validate: pathValidator('parent'),
      label: 'Yläsivu',
      type: 'relationship',
      relationTo: 'pages',
      // Breadcrumbs walk the parent chain in the page index; the parent is never populated.
      maxDepth: 0,
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    textField('path', ['Osoite', 'Path'], {
      localized: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Muodostetaan tunnisteesta ja yläsivusta.' },
    }),
    checkboxField('showBreadcrumbs', 'Näytä murupolku', {
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Etusivulla murupolkua ei näytetä koskaan.' },
    }),
  ],
  hooks: {
    beforeChange: [computePath],
    afterChange: [updateChildPaths, redirectMovedPage, indexForSearch, revalidatePage],
    afterDelete: [removeFromSearch, revalidateDeletedPage],
  },
})
