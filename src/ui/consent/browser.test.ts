// biome-ignore-all lint/suspicious/noDocumentCookie: the tests set up cookies the way a browser holds them.
import { Window as HappyWindow } from 'happy-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { lookupCountry } from './auto-dismiss'
import {
  choose,
  currentState,
  startConsent,
  startConsentOnPage,
  subscribeConsent,
  thirdPartiesAllowed,
} from './browser'
import { CONSENT_HEAD_SCRIPT } from './head-script'
import { type AutoDismiss, type ConsentState, initialState, statusCookie } from './state'

const OFF: AutoDismiss = { scroll: null, timeout: null, windowClick: false }
const ANALYTICS = 'https://analytics.example.test/a.js'

/** The markup the server renders: banner (with its type) and the revoke button. */
const BANNER = (type: string) => `
  <a class="skip-link" href="#main">Siirry sisältöön</a>
  <section id="consent-banner" tabindex="-1" aria-label="Evästeilmoitus" data-consent-type="${type}">
    <p>Viesti <a href="/tietosuojaseloste">Lue lisää</a></p>
    <button type="button" data-consent-action="deny">Hylkää</button>
    <button type="button" data-consent-action="allow"><span>Hyväksy</span></button>
    <button type="button" data-consent-action="dismiss">Hyväksyn</button>
  </section>
  <main id="main"><p id="content">Sisältö</p></main>
  <section aria-label="Evästeasetukset"><button type="button" data-consent-action="revoke">Evästeasetukset</button></section>`

/** A browser window, in the DOM's own types. */
type Browser = Window & typeof globalThis

/** Runs the head script in `win` as a browser would, before the body is parsed. */
function runHeadScript(win: Browser): string | null {
  new Function('document', 'window', 'navigator', 'location', 'CustomEvent', CONSENT_HEAD_SCRIPT)(
    win.document,
    win,
    win.navigator,
    win.location,
    win.CustomEvent,
  )
  return win.document.documentElement.getAttribute('data-consent')
}

function freshBrowser(cookies: string[] = []): Browser {
  const win = new HappyWindow({ url: 'http://localhost:3000/' }) as unknown as Browser
  for (const cookie of cookies) win.document.cookie = `${cookie}; path=/`
  return win
}

function cookieValue(doc: { cookie: string }): string | undefined {
  return doc.cookie
    .split('; ')
    .find((c) => c.startsWith('cookieconsent_status='))
    ?.slice('cookieconsent_status='.length)
}

describe('head script: before the first paint', () => {
  it('marks <html data-consent> from a valid cookie and leaves the cookie alone', () => {
    for (const value of ['allow', 'deny', 'dismiss']) {
      const win = freshBrowser([`cookieconsent_status=${value}`])
      expect(runHeadScript(win)).toBe(value)
      expect(cookieValue(win.document)).toBe(value)
    }
  })

  it('clears an invalid value and shows the banner (unanswered)', () => {
    for (const value of ['hyvaksytty', 'ALLOW', '', 'true']) {
      const win = freshBrowser(['lang=fi', `cookieconsent_status=${value}`])
      expect(runHeadScript(win)).toBe('unanswered')
      expect(win.document.cookie).toBe('lang=fi')
    }
  })

  it('agrees with initialState on every kind of cookie string', () => {
    for (const cookies of [
      [],
      ['cookieconsent_status=allow'],
      ['cookieconsent_status=x'],
      ['a=1', 'cookieconsent_status=deny'],
    ]) {
      const win = freshBrowser(cookies)
      const expected = initialState({ cookies: win.document.cookie, cookieEnabled: true }).state
      expect(runHeadScript(win)).toBe(expected)
    }
  })
})

describe('head script: the buttons', () => {
  const NOW = new Date('2026-03-01T12:00:00Z')

  function banner(type = 'info'): Browser {
    const win = freshBrowser()
    runHeadScript(win)
    win.document.body.innerHTML = BANNER(type)
    return win
  }
  const click = (win: Browser, selector: string) => win.document.querySelector<HTMLElement>(selector)?.click()

  afterEach(() => {
    vi.useRealTimers()
  })

  it('accept, allow and decline store the status exactly as statusCookie writes it, and announce it', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const win = banner()
    const written: string[] = []
    let proto: object | null = win.document
    let cookie: PropertyDescriptor | undefined
    while (proto && !cookie) {
      cookie = Object.getOwnPropertyDescriptor(proto, 'cookie')
      proto = Object.getPrototypeOf(proto)
    }
    Object.defineProperty(win.document, 'cookie', {
      configurable: true,
      get: () => cookie?.get?.call(win.document),
      set: (value: string) => {
        written.push(value)
        cookie?.set?.call(win.document, value)
      },
    })
    const seen: ConsentState[] = []
    win.addEventListener('consentchange', (event) => seen.push((event as CustomEvent<ConsentState>).detail))
    click(win, '[data-consent-action="dismiss"]')
    click(win, '[data-consent-action="allow"] span')
    click(win, '[data-consent-action="deny"]')
    expect(written).toEqual([
      statusCookie('dismiss', NOW),
      statusCookie('allow', NOW),
      statusCookie('deny', NOW),
    ])
    expect(written[0]).toBe(
      'cookieconsent_status=dismiss; expires=Mon, 01 Mar 2027 12:00:00 GMT; path=/; SameSite=Lax',
    )
    expect(seen).toEqual(['dismiss', 'allow', 'deny'])
    expect(win.document.documentElement.getAttribute('data-consent')).toBe('deny')
    expect(cookieValue(win.document)).toBe('deny')
  })

  it('revoke clears the cookie, reopens the banner and moves focus into it', () => {
    const win = banner()
    click(win, '[data-consent-action="allow"]')
    click(win, '[data-consent-action="revoke"]')
    expect(cookieValue(win.document)).toBeUndefined()
    expect(win.document.documentElement.getAttribute('data-consent')).toBe('unanswered')
    expect(win.document.activeElement?.id).toBe('consent-banner')
  })

  it('ignores every other click', () => {
    const win = banner()
    const onChange = vi.fn()
    win.addEventListener('consentchange', onChange)
    click(win, '#content')
    click(win, '#consent-banner p')
    expect(onChange).not.toHaveBeenCalled()
    expect(win.document.documentElement.getAttribute('data-consent')).toBe('unanswered')
  })
})

// The rest runs in the test's own document, where the head script has answered the buttons once.
function clearCookies(): void {
  for (const part of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${part.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

/** A page load with this stored answer (or none): cookie and the head script's mark. */
function given(status?: 'allow' | 'deny' | 'dismiss', type = 'info'): void {
  clearCookies()
  if (status) document.cookie = `cookieconsent_status=${status}; path=/`
  document.documentElement.setAttribute('data-consent', status ?? 'unanswered')
  document.body.innerHTML = BANNER(type)
}

const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click()

let stop: () => void = () => {}

beforeAll(() => {
  runHeadScript(window)
})

beforeEach(() => {
  given()
})

afterEach(() => {
  stop()
  stop = () => {}
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('state in the page', () => {
  it('choose stores the cookie, marks the page and announces consentchange', () => {
    const onChange = vi.fn()
    const unsubscribe = subscribeConsent(onChange)
    choose('dismiss')
    unsubscribe()
    expect(cookieValue(document)).toBe('dismiss')
    expect(currentState()).toBe('dismiss')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('falls back to the cookie when nothing marked the page', () => {
    given('deny')
    document.documentElement.removeAttribute('data-consent')
    expect(currentState()).toBe('deny')
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: null, countryLookupUrls: [] })
    expect(document.documentElement.getAttribute('data-consent')).toBe('deny')
  })

  it('gates see: info and opt-in need allow or dismiss; opt-out loads unless declined', () => {
    expect(thirdPartiesAllowed()).toBe(false)
    click('[data-consent-action="dismiss"]')
    expect(thirdPartiesAllowed()).toBe(true)
    click('[data-consent-action="deny"]')
    expect(thirdPartiesAllowed()).toBe(false)
    given(undefined, 'opt-out')
    expect(thirdPartiesAllowed()).toBe(true)
    click('[data-consent-action="deny"]')
    expect(thirdPartiesAllowed()).toBe(false)
  })
})

describe('automatic dismissal', () => {
  it('is off by default: nothing dismisses the banner but a button', async () => {
    vi.useFakeTimers()
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: null, countryLookupUrls: [] })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    vi.advanceTimersByTime(60_000)
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(5000)
    window.dispatchEvent(new Event('scroll'))
    click('#content')
    expect(currentState()).toBe('unanswered')
  })

  it('dismisses after the configured time', async () => {
    vi.useFakeTimers()
    stop = startConsent({
      autoDismiss: { ...OFF, timeout: 3000 },
      analyticsUrl: null,
      countryLookupUrls: [],
    })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    vi.advanceTimersByTime(2999)
    expect(currentState()).toBe('unanswered')
    vi.advanceTimersByTime(1)
    expect(cookieValue(document)).toBe('dismiss')
  })

  it('dismisses once scrolled past the configured distance', async () => {
    stop = startConsent({ autoDismiss: { ...OFF, scroll: 200 }, analyticsUrl: null, countryLookupUrls: [] })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200)
    window.dispatchEvent(new Event('scroll'))
    expect(currentState()).toBe('unanswered')
    scrollY.mockReturnValue(201)
    window.dispatchEvent(new Event('scroll'))
    expect(cookieValue(document)).toBe('dismiss')
  })

  it('dismisses on a click elsewhere, not on a click inside the banner', async () => {
    stop = startConsent({
      autoDismiss: { ...OFF, windowClick: true },
      analyticsUrl: null,
      countryLookupUrls: [],
    })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    click('#consent-banner p')
    expect(currentState()).toBe('unanswered')
    click('#content')
    expect(cookieValue(document)).toBe('dismiss')
  })

  it('is not armed once answered, an answer disarms it, and a revoke does not re-arm it', async () => {
    vi.useFakeTimers()
    given('deny')
    stop = startConsent({
      autoDismiss: { ...OFF, timeout: 1000 },
      analyticsUrl: null,
      countryLookupUrls: [],
    })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    click('[data-consent-action="revoke"]')
    vi.advanceTimersByTime(5000)
    expect(currentState()).toBe('unanswered')
    stop()
    given()
    stop = startConsent({
      autoDismiss: { ...OFF, timeout: 1000 },
      analyticsUrl: null,
      countryLookupUrls: [],
    })
    // The dismissal is a chunk of its own, loaded when configured.
    await vi.dynamicImportSettled()
    click('[data-consent-action="deny"]')
    click('[data-consent-action="revoke"]')
    vi.advanceTimersByTime(5000)
    expect(currentState()).toBe('unanswered')
  })
})

describe('analytics', () => {
  const added = () => [...document.scripts].filter((s) => s.src === ANALYTICS).length
  // happy-dom does not fetch scripts; only the tag matters here, so a skipped load counts as loaded.
  beforeEach(() => {
    const { happyDOM } = window as unknown as {
      happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
    }
    if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
    for (const script of document.head.querySelectorAll('script')) script.remove()
  })

  it('loads only after consent, once', () => {
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: ANALYTICS, countryLookupUrls: [] })
    expect(added()).toBe(0)
    click('[data-consent-action="deny"]')
    expect(added()).toBe(0)
    click('[data-consent-action="allow"]')
    expect(added()).toBe(1)
    click('[data-consent-action="dismiss"]')
    expect(added()).toBe(1)
  })

  it("starts from the options the page's banner carries", () => {
    given('dismiss')
    const banner = document.getElementById('consent-banner') as HTMLElement
    banner.dataset.consentOptions = JSON.stringify({
      autoDismiss: OFF,
      analyticsUrl: ANALYTICS,
      countryLookupUrls: [],
    })
    stop = startConsentOnPage()
    expect(added()).toBe(1)
    stop()
    for (const script of document.head.querySelectorAll('script')) script.remove()
    banner.remove()
    stop = startConsentOnPage()
    expect(added()).toBe(0)
  })

  it('loads at once on a later visit whose cookie consents, and for opt-out before any answer', () => {
    given('dismiss')
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: ANALYTICS, countryLookupUrls: [] })
    expect(added()).toBe(1)
    stop()
    for (const script of document.head.querySelectorAll('script')) script.remove()
    given(undefined, 'opt-out')
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: ANALYTICS, countryLookupUrls: [] })
    expect(added()).toBe(1)
  })
})

describe('country lookup', () => {
  const answer = (body: string, status = 200) =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }))
  const lookup = 'https://geo.example.test/'
  const second = 'https://ip.example.test/country'
  /** A fetch that never answers until its signal aborts, as a hung service does. */
  const hang = (init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )

  it('a country without a cookie law dismisses the banner', async () => {
    vi.stubGlobal('fetch', answer('{"country_code":"US"}'))
    stop = startConsent({ autoDismiss: OFF, analyticsUrl: null, countryLookupUrls: [lookup] })
    await vi.waitFor(() => expect(cookieValue(document)).toBe('dismiss'))
  })

  it('a law country keeps the banner; explicit-action countries ignore automatic dismissal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal('fetch', answer('{"country_code":"IT"}'))
    stop = startConsent({
      autoDismiss: { ...OFF, timeout: 100 },
      analyticsUrl: null,
      countryLookupUrls: [lookup],
    })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await vi.advanceTimersByTimeAsync(1000)
    expect(currentState()).toBe('unanswered')
  })

  it('when the first service fails, the second one is asked and used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetchMock = vi.fn(async (url: string) =>
      url === lookup ? new Response('oops', { status: 503 }) : new Response('{"countryCode":"US"}'),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(lookupCountry([lookup, second], new AbortController().signal)).resolves.toBe('US')
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([lookup, second])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(lookup)
  })

  it('a hung first service times out after 5000 ms, then the second one is used', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      url === lookup ? hang(init) : Promise.resolve(new Response('SE')),
    )
    vi.stubGlobal('fetch', fetchMock)
    const result = lookupCountry([lookup, second], new AbortController().signal)
    await vi.advanceTimersByTimeAsync(4999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe('SE')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[1])).toContain('5000 ms')
  })

  it('when every service fails, each failure is logged and the banner works as configured', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === lookup) throw new TypeError('Failed to fetch')
        return new Response('<html>not json</html>')
      }),
    )
    stop = startConsent({
      autoDismiss: { ...OFF, timeout: 100 },
      analyticsUrl: null,
      countryLookupUrls: [lookup, second],
    })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    // The banner is still up and answers its buttons...
    expect(currentState()).toBe('unanswered')
    // ...and the configured automatic dismissal still applies.
    await vi.advanceTimersByTimeAsync(200)
    expect(cookieValue(document)).toBe('dismiss')
  })

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => hang(init)),
    )
    const result = lookupCountry([lookup], new AbortController().signal)
    await vi.advanceTimersByTimeAsync(4999)
    expect(warn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
