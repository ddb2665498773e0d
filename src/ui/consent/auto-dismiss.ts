import { COOKIE_CONSENT } from '@/lib/constants'
import { type AutoDismiss, BANNER_ID, CONSENT_EVENT } from './state'

/**
 * The consent banner dismissing itself (docs/consent.md): by scrolling, by time or by a click
 * elsewhere, as the settings allow and the visitor's country's law permits. A chunk of its own:
 * browser.ts loads it only where one of these is configured (all are off by default).
 */

/**
 * A country code from a lookup service's answer: JSON with `country_code`, `countryCode` or
 * `country` (ipapi, ipinfo and similar), or the bare two-letter code as text.
 */
export function parseCountry(body: string): string | null {
  const code = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null
  const text = body.trim()
  if (!text.startsWith('{')) return code(text)
  try {
    const json: unknown = JSON.parse(text)
    if (!json || typeof json !== 'object') return null
    const record = json as Record<string, unknown>
    return code(record.country_code) ?? code(record.countryCode) ?? code(record.country)
  } catch {
    return null
  }
}

/**
 * v3's regional law: where no cookie law applies the banner may dismiss itself; where the law
 * asks for an explicit action, scrolling, waiting or clicking elsewhere never counts as one.
 * Without a country (lookup off or failed) the settings apply as they are.
 */
export function applyLaw(
  country: string | null,
  options: AutoDismiss,
): { dismissNow: boolean; autoDismiss: AutoDismiss } {
  if (!country) return { dismissNow: false, autoDismiss: options }
  const has = (list: readonly string[]) => list.includes(country)
  if (!has(COOKIE_CONSENT.lawCountries)) return { dismissNow: true, autoDismiss: options }
  if (has(COOKIE_CONSENT.explicitActionCountries))
    return { dismissNow: false, autoDismiss: { scroll: null, timeout: null, windowClick: false } }
  return { dismissNow: false, autoDismiss: options }
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
function armAutoDismiss(options: AutoDismiss, banner: Banner, signal: AbortSignal): void {
  const stop = new AbortController()
  const disarm = () => stop.abort()
  signal.addEventListener('abort', disarm, { once: true })
  window.addEventListener(CONSENT_EVENT, disarm, { signal: stop.signal })
  const dismiss = () => {
    if (banner.unanswered()) banner.dismiss()
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

/** The page's banner as this code sees it (browser.ts hands it over; this module imports nothing of it). */
export type Banner = { unanswered: () => boolean; dismiss: () => void }

/** Starts what is configured: the country lookup first when there is one, then the dismissal the law permits. */
export function startAutoDismiss(
  autoDismiss: AutoDismiss,
  countryLookupUrls: readonly string[],
  banner: Banner,
  signal: AbortSignal,
): void {
  if (countryLookupUrls.length === 0) {
    armAutoDismiss(autoDismiss, banner, signal)
    return
  }
  void lookupCountry(countryLookupUrls, signal).then((country) => {
    // The visitor may have answered while the lookup ran; then it changes nothing.
    if (signal.aborted || !banner.unanswered()) return
    const law = applyLaw(country, autoDismiss)
    if (law.dismissNow) banner.dismiss()
    else armAutoDismiss(law.autoDismiss, banner, signal)
  })
}
