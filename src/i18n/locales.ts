export const LOCALES = ['fi', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fi'

export const LOCALE_LABELS: Record<Locale, string> = { fi: 'Suomi', en: 'English' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Decodes a URL segment; a malformed escape (`%ZZ`, invalid UTF-8) stays as typed and simply matches no page. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Splits a URL's segments into locale and page path: `/en/a/b` → en, `a/b`; `/a` → fi, `a`. */
export function splitLocale(segments: readonly string[] | undefined): { locale: Locale; path: string } {
  const parts = (segments ?? []).map(decodeSegment)
  if (parts[0] === 'en') return { locale: 'en', path: parts.slice(1).join('/') }
  return { locale: DEFAULT_LOCALE, path: parts.join('/') }
}

/** Public URL of a page path (`''` is the locale's home). */
export function localeHref(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '')
  if (locale === DEFAULT_LOCALE) return clean ? `/${clean}` : '/'
  return clean ? `/${locale}/${clean}` : `/${locale}`
}
