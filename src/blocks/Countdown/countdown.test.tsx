import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { COUNTDOWN } from '@/lib/constants'
import { ctx, pageDoc } from '../../../tests/unit/render'
import type { WidgetMap } from '../types'
import { CountdownWidget } from './Component'
import { validateExpiryUrl, validateFormat } from './config'
import { attachCountdown, type CountdownControls, type CountdownOptions } from './countdown'
import { KBW, NOW, offset } from './kbw-vectors'
import { SERVER_TIME_PATH } from './server-time'

const HOUR = 3600_000
const DAY = 24 * HOUR

function block(extra: Partial<WidgetMap['countdown']> = {}): WidgetMap['countdown'] {
  return {
    blockType: 'countdown',
    title: 'Joulukampanja päättyy',
    target: new Date(NOW + 3 * DAY + 4 * HOUR + 5 * 60_000 + 6000).toISOString(),
    target_tz: 'Europe/Helsinki',
    format: COUNTDOWN.format,
    ...extra,
  }
}

/** The options each rendered island was given, as the server computed them. */
const islands = vi.hoisted(() => [] as CountdownOptions[])
vi.mock('./Countdown.client', () => ({
  CountdownBehaviour: ({ options }: { options: CountdownOptions }) => {
    islands.push(options)
    return null
  },
}))

/** The widget as the server renders it, put into the page, with its island's options (if any). */
function mount(extra: Partial<WidgetMap['countdown']> = {}, locale: Locale = 'fi') {
  islands.length = 0
  document.body.innerHTML = renderToStaticMarkup(
    <CountdownWidget block={block(extra)} ctx={{ ...ctx, locale }} />,
  )
  const root = document.querySelector<HTMLElement>('[data-countdown]')
  return { root, options: islands[0] }
}

/** What a visitor reads in the clock: the expiry text when it shows, else each shown number and label. */
function visible(root: HTMLElement): string {
  if (root.dataset.state === 'expired' && root.dataset.expiry === 'text')
    return root.querySelector('[role="timer"] p')?.textContent ?? ''
  return [...root.querySelectorAll<HTMLElement>('[data-period]')]
    .filter((cell) => !cell.hidden)
    .map((cell) => cell.textContent)
    .join('')
}

const controlsOf = (root: HTMLElement) => root as HTMLElement & CountdownControls

beforeEach(() => vi.useFakeTimers({ now: NOW }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('countdown server HTML', () => {
  it('is a timer named by its title and its end in words, silent, at its final size but without numbers', () => {
    const { root } = mount()
    if (!root) throw new Error('no countdown')
    const timer = root.querySelector('[role="timer"]')
    expect(timer?.getAttribute('aria-live')).toBe('off')
    const names = (timer?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
    expect(names.map((el) => el?.textContent)).toEqual([
      'Joulukampanja päättyy',
      'Ajankohta: 4. heinäkuuta 2016 klo 16.05 Itä-Euroopan kesäaika',
    ])
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('2016-07-04T13:05:06.000Z')
    // Pending: cached HTML can be a day old, so the numbers wait for the island (CSS hides them).
    expect(root.dataset.state).toBe('pending')
    expect(visible(root)).toBe('0tuntia0minuuttia0sekuntia')
    // dHMS: a cell for days too, hidden while zero; none for years, months, weeks.
    expect(root.querySelectorAll('[data-period]')).toHaveLength(4)
    expect(root.querySelector('[data-period="3"]')?.hasAttribute('hidden')).toBe(true)
    expect(root.querySelector('button')).toBeNull()
  })

  it('renders a past target as over at once: the expiry text, or zeros; no island unless it redirects', () => {
    const text = mount({ target: new Date(NOW - DAY).toISOString(), expiryText: 'Kampanja on päättynyt.' })
    expect(text.root?.dataset.state).toBe('expired')
    expect(text.root && visible(text.root)).toBe('Kampanja on päättynyt.')
    expect(text.options).toBeUndefined()
    const zeros = mount({ target: new Date(NOW - DAY).toISOString(), expiry: 'none', showControls: true })
    expect(zeros.root && visible(zeros.root)).toBe('0tuntia0minuuttia0sekuntia')
    expect(zeros.root?.querySelector('button')).toBeNull()
    pageDoc(41, 'kampanja-ohi')
    const redirect = mount({
      target: new Date(NOW - DAY).toISOString(),
      expiry: 'redirect',
      expiryLink: { type: 'internal', page: 41 },
    })
    expect(redirect.options).toMatchObject({ expiry: 'redirect', href: '/kampanja-ohi' })
  })

  it('redirects only to a page or path of the site, or an http(s) address; the admin says so', () => {
    const over = new Date(NOW - DAY).toISOString()
    const to = (url: string) =>
      mount({ target: over, expiry: 'redirect', expiryLink: { type: 'custom', url } }).options
    expect(to('/kampanja-ohi?lahde=laskuri')).toMatchObject({
      expiry: 'redirect',
      href: '/kampanja-ohi?lahde=laskuri',
    })
    expect(to('https://kauppa.example/ale')).toMatchObject({
      expiry: 'redirect',
      href: 'https://kauppa.example/ale',
    })
    // Paths a browser takes off the site, and links that are nowhere to go: no redirect, no island.
    for (const url of [
      '/\\evil.example',
      '/%5Cevil.example',
      '//evil.example',
      '/%09/evil.example',
      'mailto:a@b.fi',
      'tel:+358401234567',
      '#!/alku',
      'javascript:alert(1)',
    ])
      expect(to(url), url).toBeUndefined()
    const custom = { siblingData: { type: 'custom' } }
    expect(validateExpiryUrl('/kampanja-ohi', custom)).toBe(true)
    expect(validateExpiryUrl('https://kauppa.example', custom)).toBe(true)
    expect(validateExpiryUrl('', custom)).toBe(true)
    expect(validateExpiryUrl('/\\evil.example', { siblingData: { type: 'internal' } })).toBe(true)
    for (const url of ['/\\evil.example', '/%5Cevil.example', 'mailto:a@b.fi', '#!/alku'])
      expect(validateExpiryUrl(url, custom)).toMatch(/^Siirtymän osoitteen pitää/)
  })

  it('speaks English with English period names; bad configuration falls back or renders nothing', () => {
    const { root, options } = mount(
      { format: 'nonsense', target_tz: 'Mars/Olympus', showControls: true },
      'en',
    )
    expect(root?.querySelector('time')?.parentElement?.textContent).toBe(
      'When: 4 July 2016 at 16:05 Eastern European Summer Time',
    )
    // An unknown zone is Helsinki time; a bad format is docs/widgets.md's dHMS.
    expect(options).toMatchObject({
      zone: 'Europe/Helsinki',
      format: 'dHMS',
      pause: 'Pause',
      resume: 'Resume',
    })
    expect([...(root?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['Pause', 'Lap'])
    expect(mount({ target: 'not a date' }).root).toBeNull()
    // A redirect without a usable address, or a text without words, ends in zeros.
    expect(mount({ expiry: 'redirect' }).options?.expiry).toBe('none')
    expect(mount({ expiry: 'text', expiryText: ' ' }).options?.expiry).toBe('none')
  })

  it('refuses a bad format in the admin, in Finnish', () => {
    expect(validateFormat('dHMS')).toBe(true)
    expect(validateFormat('')).toBe(true)
    expect(validateFormat('dHMSs')).toBe(
      'Käytä kirjaimia Y, O, W, D, H, M ja S, kutakin enintään kerran (esim. dHMS).',
    )
  })
})

describe('countdown behaviour', () => {
  it('shows the time left on each whole second and reveals it; the days cell appears when non-zero', () => {
    vi.setSystemTime(NOW + 400)
    const { root, options } = mount({ showControls: true })
    if (!root || !options) throw new Error('no countdown')
    const off = attachCountdown(root, options)
    expect(root.dataset.state).toBe('running')
    expect(visible(root)).toBe('3päivää4tuntia5minuuttia6sekuntia')
    vi.advanceTimersByTime(599)
    expect(visible(root)).toBe('3päivää4tuntia5minuuttia6sekuntia')
    vi.advanceTimersByTime(1)
    expect(visible(root)).toBe('3päivää4tuntia5minuuttia5sekuntia')
    vi.advanceTimersByTime(5000 + 5 * 60_000 + 3 * HOUR)
    expect(visible(root)).toBe('3päivää1tunti0minuuttia0sekuntia')
    off()
    expect('pause' in root).toBe(false)
  })

  it('pauses, laps and resumes from its buttons, which say what they will do', () => {
    const { root, options } = mount({ showControls: true, target: new Date(NOW + 65_000).toISOString() })
    if (!root || !options) throw new Error('no countdown')
    attachCountdown(root, options)
    const [pause, lap] = [...root.querySelectorAll('button')]
    if (!pause || !lap) throw new Error('no buttons')
    expect(root.hasAttribute('data-ready')).toBe(true)
    pause.click()
    expect(pause.textContent).toBe('Jatka')
    vi.advanceTimersByTime(10_000)
    expect(visible(root)).toBe('0tuntia1minuutti5sekuntia')
    pause.click()
    expect(pause.textContent).toBe('Pysäytä')
    vi.advanceTimersByTime(1000)
    expect(visible(root)).toBe('0tuntia1minuutti4sekuntia')
    lap.click()
    expect(lap.getAttribute('aria-pressed')).toBe('true')
    vi.advanceTimersByTime(3000)
    expect(visible(root)).toBe('0tuntia1minuutti4sekuntia')
    lap.click()
    expect(lap.getAttribute('aria-pressed')).toBe('false')
    expect(visible(root)).toBe('0tuntia1minuutti1sekunti')
  })

  it('expires on time: the text shows, the buttons go, a redirect happens once', () => {
    const { root, options } = mount({ target: new Date(NOW + 2000).toISOString(), expiryText: 'Ohi on!' })
    if (!root || !options) throw new Error('no countdown')
    attachCountdown(root, options)
    vi.advanceTimersByTime(1999)
    expect(root.dataset.state).toBe('running')
    vi.advanceTimersByTime(1)
    expect(root.dataset.state).toBe('expired')
    expect(visible(root)).toBe('Ohi on!')
    controlsOf(root).pause()
    expect(root.dataset.hold).toBe('')
  })

  it('goes to the expiry address once, never to this very page, never back where the visitor came from', () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { href: 'http://localhost/tarjous', assign })
    const options: CountdownOptions = {
      target: NOW + 1000,
      zone: 'Europe/Helsinki',
      format: 'dHMS',
      labels: { one: [], other: [] },
      locale: 'fi',
      expiry: 'redirect',
      href: '/kampanja-ohi',
      serverTime: false,
      pause: 'Pysäytä',
      resume: 'Jatka',
    }
    document.body.innerHTML = '<div><span data-period="6"><span></span><span></span></span></div>'
    const root = document.body.firstElementChild as HTMLElement
    attachCountdown(root, options)
    vi.advanceTimersByTime(5000)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/kampanja-ohi')
    // Already over at load, the address this page's own (its fragment aside): no loop.
    assign.mockClear()
    attachCountdown(root, { ...options, href: '/tarjous/#!/alku' })
    expect(assign).not.toHaveBeenCalled()
    // Already over at load and the visitor came from the expiry address: not sent back.
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost/kampanja-ohi')
    attachCountdown(root, options)
    expect(assign).not.toHaveBeenCalled()
  })

  it('corrects the visitor’s clock by the server’s, read from /api/time at run time', async () => {
    // The visitor's clock is a day fast; the server's is right.
    vi.setSystemTime(NOW + DAY)
    const fetch = vi.fn(async () => Response.json({ now: NOW }))
    vi.stubGlobal('fetch', fetch)
    const { root, options } = mount({ serverTime: true })
    if (!root || !options) throw new Error('no countdown')
    attachCountdown(root, { ...options, target: NOW + 3 * DAY + 4 * HOUR })
    expect(fetch).toHaveBeenCalledWith(SERVER_TIME_PATH, expect.objectContaining({ cache: 'no-store' }))
    expect(root.dataset.state).toBe('pending')
    await vi.waitFor(() => expect(root.dataset.state).toBe('running'))
    expect(visible(root)).toBe('3päivää4tuntia0minuuttia0sekuntia')
  })

  it('uses the visitor’s clock when the server does not answer, with a console warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { root, options } = mount({ serverTime: true })
    if (!root || !options) throw new Error('no countdown')
    attachCountdown(root, options)
    await vi.waitFor(() => expect(root.dataset.state).toBe('running'))
    expect(warn).toHaveBeenCalled()
    expect(visible(root)).toBe('3päivää4tuntia5minuuttia6sekuntia')
  })
})

/**
 * jQuery Countdown's DOM cases (kbw-countdown.json: Pause, Pause toggle, Lap, Lap toggle, Expiry)
 * played on the island with the suite's fake clock. Our English period names are the plugin's in
 * lower case, so texts compare case-insensitively. The two Expiry cases about the `onExpiry`
 * callback do not apply: the widget has no script hooks.
 */
describe('jQuery Countdown vectors: pause, lap and expiry on the island', () => {
  const groups = new Set(['Pause', 'Pause toggle', 'Lap', 'Lap toggle', 'Expiry'])
  const cases = KBW.filter((c) => groups.has(c.input.test))
  const callback = (actual: string) => actual === 'expired'
  const methods = ['pause', 'resume', 'toggle', 'lap', 'toggleLap'] as const

  it.skip.each(cases.filter((c) => callback(c.input.actual_js)).map((c) => [c.note]))(
    '%s (does not apply: the onExpiry callback; the widget has no script hooks)',
    () => {},
  )

  it.each(
    cases.filter((c) => !callback(c.input.actual_js)).map((c) => [`${c.input.test}: ${c.note}`, c] as const),
  )('%s', (_name, c) => {
    const [init = '', ...steps] = c.input.setup_js.filter(
      (line) => !/^var (expired|doExpiry) = |^expired = /.test(line),
    )
    const untilSeconds = /until: ([+-]\d+)/.exec(init)?.[1]
    // `init()` without `until` counts to now: over at once (with alwaysExpire).
    const target = untilSeconds ? offset(Number(untilSeconds)) : NOW
    const expiryText = /expiryText: '([^']*)'/.exec(c.input.setup_js.join('\n'))?.[1]
    const { root, options } = mount(
      { target: new Date(target).toISOString(), expiry: expiryText ? 'text' : 'none', expiryText },
      'en',
    )
    if (!root) throw new Error('no countdown')
    // Over already as it renders, the server shows the expiry itself and sends no island.
    if (options) attachCountdown(root, options)
    for (const step of steps) {
      const tick = /^clock\.tick\((\d+)\)$/.exec(step)
      const method = methods.find((name) => step === `cd.countdown('${name}')`)
      if (tick) vi.advanceTimersByTime(Number(tick[1]))
      else if (method) controlsOf(root)[method]()
      else if (!/^cd\.countdown\('option', \{onExpiry: null, expiryText: '[^']*'\}\)$/.test(step))
        throw new Error(`setup line not understood: ${step}`)
    }
    expect(c.input.actual_js).toBe('cd.text()')
    expect(visible(root).toLowerCase()).toBe(String(c.expected).toLowerCase())
  })
})
