import { COOKIE_CONSENT } from '@/lib/constants'

/**
 * Cookie consent as pure functions (no DOM), following cookieconsent v3's semantics that
 * tests/vectors/cookieconsent.json records: the cookie holds `allow`, `deny` or `dismiss`;
 * anything else is cleared and the visitor counts as not having answered.
 */

export type ConsentStatus = (typeof COOKIE_CONSENT.values)[number]
/** What `<html data-consent>` says: a stored answer, or none yet. */
export type ConsentState = ConsentStatus | 'unanswered'
export type ConsentType = 'info' | 'opt-in' | 'opt-out'

/** Window event fired on every change, `detail` being the new state; gated embeds listen to it. */
export const CONSENT_EVENT = 'consentchange'
export const CONSENT_ATTRIBUTE = 'data-consent'
/** The banner's id: revoke moves focus here. */
export const BANNER_ID = 'consent-banner'

declare global {
  interface WindowEventMap {
    consentchange: CustomEvent<ConsentState>
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

export function isConsentStatus(value: unknown): value is ConsentStatus {
  return typeof value === 'string' && (COOKIE_CONSENT.values as readonly string[]).includes(value)
}

export function isConsentState(value: unknown): value is ConsentState {
  return value === 'unanswered' || isConsentStatus(value)
}

export function isConsentType(value: unknown): value is ConsentType {
  return value === 'info' || value === 'opt-in' || value === 'opt-out'
}

/**
 * A cookie's value from `document.cookie`, as v3's getCookie reads it: the text after the last
 * `; name=` up to the next `;`; undefined when the cookie is absent.
 */
export function getCookie(cookies: string, name: string = COOKIE_CONSENT.cookieName): string | undefined {
  const parts = `; ${cookies}`.split(`; ${name}=`)
  return parts.length < 2 ? undefined : parts.pop()?.split(';')[0]
}

/** v3 hasAnswered(): the stored value is one of the three statuses. */
export function hasAnswered(value: string | null | undefined): boolean {
  return isConsentStatus(value)
}

/** v3 hasConsented(): `allow`, or `dismiss` (the info banner's "I accept"). */
export function hasConsented(value: string | null | undefined): boolean {
  return value === 'allow' || value === 'dismiss'
}

/**
 * May third-party scripts and embeds load? Opt-out means they load unless the visitor declines;
 * the info and opt-in types wait for an answer that consents.
 */
export function allowsThirdParties(type: ConsentType, state: ConsentState): boolean {
  return type === 'opt-out' ? state !== 'deny' : hasConsented(state)
}

/** The `Set-Cookie`-style string that stores an answer for 365 days on the whole site. */
export function statusCookie(status: ConsentStatus, now: Date, secure = false): string {
  const expires = new Date(now.getTime() + COOKIE_CONSENT.expiryDays * DAY_MS).toUTCString()
  return `${COOKIE_CONSENT.cookieName}=${status}; expires=${expires}; path=${COOKIE_CONSENT.path}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** v3 clearStatus(): the same cookie, expired. */
export const CLEAR_COOKIE = `${COOKIE_CONSENT.cookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${COOKIE_CONSENT.path}; SameSite=Lax`

export type InitialInput = {
  cookies: string
  cookieEnabled: boolean
  /** `window.CookiesOK` / `navigator.CookiesOK`, set by a consent-signalling browser extension. */
  cookiesOK?: boolean
}

/**
 * The state a page starts in, in v3's order: cookies off → deny (the choice could not be kept);
 * a CookiesOK signal → allow; else the stored answer. `clear` says the stored value is invalid.
 */
export function initialState({ cookies, cookieEnabled, cookiesOK = false }: InitialInput): {
  state: ConsentState
  clear: boolean
} {
  const value = getCookie(cookies)
  const clear = value !== undefined && !isConsentStatus(value)
  if (!cookieEnabled) return { state: 'deny', clear }
  if (cookiesOK) return { state: 'allow', clear }
  return { state: isConsentStatus(value) ? value : 'unanswered', clear }
}

/**
 * v3 setStatus(): a valid status is stored (and `chosenBefore` tells whether an answer was
 * already stored); anything else clears the cookie.
 */
export function statusChange(
  previousCookies: string,
  requested: string,
  now: Date,
  secure = false,
): { cookie: string; state: ConsentState; chosenBefore: boolean } {
  const chosenBefore = hasAnswered(getCookie(previousCookies))
  if (!isConsentStatus(requested)) return { cookie: CLEAR_COOKIE, state: 'unanswered', chosenBefore }
  return { cookie: statusCookie(requested, now, secure), state: requested, chosenBefore }
}

export type AutoDismiss = {
  /** Pixels scrolled before the banner dismisses itself; null = off. */
  scroll: number | null
  /** Milliseconds before the banner dismisses itself; null = off. */
  timeout: number | null
  /** A click anywhere outside the banner dismisses it. */
  windowClick: boolean
}

/** The admin's number fields: empty means off; negative or non-finite values are off too. */
export function autoDismissOptions(settings: {
  dismissOnScroll?: number | null
  dismissOnTimeout?: number | null
  dismissOnWindowClick?: boolean | null
}): AutoDismiss {
  const limit = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null
  return {
    scroll: limit(settings.dismissOnScroll),
    timeout: limit(settings.dismissOnTimeout),
    windowClick: Boolean(settings.dismissOnWindowClick),
  }
}
