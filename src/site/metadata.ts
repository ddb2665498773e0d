import type { Metadata } from 'next'
import type { getGlobals } from '@/data/pages'
import { type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { isFiltered, stateSearch } from '@/lib/list-state'
import type { Media } from '@/payload-types'
import { contentDescription, contentImage } from './content/ContentJsonLd'
import type { ResolvedRoute } from './route'

type Settings = Awaited<ReturnType<typeof getGlobals>>['settings']

function mediaUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object') return null
  return value.sizes?.large?.url ?? value.url ?? null
}

const OG_LOCALES: Record<Locale, string> = { fi: 'fi_FI', en: 'en_GB' }

/**
 * A list page's canonical address and robots: filtered and sorted states stay out of search
 * engines (followed, not indexed) and point at the unfiltered list; page 2 onwards of the
 * unfiltered list is a page of its own, indexed under its own address.
 */
function listSeo(route: ResolvedRoute, href: string): { canonical: string; noindex: boolean } {
  if (!route.ctx.page?.listId) return { canonical: href, noindex: false }
  if (isFiltered(route.list)) return { canonical: href, noindex: true }
  return { canonical: `${href}${stateSearch({ ...route.list })}`, noindex: false }
}

/** Title, description, canonical and hreflang alternates, and Open Graph for a resolved page or document. */
export function pageMetadata(route: ResolvedRoute, settings: Settings): Metadata {
  const siteName = settings.siteName ?? ''
  const content = route.content
  const page = route.page
  if (!page && !content)
    return { title: `${t(route.locale).pageNotFound} | ${siteName}`, robots: { index: false } }
  const meta = page?.meta ?? (content && content.collection !== 'galleries' ? content.doc.meta : null)
  const ownTitle = page?.title ?? content?.doc.title ?? ''
  const title = meta?.title || ownTitle
  const description = (content ? contentDescription(content) : meta?.description) ?? undefined
  const image =
    mediaUrl(meta?.image) ??
    mediaUrl(content ? contentImage(content) : null) ??
    mediaUrl(settings.defaultImage)
  const href = route.alternates[route.locale] ?? localeHref(route.locale, route.path)
  const { canonical, noindex } = listSeo(route, href)
  const languages: Record<string, string> = { ...route.alternates }
  if (route.alternates.fi) languages['x-default'] = route.alternates.fi
  const published = content?.collection === 'posts' ? content.doc.publishedAt : undefined
  return {
    title: title === siteName ? title : `${title} | ${siteName}`,
    description,
    alternates: { canonical, languages: noindex ? undefined : languages },
    openGraph: {
      type: content?.collection === 'posts' ? 'article' : 'website',
      siteName,
      title,
      description,
      url: canonical,
      locale: OG_LOCALES[route.locale],
      images: image ? [{ url: image }] : undefined,
      ...(published ? { publishedTime: published } : {}),
    },
    robots: route.draft
      ? { index: false, follow: false }
      : noindex
        ? { index: false, follow: true }
        : undefined,
  }
}
