import type { CSSProperties } from 'react'
import { COUNT_UP } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import type { WidgetProps } from '../types'
import { CountUpBehaviour } from './CountUp.client'
import { Sheet, styles } from './count-up.sheet'
import { countUpValues, DECIMAL_MARKS, formatNumber, type NumberFormat, SEPARATORS } from './count-up-format'

/** What a value that is not a number shows (docs/widgets.md). */
export const NOT_A_NUMBER = '--'

/** The count's length in ms from the editor's seconds; docs/widgets.md's 2 s unless it is a sensible number. */
export function countDuration(seconds: unknown): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.min(seconds, 20) * 1000
    : COUNT_UP.duration
}

function decimalsOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, 6) : 0
}

/**
 * A number that counts up to its value when it comes into view. The server renders the final
 * value, so visitors without JavaScript or with reduced motion see it at once, and screen readers
 * always read it (the counting digits are hidden from them). The start and end values, rendered
 * invisibly in the same place, hold the box at the wider of their widths: nothing moves while
 * counting.
 */
export function CountUpWidget({ block }: WidgetProps<'countUp'>) {
  const decimal = block.decimal ? DECIMAL_MARKS[block.decimal] : COUNT_UP.decimal
  const chosen = block.separator ? SEPARATORS[block.separator] : COUNT_UP.separator
  // The admin refuses the same mark twice; a value stored around that check groups without one.
  const separator = chosen === decimal ? '' : chosen
  const format: NumberFormat = {
    decimals: decimalsOf(block.decimals),
    separator,
    decimal,
    prefix: block.prefix ?? '',
    suffix: block.suffix ?? '',
  }
  const values = countUpValues(block.start, block.end, separator, decimal)
  const valid = 'start' in values
  const final = valid ? formatNumber(values.end, format) : NOT_A_NUMBER
  const start = valid ? formatNumber(values.start, format) : NOT_A_NUMBER
  const label = block.label?.trim()
  const style: CSSProperties = {
    ...colourVars({ 'count-up-colour': block.colour }),
    ['--count-up-chars' as string]: Math.max(start.length, final.length),
  }
  return (
    <>
      <Sheet />
      <div className={styles.root} style={style}>
        <p className={styles.value}>
          <span className="visually-hidden">{final}</span>
          <span className={styles.digits} aria-hidden="true">
            {valid ? <span className={styles.reserve}>{start}</span> : null}
            <span className={styles.reserve}>{final}</span>
            <span className={styles.live} data-count-up="">
              {final}
            </span>
          </span>
        </p>
        {label ? <p className={styles.label}>{label}</p> : null}
        <CountUpBehaviour
          options={valid ? { ...values, duration: countDuration(block.speed), format } : values}
        />
      </div>
    </>
  )
}
