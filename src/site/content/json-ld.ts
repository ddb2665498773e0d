import type { ContentCollection } from '@/lib/content-paths'

type Thing = Record<string, unknown>

/** schema.org type of each collection's page. */
export const SCHEMA_TYPE: Record<ContentCollection, string> = {
  posts: 'BlogPosting',
  portfolio: 'CreativeWork',
  galleries: 'ImageGallery',
}

export type ContentLd = {
  collection: ContentCollection
  url: string
  title: string
  description?: string | null
  image?: string | null
  datePublished?: string | null
  dateModified?: string | null
  inLanguage: string
  publisher: string
  /** ImageGallery: the pictures. */
  images?: { url: string; name?: string | null; width?: number | null; height?: number | null }[]
  keywords?: string[]
}

/** The document's JSON-LD, safe inside a `<script>` (a `<` never starts a tag). */
export function contentJsonLd(data: ContentLd, origin: string): string {
  const abs = (url: string) => new URL(url, origin).href
  const thing: Thing = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[data.collection],
    headline: data.collection === 'posts' ? data.title : undefined,
    name: data.title,
    url: abs(data.url),
    mainEntityOfPage: abs(data.url),
    description: data.description || undefined,
    image: data.image ? abs(data.image) : undefined,
    datePublished: data.datePublished || undefined,
    dateModified: data.dateModified || undefined,
    inLanguage: data.inLanguage,
    keywords: data.keywords?.length ? data.keywords.join(', ') : undefined,
    publisher: { '@type': 'Organization', name: data.publisher },
    author: data.collection === 'posts' ? { '@type': 'Organization', name: data.publisher } : undefined,
    associatedMedia: data.images?.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: abs(image.url),
      name: image.name || undefined,
      width: image.width ?? undefined,
      height: image.height ?? undefined,
    })),
  }
  return JSON.stringify(thing).replace(/</g, '\\u003c')
}
