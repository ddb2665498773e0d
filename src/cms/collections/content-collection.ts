import type { CollectionBeforeDeleteHook, CollectionConfig, DateField, Field } from 'payload'
import type { ContentCollection } from '@/lib/content-paths'
import { loggedIn, publishedOrLoggedIn } from '../access/roles'
import { dateField, type Label, type Rest } from '../fields/simple'
import { sortNameFields } from '../fields/sort-name'
import { titleField } from '../fields/title'
import { redirectMovedContent } from '../hooks/redirect-on-move'
import { revalidateContent, revalidateDeletedContent } from '../hooks/revalidate'
import { contentPreview, draftVersions } from '../preview'
import { indexForSearch, removeFromSearch } from '../search/search-index'

/** The categories a post, portfolio item, gallery or product is filed under (list filters). */
export const categoriesField: Field = {
  name: 'categories',
  label: { fi: 'Kategoriat', en: 'Categories' },
  type: 'relationship',
  relationTo: 'categories',
  hasMany: true,
  admin: { position: 'sidebar' },
}

/** The date lists order by, newest first (in the sidebar). */
export const dateOrderField = (rest?: Rest<DateField>): DateField =>
  dateField('date', ['Päivämäärä', 'Date'], {
    index: true,
    ...rest,
    admin: { position: 'sidebar', ...rest?.admin },
  })

/**
 * What the collections with visitor pages of their own (posts, portfolio, galleries, products)
 * share: a title first (labelled `titleLabel`, or Otsikko) and its sort keys last, drafts with
 * autosave and live preview, public reading of what is published, the site search index, and
 * refreshing the pages that show a document when it changes or goes.
 */
export function contentCollection<S extends ContentCollection>(
  slug: S,
  config: {
    labels: { singular: string; plural: string }
    titleLabel?: Label
    defaultColumns: string[]
    defaultSort: string
    /** The fields between the title and its sort keys. */
    fields: Field[]
    /** Run before a document is deleted (e.g. deleting what belongs to it). */
    beforeDelete?: CollectionBeforeDeleteHook[]
  },
): CollectionConfig<S> {
  return {
    slug,
    labels: config.labels,
    admin: { useAsTitle: 'title', ...contentPreview(slug), defaultColumns: config.defaultColumns },
    access: { read: publishedOrLoggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
    versions: draftVersions,
    defaultSort: config.defaultSort,
    fields: [titleField(config.titleLabel), ...config.fields, ...sortNameFields],
    hooks: {
      ...(config.beforeDelete ? { beforeDelete: config.beforeDelete } : {}),
      afterChange: [redirectMovedContent(slug), indexForSearch, revalidateContent],
      afterDelete: [removeFromSearch, revalidateDeletedContent],
    },
  }
}
