import type { CollectionBeforeChangeHook, Field } from 'payload'
import { buildSearchIndex } from '@/cms/search/extract'
import { isLocale } from '@/i18n/locales'

/**
 * The site search's columns, per locale. Hidden: never shown in the admin or returned by the API,
 * only read by the server's own search (src/site/search/query.ts).
 */
export const searchFields: Field[] = [
  { name: 'searchText', type: 'textarea', localized: true, hidden: true },
  { name: 'searchFolded', type: 'textarea', localized: true, hidden: true },
]

type Data = Record<string, unknown>

function groupValue(group: unknown, key: string, otherwise: () => unknown = () => undefined): unknown {
  return typeof group === 'object' && group !== null && key in group ? (group as Data)[key] : otherwise()
}

/**
 * Fills the search columns from the title, excerpt, description and all text in the layout or
 * rich text. Runs on every save, drafts included, so publishing a draft publishes its search text;
 * the search itself reads published documents only.
 */
export const fillSearchText: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  // With `locale=all` the values are per-locale objects; those saves are left as they are.
  if (!isLocale(req.locale)) return data
  const incoming = data as Data
  const previous = (originalDoc ?? {}) as Data
  // A partial update (only the status, only the slug) keeps the text it already had.
  const pick = (key: string): unknown => (key in incoming ? incoming[key] : previous[key])
  const description = groupValue(incoming.meta, 'description', () => groupValue(previous.meta, 'description'))
  const index = buildSearchIndex(pick('title'), [
    pick('excerpt'),
    description,
    pick('client'),
    pick('layout'),
    pick('content'),
    pick('description'),
    pick('items'),
  ])
  return { ...incoming, ...index }
}
