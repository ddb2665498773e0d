/**
 * Filling a contact-form field from the page address (Contact Form 7's `default:get` idea): a link
 * such as `/yhteystiedot?palvelu=verkkosivut#yhteydenotto` opens the form with `palvelu` chosen.
 * The form's own script reads the address in the browser, so cached pages stay cached; a value
 * only ever becomes a field's value (never markup) and is cut to `PREFILL_MAX_LENGTH` characters.
 */

/** A parameter is named as a form field is (src/cms/forms/form-fields.ts): `palvelu`, `aihe_2`. */
export const PREFILL_PARAM = /^[a-z][a-z0-9_-]{0,39}$/

/** Field types never filled from the address: hidden values, files, consent and the spam check. */
export const NOT_PREFILLED: readonly string[] = ['hidden', 'file', 'acceptance', 'quiz']

/** The longest value taken from the address (characters, not UTF-16 units). */
export const PREFILL_MAX_LENGTH = 200

/** `value` cut to `max` characters without splitting a character made of two UTF-16 units. */
export function prefillValue(value: string, max = PREFILL_MAX_LENGTH): string {
  const chars = Array.from(value)
  return chars.length <= max ? value : chars.slice(0, Math.max(0, max)).join('')
}

/**
 * `href` with `?{param}={value}` added (replacing a parameter of that name) and, when given, the
 * fragment `#{anchor}` in place of its own. A bad parameter name or an empty value adds nothing.
 */
export function prefillHref(
  href: string,
  fill: { param?: string | null; value?: string | null },
  anchor?: string | null,
): string {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
  const param = fill.param?.trim() ?? ''
  const value = prefillValue(fill.value?.trim() ?? '')
  if (PREFILL_PARAM.test(param) && value) params.set(param, value)
  const query = params.toString()
  const fragment = anchor?.trim() ? `#${encodeURIComponent(anchor.trim())}` : hash
  return `${path}${query ? `?${query}` : ''}${fragment}`
}
