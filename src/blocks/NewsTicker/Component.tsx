import { type CSSProperties, useId } from 'react'
import { t } from '@/i18n/strings'
import { TICKER } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import { anchorProps, resolveLink } from '@/lib/links'
import type { WidgetProps } from '../types'
import { TickerBehaviour } from './NewsTicker.client'
import { Sheet, styles } from './news-ticker.sheet'

/** jQuery's named speeds, which docs/widgets.md's "slow" comes from. */
const SPEEDS = { slow: 600, normal: 400, fast: 200 } as const

/** The interval between items: the editor's value when it is a sensible number, else docs/widgets.md's. */
export function tickerInterval(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1000
    ? Math.min(60000, Math.round(value))
    : TICKER.interval
}

export function NewsTickerWidget({ block, ctx }: WidgetProps<'newsTicker'>) {
  const id = useId()
  const ui = t(ctx.locale)
  const items = (block.items ?? []).filter((item) => item.text?.trim())
  if (items.length === 0) return null
  const title = block.title?.trim()
  const speed = SPEEDS[block.speed ?? TICKER.speed] ?? SPEEDS[TICKER.speed]
  const direction = block.direction === 'down' ? 'down' : TICKER.direction
  const style: CSSProperties = {
    ...colourVars({ 'ticker-bg': block.background, 'ticker-text': block.textColour }),
    ['--ticker-speed' as string]: `${speed}ms`,
    ['--ticker-dir' as string]: direction === 'down' ? '-1' : '1',
  }
  return (
    <>
      <Sheet />
      <div className={styles.root} style={style}>
        {title ? (
          <p className={styles.label} id={id}>
            {title}
          </p>
        ) : null}
        <ul
          className={styles.list}
          aria-labelledby={title ? id : undefined}
          aria-label={title ? undefined : ui.newsTicker}
        >
          {items.map((item, i) => {
            const link = item.hasLink ? resolveLink(item.link, ctx) : null
            return (
              <li key={item.id ?? i} className={styles.item} data-tick={i === 0 ? 'current' : undefined}>
                {link ? (
                  <a {...anchorProps(link)} className={styles.link}>
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </li>
            )
          })}
        </ul>
        {items.length > 1 ? (
          <>
            <button type="button" className={styles.control} data-ticker-toggle="">
              {ui.pause}
            </button>
            <TickerBehaviour interval={tickerInterval(block.interval)} pause={ui.pause} play={ui.play} />
          </>
        ) : null}
      </div>
    </>
  )
}
