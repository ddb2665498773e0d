import type { Locale } from '@/i18n/locales'
import { COUNTDOWN } from '@/lib/constants'
import { calculatePeriods, type PeriodLabels, parseFormat, periodLabel, shownPeriods } from './periods'
import { clockOffset, SERVER_TIME_PATH, type ServerTime } from './server-time'

export type Expiry = 'text' | 'redirect' | 'none'

export type CountdownOptions = {
  /** The end, in epoch milliseconds. */
  target: number
  /** An IANA zone for calendar months (years and months); the server has checked it. */
  zone: string
  format: string
  labels: PeriodLabels
  locale: Locale
  expiry: Expiry
  /** Where `redirect` goes. */
  href: string | null
  serverTime: boolean
  pause: string
  resume: string
}

/** Methods on the countdown's element, for scripts and tests as much as for its buttons. */
export type CountdownControls = {
  /** Stops the countdown: the display and the time left both stand still until resumed. */
  pause(): void
  /** Freezes the display while the time runs on; resuming shows the time left now. */
  lap(): void
  resume(): void
  toggle(): void
  toggleLap(): void
}

/** A silent server must not keep the countdown hidden: after this the visitor's own clock serves. */
const SERVER_TIME_TIMEOUT = 3000

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/'

/** The same page, whatever its fragment: going there would only load this countdown again. */
function samePage(a: URL, b: URL): boolean {
  return a.origin === b.origin && trimmed(a.pathname) === trimmed(b.pathname) && a.search === b.search
}

/**
 * Whether the expiry may send the visitor on. Never to this page itself; and a page that was
 * already over when the visitor came from the expiry address does not send them straight back
 * (two expired countdowns pointing at each other would bounce the visitor for ever).
 */
function mayRedirect(href: string, expiredAtLoad: boolean): boolean {
  const here = new URL(location.href)
  const to = new URL(href, here)
  if (samePage(to, here)) return false
  if (!expiredAtLoad || !document.referrer) return true
  return !samePage(to, new URL(document.referrer, here))
}

function setText(el: Element | undefined, text: string): void {
  if (el && el.textContent !== text) el.textContent = text
}

/**
 * Runs a countdown rendered by Component.tsx: shows the time left on every whole second of the
 * (optionally server-corrected) clock, then the expiry text, the expiry address or zeros. Until it
 * first shows the time the server's layout stands invisible at its final size (`data-state`
 * pending), so nothing moves; with the server's clock that lasts until `/api/time` answers.
 */
export function attachCountdown(root: HTMLElement, options: CountdownOptions): () => void {
  const show = parseFormat(options.format)
  if (!show) return () => {}
  const cells = [...root.querySelectorAll<HTMLElement>('[data-period]')]
  const pauseButton = root.querySelector<HTMLButtonElement>('[data-countdown-pause]')
  const lapButton = root.querySelector<HTMLButtonElement>('[data-countdown-lap]')
  const plural = new Intl.PluralRules(options.locale)
  let offset = 0
  let until = options.target
  let hold: 'pause' | 'lap' | null = null
  let pausedAt = 0
  let expired = false
  let live = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const now = () => Date.now() + offset

  const render = (at: number) => {
    const periods = calculatePeriods(at, until, show, options.zone)
    const shown = shownPeriods(show, periods)
    for (const cell of cells) {
      const index = Number(cell.dataset.period)
      const value = periods[index] ?? 0
      cell.hidden = !shown[index]
      setText(cell.children[0], String(value))
      setText(cell.children[1], periodLabel(options.labels, plural, index, value))
    }
  }

  const showHold = () => {
    root.dataset.hold = hold ?? ''
    if (pauseButton) pauseButton.textContent = hold === 'pause' ? options.resume : options.pause
    lapButton?.setAttribute('aria-pressed', String(hold === 'lap'))
  }

  /** Once per page view: the redirect, if any, happens once. */
  const expire = (atLoad: boolean) => {
    if (expired) return
    expired = true
    hold = null
    clearTimeout(timer)
    render(until)
    root.dataset.state = 'expired'
    showHold()
    const { expiry, href } = options
    if (expiry === 'redirect' && href && mayRedirect(href, atLoad)) location.assign(href)
  }

  /** Runs on each whole second of the clock: the moment the display changes. */
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(tick, COUNTDOWN.tick - (now() % COUNTDOWN.tick))
  }

  function tick() {
    const at = now()
    if (at >= until) return expire(false)
    if (hold !== 'lap') render(at)
    schedule()
  }

  const resume = () => {
    if (expired || !hold) return
    // The paused time did not count: the end moves on by as much.
    if (hold === 'pause') until += now() - pausedAt
    hold = null
    showHold()
    tick()
  }
  const pause = () => {
    if (expired || hold === 'pause') return
    hold = 'pause'
    pausedAt = now()
    clearTimeout(timer)
    render(pausedAt)
    showHold()
  }
  const lap = () => {
    if (expired || hold === 'lap') return
    resume()
    hold = 'lap'
    showHold()
  }
  const controls: CountdownControls = {
    pause,
    lap,
    resume,
    toggle: () => (hold === 'pause' ? resume() : pause()),
    toggleLap: () => (hold === 'lap' ? resume() : lap()),
  }

  const start = () => {
    if (!live) return
    if (now() >= until) return expire(true)
    render(now())
    root.dataset.state = 'running'
    schedule()
  }

  const listeners = new AbortController()
  pauseButton?.addEventListener('click', controls.toggle, { signal: listeners.signal })
  lapButton?.addEventListener('click', controls.toggleLap, { signal: listeners.signal })
  Object.assign(root, controls)
  root.dataset.ready = ''

  if (options.serverTime) {
    const sentAt = Date.now()
    fetch(SERVER_TIME_PATH, { cache: 'no-store', signal: AbortSignal.timeout(SERVER_TIME_TIMEOUT) })
      .then((response) => {
        if (!response.ok) throw new Error(`${SERVER_TIME_PATH} answered ${response.status}`)
        return response.json() as Promise<ServerTime>
      })
      .then((body) => {
        if (!Number.isFinite(body.now)) throw new Error(`${SERVER_TIME_PATH} gave no time`)
        offset = clockOffset(body.now, sentAt, Date.now())
      })
      .catch((error: unknown) => console.warn('[Countdown] using the device clock:', error))
      .finally(start)
  } else start()

  return () => {
    live = false
    clearTimeout(timer)
    listeners.abort()
    for (const name of Object.keys(controls)) Reflect.deleteProperty(root, name)
  }
}
