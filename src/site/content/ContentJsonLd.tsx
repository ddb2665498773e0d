import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { type ContentDoc, getGlobals, type ResolvedRoute } from '../data'
import { contentJsonLd } from './json-ld'

const LANGUAGE: Record<Locale, string> = { fi: 'fi-FI', en: 'en-GB' }

function imageUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object') return null
  return value.sizes?.large?.url ?? value.url ?? null
}

/** The document's main picture: a post's hero, a portfolio item's cover, a gallery's first picture. */
export function contentImage(content: ContentDoc): Media | null {
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

/** schema.org BlogPosting, CreativeWork or ImageGallery for a document's page. */
export async function ContentJsonLd({ route, content }: { route: ResolvedRoute; content: ContentDoc }) {
  const { settings } = await getGlobals(route.locale)
  const { doc } = content
  const date = content.collection === 'posts' ? content.doc.publishedAt : content.doc.date
  const images =
    content.collection === 'galleries'
      ? (content.doc.items ?? []).flatMap((item) => {
          const media = item.media && typeof item.media === 'object' ? item.media : null
          const url = imageUrl(media)
          return media && url
            ? [{ url, name: item.title ?? media.alt, width: media.width, height: media.height }]
            : []
        })
      : undefined
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
      images,
      keywords: (doc.categories ?? []).flatMap((c) => (typeof c === 'object' && c.title ? [c.title] : [])),
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
