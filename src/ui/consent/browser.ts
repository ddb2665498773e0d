import { COOKIE_CONSENT } from '@/lib/constants'
import {
  type AutoDismiss,
  allowsThirdParties,
  BANNER_ID,
  CONSENT_ATTRIBUTE,
  CONSENT_EVENT,
  type ConsentState,
  type ConsentStatus,
  type ConsentType,
  initialState,
  isConsentState,
  isConsentType,
  statusChange,
} from './state'

/**
 * Consent in the browser: `<html data-consent>` is the page's state (the head script sets it
 * before the first paint and on every button), the cookie keeps it between visits, and every
 * change is announced as a `consentchange` window event. No React here, so the banner island and
 * the embed gates share it and tests drive it in happy-dom.
 */

function root(): HTMLElement {
  return document.documentElement
}

function cookiesOK(): boolean {
  const signal = (target: object) => Boolean((target as { CookiesOK?: unknown }).CookiesOK)
  return signal(window) || signal(navigator)
}

export function currentState(): ConsentState {
  const marked = root().getAttribute(CONSENT_ATTRIBUTE)
  if (isConsentState(marked)) return marked
  return initialState({
    cookies: document.cookie,
    cookieEnabled: navigator.cookieEnabled,
    cookiesOK: cookiesOK(),
  }).state
}

/** The banner carries the configured type, so gated parts need no settings of their own. */
export function consentType(): ConsentType {
  const value = document.querySelector('[data-consent-type]')?.getAttribute('data-consent-type')
  return isConsentType(value) ? value : COOKIE_CONSENT.type
}

export function thirdPartiesAllowed(): boolean {
  return allowsThirdParties(consentType(), currentState())
}

function publish(state: ConsentState): void {
  root().setAttribute(CONSENT_ATTRIBUTE, state)
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: state }))
}

/**
 * Stores an answer and hides the banner (CSS follows the attribute). The banner's own buttons
 * are answered by the head script; this serves automatic dismissal.
 */
export function choose(status: ConsentStatus, now: Date = new Date()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; the write must land before a click navigates.
  document.cookie = statusChange(document.cookie, status, now, location.protocol === 'https:').cookie
  publish(status)
}

/** For `useSyncExternalStore` and anything else that follows the state. */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_EVENT, onChange)
}

/** Adds a third-party script once; the caller has checked consent. */
function loadScriptOnce(src: string): void {
  if ([...document.scripts].some((script) => script.src === src)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  document.head.append(script)
}

export type ConsentOptions = {
  autoDismiss: AutoDismiss
  /** Validated https address of the analytics script, or null. */
  analyticsUrl: string | null
  /** Validated https addresses of the country-lookup services, tried in order; empty = off. */
  countryLookupUrls: readonly string[]
}

/**
 * Automatic dismissal, the country lookup and the analytics script (the buttons are the head
 * script's); returns a cleanup.
 */
export function startConsent({ autoDismiss, analyticsUrl, countryLookupUrls }: ConsentOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  // Normally the head script has marked the page; mark it if a client-side render dropped it.
  if (!isConsentState(root().getAttribute(CONSENT_ATTRIBUTE)))
    root().setAttribute(CONSENT_ATTRIBUTE, currentState())

  if (analyticsUrl) {
    const load = () => thirdPartiesAllowed() && loadScriptOnce(analyticsUrl)
    load()
    window.addEventListener(CONSENT_EVENT, load, { signal })
  }

  const { scroll, timeout, windowClick } = autoDismiss
  const selfDismissing = countryLookupUrls.length > 0 || scroll !== null || timeout !== null || windowClick
  // The banner dismissing itself is a chunk of its own, loaded only where it is configured.
  if (currentState() === 'unanswered' && selfDismissing)
    void import('./auto-dismiss').then(({ startAutoDismiss }) => {
      if (signal.aborted) return
      const banner = { unanswered: () => currentState() === 'unanswered', dismiss: () => choose('dismiss') }
      startAutoDismiss(autoDismiss, countryLookupUrls, banner, signal)
    })
  return () => controller.abort()
}

/**
 * Starts what the page's banner asks for (its `data-consent-options`, written by ConsentBanner
 * from the settings); nothing on a page without a banner. Called by the page runtime.
 */
export function startConsentOnPage(): () => void {
  const options = document.getElementById(BANNER_ID)?.dataset.consentOptions
  return options ? startConsent(JSON.parse(options) as ConsentOptions) : () => undefined
}
