import { validPrice } from '@/i18n/numbers'
import type { ContentCollection } from '@/lib/content-paths'

type Thing = Record<string, unknown>

/** schema.org type of each collection's page. */
export const SCHEMA_TYPE: Record<ContentCollection, string> = {
  posts: 'BlogPosting',
  portfolio: 'CreativeWork',
  galleries: 'ImageGallery',
  products: 'Product',
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
  /** ImageGallery: the pictures; Product: its pictures, the main one first. */
  images?: { url: string; name?: string | null; width?: number | null; height?: number | null }[]
  keywords?: string[]
  /** Product: the price in euros; none, no offer. */
  price?: number | null
  /** Product: its approved reviews; an aggregate rating only when there is at least one. */
  rating?: { count: number; average: number | null } | null
}

/** A Product's own properties: it is not a creative work, so no publisher, dates or language. */
function productProperties(data: ContentLd, abs: (url: string) => string): Thing {
  const price = validPrice(data.price)
  const rating = data.rating
  const images = data.images?.map((image) => abs(image.url)) ?? []
  return {
    image: images.length ? images : data.image ? [abs(data.image)] : undefined,
    brand: { '@type': 'Brand', name: data.publisher },
    offers:
      price === null
        ? undefined
        : {
            '@type': 'Offer',
            url: abs(data.url),
            price: price.toFixed(2),
            priceCurrency: 'EUR',
            seller: { '@type': 'Organization', name: data.publisher },
          },
    aggregateRating:
      rating && rating.count > 0 && rating.average !== null
        ? {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  }
}

/** The document's JSON-LD, safe inside a `<script>` (a `<` never starts a tag). */
export function contentJsonLd(data: ContentLd, origin: string): string {
  const abs = (url: string) => new URL(url, origin).href
  const keywords = data.keywords?.length ? data.keywords.join(', ') : undefined
  const common: Thing = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[data.collection],
    name: data.title,
    url: abs(data.url),
    mainEntityOfPage: abs(data.url),
    description: data.description || undefined,
  }
  const thing: Thing =
    data.collection === 'products'
      ? { ...common, keywords, ...productProperties(data, abs) }
      : {
          ...common,
          headline: data.collection === 'posts' ? data.title : undefined,
          image: data.image ? abs(data.image) : undefined,
          datePublished: data.datePublished || undefined,
          dateModified: data.dateModified || undefined,
          inLanguage: data.inLanguage,
          keywords,
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
