import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import { CAROUSEL, TIMING } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import type { CarouselOptions } from './options'

/**
 * Embla's `duration` is not a time: every 1/60 s its scroll body adds distance ÷ duration to the
 * velocity and keeps 68 % of it. From 20 to 60 (Embla's advised range) the slide then comes within
 * 1 % of its place in about 37 × duration − 240 ms, which this inverts: 500 ms → 20. Below 20 the
 * motion overshoots rather than gets quicker, so shorter times get 20; 0 jumps.
 */
export function emblaDuration(ms: number): number {
  if (!(ms > 0)) return 0
  return Math.min(60, Math.max(20, Math.round((ms + 240) / 37)))
}

/**
 * Auto height: the viewport as tall as the tallest slide in `shown`. Held at the server's height
 * first, so taking over moves nothing below; what the viewport adds to the track is kept.
 */
export function autoHeight(
  viewport: HTMLElement,
  track: HTMLElement,
  slides: HTMLElement[],
  shown: ReadonlySet<number>,
): () => void {
  const extra = viewport.offsetHeight - track.offsetHeight
  viewport.style.height = `${viewport.offsetHeight}px`
  return () => {
    if (shown.size === 0) return
    const tallest = Math.max(...[...shown].map((i) => slides[i]?.offsetHeight ?? 0))
    viewport.style.height = `${tallest + extra}px`
  }
}

/**
 * Embla on the server's scroll-snap strip (the layout is final in CSS, so nothing moves), measuring
 * again when the strip's width has changed; gone when `signal` aborts.
 */
export function createEmbla(
  viewport: HTMLElement,
  track: HTMLElement,
  slides: HTMLElement[],
  options: CarouselOptions,
  signal: AbortSignal,
): EmblaCarouselType {
  const measure = () => `${track.offsetWidth}:${slides[0]?.offsetWidth ?? 0}`
  let measured = measure()
  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  const api = EmblaCarousel(viewport, {
    align: 'start',
    loop: options.loop,
    slidesToScroll: options.scrollMode === 'page' ? 'auto' : 1,
    duration: reducedMotion() ? 0 : emblaDuration(options.speed),
    dragThreshold: TIMING.dragThreshold,
    // docs/widgets.md responsive refresh: measure again once the width has rested, not on every change.
    watchResize: (instance) => {
      clearTimeout(resizeTimer)
      resizeTimer = setTimeout(() => {
        if (measure() === measured) return
        measured = measure()
        instance.reInit()
      }, CAROUSEL.responsiveRefresh)
      return false
    },
  })
  signal.addEventListener('abort', () => {
    clearTimeout(resizeTimer)
    api.destroy()
  })
  return api
}
