type Json = unknown

function isRecord(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** A link group (src/cms/fields/link.ts) pointing at a page of the site. */
function isPageLink(value: Record<string, Json>): boolean {
  return 'label' in value && 'page' in value && value.type !== 'custom'
}

function merge(own: Json, fallback: Json): Json {
  if (own === null || own === undefined || own === '') return fallback ?? own
  if (Array.isArray(own)) {
    if (!Array.isArray(fallback)) return own
    return own.map((item, i) => {
      const other = fallback[i]
      // Rows are matched by id: a localized array may hold different rows per locale.
      const sameRow = isRecord(item) && isRecord(other) && item.id === other.id
      return sameRow ? merge(item, other) : item
    })
  }
  if (!isRecord(own) || !isRecord(fallback)) return own
  const out: Record<string, Json> = { ...own }
  for (const key of Object.keys(fallback)) {
    // A page link's label is left empty so it becomes the page's title in the visitor's locale.
    if (key === 'label' && isPageLink(own)) continue
    out[key] = merge(own[key], fallback[key])
  }
  return out
}

/**
 * A global read in a locale without fallback, completed from its default-locale read. Payload's
 * own fallback would also fill page links' labels, which then show Finnish menu entries on the
 * English site; here those stay empty and resolve to the linked page's title in the locale.
 */
export function withLocaleFallback<T>(own: T, fallback: T): T {
  return merge(own, fallback) as T
}
