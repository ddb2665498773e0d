import { type Locale, localeHref } from '@/i18n/locales'

/** Collections whose documents have visitor pages of their own. */
export const CONTENT_COLLECTIONS = ['posts', 'portfolio', 'galleries', 'products'] as const
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

/**
 * The path segment under which each collection's documents live, per locale: a post is
 * `/blogi/{slug}`, in English `/en/blog/{slug}`. A CMS page at the same path (the blog page with
 * its list) becomes the documents' parent in breadcrumbs; a CMS page under it wins over a document.
 */
export const CONTENT_BASE: Record<ContentCollection, Record<Locale, string>> = {
  posts: { fi: 'blogi', en: 'blog' },
  portfolio: { fi: 'referenssit', en: 'portfolio' },
  galleries: { fi: 'galleriat', en: 'galleries' },
  products: { fi: 'tuotteet', en: 'products' },
}

/** A product page's tabs' `#fragment` addresses: `/tuotteet/x#arviot` opens the reviews. */
export const PRODUCT_TAB_ANCHORS: Record<
  Locale,
  { description: string; attributes: string; reviews: string }
> = {
  fi: { description: 'kuvaus', attributes: 'lisatiedot', reviews: 'arviot' },
  en: { description: 'description', attributes: 'details', reviews: 'reviews' },
}

export function isContentCollection(value: unknown): value is ContentCollection {
  return typeof value === 'string' && (CONTENT_COLLECTIONS as readonly string[]).includes(value)
}

/** A document's public address in a locale. */
export function contentHref(collection: ContentCollection, locale: Locale, slug: string): string {
  return localeHref(locale, `${CONTENT_BASE[collection][locale]}/${slug}`)
}

/** Which document an address within a locale names (`blogi/x` → posts, `x`), or null. */
export function parseContentPath(
  locale: Locale,
  path: string,
): { collection: ContentCollection; slug: string } | null {
  const parts = path.split('/')
  if (parts.length !== 2 || !parts[1]) return null
  const collection = CONTENT_COLLECTIONS.find((c) => CONTENT_BASE[c][locale] === parts[0])
  return collection ? { collection, slug: parts[1] } : null
}
