import { draftMode } from 'next/headers'
import { cache } from 'react'
import { LOCALES, type Locale, localeHref, splitLocale } from '@/i18n/locales'
import type { RenderContext } from '@/lib/render-context'
import type { Page } from '@/payload-types'
import { payloadClient } from '@/site/payload'

/** Site settings, header and footer for one locale; read once per render. */
export const getGlobals = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const [settings, header, footer] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1 }),
    payload.findGlobal({ slug: 'header', locale, depth: 1 }),
    payload.findGlobal({ slug: 'footer', locale, depth: 1 }),
  ])
  return { settings, header, footer }
})

function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

export type ResolvedRoute = {
  locale: Locale
  path: string
  page: Page | null
  /** Set when the address is an alias of a canonical one (the home page's own path). */
  redirectTo: string | null
  ctx: RenderContext
  /** The page's address in every locale that has it, for hreflang and the language menu. */
  alternates: Partial<Record<Locale, string>>
  draft: boolean
}

/** Resolves the visited address to a page, in the visitor's locale; drafts only in preview. */
export const resolveRoute = cache(async (segments: readonly string[] | undefined): Promise<ResolvedRoute> => {
  const { locale, path } = splitLocale(segments)
  const { isEnabled: draft } = await draftMode()
  const payload = await payloadClient()
  const { settings } = await getGlobals(locale)
  const homePageId = relationId(settings.homePage)
  const ctx: RenderContext = { locale, homePageId }

  let page: Page | null = null
  if (path === '') {
    if (homePageId !== null) {
      page = await payload
        .findByID({
          collection: 'pages',
          id: homePageId,
          locale,
          depth: 2,
          draft,
          overrideAccess: draft,
          disableErrors: true,
        })
        .then((doc) => (doc && (draft || doc._status === 'published') ? doc : null))
    }
  } else {
    const found = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      locale,
      depth: 2,
      limit: 1,
      draft,
      overrideAccess: draft,
      fallbackLocale: false,
    })
    page = found.docs[0] ?? null
  }

  const redirectTo = page && path !== '' && page.id === homePageId ? localeHref(locale, '') : null
  const alternates: Partial<Record<Locale, string>> = {}
  if (page) {
    for (const other of LOCALES) {
      if (page.id === homePageId) {
        alternates[other] = localeHref(other, '')
        continue
      }
      const doc =
        other === locale
          ? page
          : await payload.findByID({
              collection: 'pages',
              id: page.id,
              locale: other,
              depth: 0,
              fallbackLocale: false,
              disableErrors: true,
            })
      if (doc?.path) alternates[other] = localeHref(other, doc.path)
    }
  }
  return { locale, path, page, redirectTo, ctx, alternates, draft }
})
