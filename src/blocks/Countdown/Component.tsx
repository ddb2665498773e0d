import { type CSSProperties, useId } from 'react'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { COUNTDOWN } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import { type LinkValue, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { WidgetProps } from '../types'
import { CountdownBehaviour } from './Countdown.client'
import type { Expiry } from './countdown'
import { Sheet, styles } from './countdown.sheet'
import { PERIOD_LETTERS, type PeriodLabels, parseFormat, periodLabel, shownPeriods } from './periods'
import { type CountdownStrings, countdownStrings } from './strings'
import { resolveTimeZone } from './time-zone'

const NO_TIME = [0, 0, 0, 0, 0, 0, 0] as const

function periodLabels(own: CountdownStrings): PeriodLabels {
  return {
    one: [
      own.countdownYear,
      own.countdownMonth,
      own.countdownWeek,
      own.countdownDay,
      own.countdownHour,
      own.countdownMinute,
      own.countdownSecond,
    ],
    other: [
      own.countdownYears,
      own.countdownMonths,
      own.countdownWeeks,
      own.countdownDays,
      own.countdownHours,
      own.countdownMinutes,
      own.countdownSeconds,
    ],
  }
}

/** The end in words, in its zone: "31. joulukuuta 2025 klo 18.00 Itä-Euroopan normaaliaika". */
function targetInWords(target: number, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fi' ? 'fi-FI' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'long',
  }).format(target)
}

/**
 * Where the end sends the visitor, unasked: a page or path of this site, or an http(s) address the
 * editor chose. Not an anchor, mail or phone link; resolveLink has refused paths that only look
 * like the site's own (`/\evil.example`).
 */
function expiryHref(link: LinkValue | null | undefined, ctx: RenderContext): string | null {
  const resolved = resolveLink(link, ctx)
  return resolved && (resolved.external || resolved.href.startsWith('/')) ? resolved.href : null
}

/** What the end does: going on needs an address, a text needs words; without them the zeros stay. */
function expiryOf(chosen: string | null | undefined, href: string | null, text: string | undefined): Expiry {
  if (chosen === 'redirect') return href ? 'redirect' : 'none'
  return chosen === 'none' || !text ? 'none' : 'text'
}

/**
 * A countdown to the target time (docs/widgets.md). The server renders the layout at its final size
 * but not the time left: cached HTML can be a day old, so the island fills the numbers in from the
 * visitor's (or the server's) clock and shows them (`data-state` pending → running). The end in
 * words names the timer and stays on screen, which is all a visitor without JavaScript needs.
 * A target already past when the page renders is over for good: the expiry shows at once.
 */
export function CountdownWidget({ block, ctx }: WidgetProps<'countdown'>) {
  const id = useId()
  const target = Date.parse(block.target ?? '')
  if (Number.isNaN(target)) return null
  const ui = t(ctx.locale)
  const own = countdownStrings(ctx.locale)
  const zone = resolveTimeZone(block.target_tz)
  const format =
    typeof block.format === 'string' && parseFormat(block.format) ? block.format : COUNTDOWN.format
  const show = parseFormat(format) ?? []
  const title = block.title?.trim()
  const expiryText = block.expiryText?.trim()
  const href = block.expiry === 'redirect' ? expiryHref(block.expiryLink, ctx) : null
  const expiry = expiryOf(block.expiry, href, expiryText)
  const over = Date.now() >= target
  const labels = periodLabels(own)
  const plural = new Intl.PluralRules(ctx.locale)
  // Zeros: the expiry's numbers, and the invisible stand-ins before the island's first tick.
  const shown = shownPeriods(show, [...NO_TIME])
  const [whenBefore = '', whenAfter = ''] = own.countdownWhen.split('{date}')
  const style: CSSProperties = colourVars({
    'countdown-bg': block.background,
    'countdown-text': block.textColour,
  })
  return (
    <>
      <Sheet />
      <div
        className={styles.root}
        style={style}
        data-countdown=""
        data-state={over ? 'expired' : 'pending'}
        data-expiry={expiry}
      >
        {title ? (
          <p className={styles.title} id={`${id}-title`}>
            {title}
          </p>
        ) : null}
        <div
          className={styles.clock}
          role="timer"
          aria-live="off"
          aria-labelledby={title ? `${id}-title ${id}-when` : `${id}-when`}
        >
          <span className={styles.periods}>
            {PERIOD_LETTERS.map((letter, i) =>
              show[i] ? (
                <span key={letter} className={styles.period} data-period={i} hidden={!shown[i]}>
                  <span className={styles.number}>0</span>
                  <span className={styles.unit}>{periodLabel(labels, plural, i, 0)}</span>
                </span>
              ) : null,
            )}
          </span>
          {expiry === 'text' ? <p className={styles.expired}>{expiryText}</p> : null}
        </div>
        <p className={styles.when} id={`${id}-when`}>
          {whenBefore}
          <time dateTime={new Date(target).toISOString()}>{targetInWords(target, zone, ctx.locale)}</time>
          {whenAfter}
        </p>
        {block.showControls && !over ? (
          <div className={styles.controls}>
            <button type="button" className={styles.control} data-countdown-pause="">
              {ui.pause}
            </button>
            <button type="button" className={styles.control} data-countdown-lap="" aria-pressed="false">
              {own.countdownLap}
            </button>
          </div>
        ) : null}
        {over && expiry !== 'redirect' ? null : (
          <CountdownBehaviour
            options={{
              target,
              zone,
              format,
              labels,
              locale: ctx.locale,
              expiry,
              href,
              serverTime: Boolean(block.serverTime),
              pause: ui.pause,
              resume: own.countdownResume,
            }}
          />
        )}
      </div>
    </>
  )
}
