import { type ContentDoc, getGlobals } from '@/data/pages'
import { readReviewSummary } from '@/feedback/reviews/summary'
import type { Locale } from '@/i18n/locales'
import { populated } from '@/lib/relation'
import type { Media } from '@/payload-types'
import type { ResolvedRoute } from '@/site/route'
import { type ContentLd, contentJsonLd } from './json-ld'

const LANGUAGE: Record<Locale, string> = { fi: 'fi-FI', en: 'en-GB' }

function imageUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object') return null
  return value.sizes?.large?.url ?? value.url ?? null
}

/**
 * The document's main picture: a post's hero, a portfolio item's cover, a gallery's or a
 * product's first picture.
 */
export function contentImage(content: ContentDoc): Media | null {
  if (content.collection === 'products') return populated<Media>(content.doc.images)[0] ?? null
  const value =
    content.collection === 'posts'
      ? content.doc.heroImage
      : content.collection === 'portfolio'
        ? content.doc.coverImage
        : content.doc.items?.[0]?.media
  return value && typeof value === 'object' ? value : null
}

export function contentDescription(content: ContentDoc): string | null {
  if (content.collection === 'galleries') return content.doc.description ?? null
  return content.doc.meta?.description || content.doc.excerpt || null
}

/** The pictures a gallery's or a product's JSON-LD lists. */
function contentImages(content: ContentDoc): ContentLd['images'] {
  if (content.collection === 'products')
    return populated<Media>(content.doc.images).flatMap((media) => {
      const url = imageUrl(media)
      return url ? [{ url }] : []
    })
  if (content.collection !== 'galleries') return undefined
  return (content.doc.items ?? []).flatMap((item) => {
    const media = item.media && typeof item.media === 'object' ? item.media : null
    const url = imageUrl(media)
    return media && url
      ? [{ url, name: item.title ?? media.alt, width: media.width, height: media.height }]
      : []
  })
}

/** schema.org BlogPosting, CreativeWork, ImageGallery or Product for a document's page. */
export async function ContentJsonLd({ route, content }: { route: ResolvedRoute; content: ContentDoc }) {
  const { settings } = await getGlobals(route.locale)
  const { doc } = content
  const date = content.collection === 'posts' ? content.doc.publishedAt : content.doc.date
  const product = content.collection === 'products' ? content.doc : null
  const json = contentJsonLd(
    {
      collection: content.collection,
      url: route.alternates[route.locale] ?? '',
      title: doc.title,
      description: contentDescription(content),
      image: imageUrl(contentImage(content)),
      datePublished: date,
      dateModified: doc.updatedAt,
      inLanguage: LANGUAGE[route.locale],
      publisher: settings.siteName ?? '',
      images: contentImages(content),
      keywords: (doc.categories ?? []).flatMap((c) => (typeof c === 'object' && c.title ? [c.title] : [])),
      price: product?.price,
      rating: product ? await readReviewSummary(product.id) : null,
    },
    process.env.SERVER_URL || 'http://localhost:3000',
  )
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, so titles cannot end the script.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
