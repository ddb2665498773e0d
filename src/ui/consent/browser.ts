import { COOKIE_CONSENT } from '@/lib/constants'
import {
  type AutoDismiss,
  allowsThirdParties,
  applyLaw,
  BANNER_ID,
  CONSENT_ATTRIBUTE,
  CONSENT_EVENT,
  type ConsentState,
  type ConsentStatus,
  type ConsentType,
  initialState,
  isConsentState,
  isConsentType,
  parseCountry,
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

/** One service's country; throws (to be logged) when it fails, answers nonsense or is too slow. */
async function askService(url: string, signal: AbortSignal, timeout: number): Promise<string> {
  const controller = new AbortController()
  const stop = () => controller.abort()
  let timedOut = false
  signal.addEventListener('abort', stop)
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeout)
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const country = parseCountry(await response.text())
    if (!country) throw new Error('no country code in the answer')
    return country
  } catch (error) {
    throw timedOut ? new Error(`no answer in ${timeout} ms`) : error
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
  }
}

/**
 * The visitor's country from the first configured service that answers, each given the spec's
 * 5000 ms; every failure is logged and the next service tried. Null when all fail (the banner
 * then simply works as configured) or when the page stops listening.
 */
export async function lookupCountry(
  urls: readonly string[],
  signal: AbortSignal,
  timeout: number = COOKIE_CONSENT.locationLookupTimeout,
): Promise<string | null> {
  for (const [index, url] of urls.entries()) {
    if (signal.aborted) return null
    try {
      return await askService(url, signal, timeout)
    } catch (error) {
      if (signal.aborted) return null
      const next = index < urls.length - 1 ? 'kokeillaan seuraavaa' : 'ilmoitus toimii asetusten mukaan'
      console.warn(`Evästeilmoitus: maan tunnistus epäonnistui (${url}), ${next}.`, error)
    }
  }
  return null
}

/**
 * Scroll, timeout and click-elsewhere dismissal (all off by default). Armed only while the banner
 * is open on load; any answer disarms it, and after a revoke only the visitor decides.
 */
function armAutoDismiss(options: AutoDismiss, signal: AbortSignal): void {
  const stop = new AbortController()
  const disarm = () => stop.abort()
  signal.addEventListener('abort', disarm, { once: true })
  window.addEventListener(CONSENT_EVENT, disarm, { signal: stop.signal })
  const dismiss = () => {
    if (currentState() === 'unanswered') choose('dismiss')
    disarm()
  }
  const { scroll, timeout, windowClick } = options
  if (scroll !== null) {
    window.addEventListener('scroll', () => window.scrollY > scroll && dismiss(), {
      passive: true,
      signal: stop.signal,
    })
  }
  if (timeout !== null) {
    const timer = setTimeout(dismiss, timeout)
    stop.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  }
  if (windowClick) {
    window.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null
        if (!target?.closest(`#${BANNER_ID}, [data-consent-action]`)) dismiss()
      },
      { signal: stop.signal },
    )
  }
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

  if (currentState() === 'unanswered') {
    if (countryLookupUrls.length === 0) armAutoDismiss(autoDismiss, signal)
    else
      void lookupCountry(countryLookupUrls, signal).then((country) => {
        // The visitor may have answered while the lookup ran; then it changes nothing.
        if (signal.aborted || currentState() !== 'unanswered') return
        const law = applyLaw(country, autoDismiss)
        if (law.dismissNow) choose('dismiss')
        else armAutoDismiss(law.autoDismiss, signal)
      })
  }
  return () => controller.abort()
}
