export const LANG_COOKIE = 'site_lang'
const MAX_AGE = 365 * 24 * 60 * 60

/** The page's language remembered for a year (docs/page.md); written only when it changed. */
export function writeLangCookie(): void {
  const lang = document.documentElement.lang
  const current = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1)
  if (!lang || current === lang) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari.
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax`
}
