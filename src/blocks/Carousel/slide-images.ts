import type { EmblaCarouselType } from 'embla-carousel'
import { loadImages } from '@/ui/slides/lazy-images'
import { firstSlide } from './snaps'
import type { Wrap } from './visibility'

/**
 * Lazy load on demand: while the carousel is `near` the visible page, the pictures of the slides in
 * view and one either side load, and when it moves, those of the view it goes to. Returns the
 * loader for the slides in `shown`.
 */
export function slideImages(
  api: EmblaCarouselType,
  track: HTMLElement,
  slides: HTMLElement[],
  shown: ReadonlySet<number>,
  wrap: Wrap,
  near: () => boolean,
): () => void {
  const load = (from: number, to: number) => {
    for (let i = from; i <= to; i++) {
      const slide = slides[wrap(i)]
      if (near() && slide) loadImages(slide)
    }
  }
  api.on('select', () => {
    const first = firstSlide(api, api.selectedScrollSnap()) ?? 0
    load(first - 1, first + Math.round(track.offsetWidth / (slides[0]?.offsetWidth || track.offsetWidth)))
  })
  return () => {
    for (const i of shown) load(i - 1, i + 1)
  }
}
