import { isLocale, type Locale, localeHref } from '@/i18n/locales'
import { type ContentCollection, contentHref } from '@/lib/content-paths'

/** Milliseconds of quiet typing before the admin saves a draft (and the live preview refreshes). */
export const AUTOSAVE_INTERVAL = 1000

/** Autosaved drafts, as pages have them: the live preview follows the editor as they type. */
export const draftVersions = {
  drafts: { schedulePublish: false, autosave: { interval: AUTOSAVE_INTERVAL, showSaveDraftButton: true } },
  maxPerDoc: 50,
} as const

function localeOf(code: string): Locale {
  return isLocale(code) ? code : 'fi'
}

/** The preview route for a public address: it checks the editor's login and turns on draft mode. */
function previewHref(target: string): string {
  return `/next/preview?path=${encodeURIComponent(target)}`
}

/**
 * A page's preview. A new page has no address until its title (or slug) is saved: no preview
 * yet, rather than the site's root (which would show the home page in its place).
 */
export function previewUrl(doc: Record<string, unknown>, locale: string): string | null {
  const path = typeof doc.path === 'string' ? doc.path : ''
  if (path === '') return null
  return previewHref(localeHref(localeOf(locale), path))
}

/** A post's, portfolio item's or gallery's preview, at its public address; none before it has a slug. */
export function contentPreviewUrl(collection: ContentCollection) {
  return (doc: Record<string, unknown>, locale: string): string | null => {
    const slug = typeof doc.slug === 'string' ? doc.slug : ''
    if (slug === '') return null
    return previewHref(contentHref(collection, localeOf(locale), slug))
  }
}

/** The admin's preview button and live preview pane for a content collection. */
export function contentPreview(collection: ContentCollection) {
  const url = contentPreviewUrl(collection)
  return {
    preview: (doc: Record<string, unknown>, { locale }: { locale: string }) => url(doc, locale),
    livePreview: {
      url: ({ data, locale }: { data: Record<string, unknown>; locale: { code: string } }) =>
        url(data, locale.code),
    },
  }
}
