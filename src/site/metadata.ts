import type { Metadata } from 'next'
import { type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import type { Media } from '@/payload-types'
import type { getGlobals, ResolvedRoute } from './data'

type Settings = Awaited<ReturnType<typeof getGlobals>>['settings']

function mediaUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object') return null
  return value.sizes?.large?.url ?? value.url ?? null
}

const OG_LOCALES: Record<Locale, string> = { fi: 'fi_FI', en: 'en_GB' }

/** Title, description, canonical and hreflang alternates, and Open Graph for a resolved page. */
export function pageMetadata(route: ResolvedRoute, settings: Settings): Metadata {
  const page = route.page
  const siteName = settings.siteName ?? ''
  if (!page) return { title: `${t(route.locale).pageNotFound} | ${siteName}`, robots: { index: false } }
  const title = page.meta?.title || page.title
  const description = page.meta?.description ?? undefined
  const image = mediaUrl(page.meta?.image) ?? mediaUrl(settings.defaultImage)
  const canonical = route.alternates[route.locale] ?? localeHref(route.locale, route.path)
  const languages: Record<string, string> = { ...route.alternates }
  if (route.alternates.fi) languages['x-default'] = route.alternates.fi
  return {
    title: title === siteName ? title : `${title} | ${siteName}`,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url: canonical,
      locale: OG_LOCALES[route.locale],
      images: image ? [{ url: image }] : undefined,
    },
    robots: route.draft ? { index: false, follow: false } : undefined,
  }
}
