import type { EmblaCarouselType } from 'embla-carousel'
import { type Autoplay, startAutoplay } from '@/ui/slides/autoplay'
import type { CarouselOptions } from './options'

/**
 * Autoplay (when on) with the carousel's rotation control: after the last snap it goes back to the
 * first; the slides' live region (`track`) is off while it runs.
 */
export function startRotation(
  root: HTMLElement,
  track: HTMLElement,
  api: EmblaCarouselType,
  options: CarouselOptions,
  signal: AbortSignal,
): Autoplay | null {
  if (!options.interval) return null
  return startAutoplay(
    root,
    {
      interval: options.interval,
      advance: () => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)),
      toggle: root.querySelector<HTMLButtonElement>('[data-carousel-rotation]'),
      pause: options.pause,
      play: options.play,
      onChange: (running) => track.setAttribute('aria-live', running ? 'off' : 'polite'),
    },
    signal,
  )
}
