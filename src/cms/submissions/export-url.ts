/**
 * The CSV export's address with the list view's current query, in the bracket notation Payload's
 * REST API parses (`where[or][0][and][0][form][equals]=1`). Pure: used by the admin's client
 * component and by tests.
 */

export const EXPORT_PATH = '/form-submissions/export.csv'

type Pair = [string, string]

function flatten(value: unknown, key: string, out: Pair[]): void {
  if (value === undefined) return
  if (value === null) {
    out.push([key, ''])
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(item, `${key}[${index}]`, out)
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) flatten(item, `${key}[${name}]`, out)
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push([key, String(value)])
  }
}

/** `where` (and `search`, `sort`) as a query string without the leading `?`; empty parts left out. */
export function listQueryString(query: { where?: unknown; search?: unknown; sort?: unknown }): string {
  const pairs: Pair[] = []
  if (query.where && typeof query.where === 'object') flatten(query.where, 'where', pairs)
  if (typeof query.search === 'string' && query.search.trim()) pairs.push(['search', query.search.trim()])
  if (typeof query.sort === 'string' && query.sort) pairs.push(['sort', query.sort])
  // Brackets stay readable; URLSearchParams would encode them, which Payload's parser accepts too.
  return pairs
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`,
    )
    .join('&')
}

/** The export address under the API route (`/api` unless configured otherwise). */
export function exportCsvHref(
  apiBase: string,
  query: { where?: unknown; search?: unknown; sort?: unknown } = {},
): string {
  const search = listQueryString(query)
  return `${apiBase.replace(/\/+$/, '')}${EXPORT_PATH}${search ? `?${search}` : ''}`
}
