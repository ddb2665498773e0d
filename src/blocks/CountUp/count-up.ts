import { TIMING } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import { countProgress, countValue, formatNumber, type NumberFormat } from './count-up-format'

export type CountUpOptions =
  | { error: string }
  | { start: number; end: number; duration: number; format: NumberFormat }

/**
 * Counts from the start value to the end value over `duration` ms once the number comes 30 px
 * into view (docs/widgets.md's in-viewport threshold), once. The server already shows the end value, so
 * without JavaScript or with reduced motion nothing moves; for a value that is not a number the
 * page shows `--` and this only logs the console message (docs/widgets.md).
 */
export function attachCountUp(root: HTMLElement, options: CountUpOptions): (() => void) | undefined {
  if ('error' in options) {
    console.error(options.error)
    return undefined
  }
  const live = root.querySelector<HTMLElement>('[data-count-up]')
  if (!live || reducedMotion()) return undefined
  const { start, end, duration, format } = options
  let frame = 0
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      let begin: number | undefined
      const step = (time: number) => {
        begin ??= time
        const progress = countProgress(time - begin, duration)
        const text = formatNumber(countValue(start, end, progress), format)
        if (live.textContent !== text) live.textContent = text
        if (progress < 1) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    },
    { rootMargin: `0px 0px ${TIMING.inViewportThreshold}px 0px` },
  )
  observer.observe(live)
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
  }
}
