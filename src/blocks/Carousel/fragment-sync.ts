import type { EmblaCarouselType } from 'embla-carousel'
import { firstSlide } from './snaps'

/**
 * docs/widgets.md hash sync: from now on the shown slide's hash goes into the address, replacing (not
 * adding) a history entry; a slide without one clears a fragment that names another (`hashSlide`).
 */
export function writeHashes(
  api: EmblaCarouselType,
  slides: HTMLElement[],
  hashSlide: (hash: string) => number,
): void {
  api.on('select', () => {
    const snap = api.selectedScrollSnap()
    const hash = slides[firstSlide(api, snap) ?? snap]?.dataset.hash
    if (hash) history.replaceState(history.state, '', `#${hash}`)
    else if (hashSlide(location.hash) >= 0)
      history.replaceState(history.state, '', location.pathname + location.search)
  })
}
