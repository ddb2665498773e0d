import type { EmblaCarouselType } from 'embla-carousel'

/** A slide counts as shown, and so reachable by Tab, when at least half of it is in view. */
const SHOWN = 0.5

/** A slide's index from a neighbour's: round the ends only when the carousel goes round. */
export type Wrap = (i: number) => number

/**
 * Keeps `shown` to the slides at least half in view. Out of view: out of the Tab order and the
 * accessibility tree; coming into view, the slides' live region (polite unless autoplay runs)
 * reads what appeared. `changed` runs after each report, until `signal` aborts.
 */
export function watchShown(
  viewport: HTMLElement,
  slides: HTMLElement[],
  shown: Set<number>,
  changed: () => void,
  signal: AbortSignal,
): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const slide = entry.target as HTMLElement
        const i = slides.indexOf(slide)
        const inView = entry.intersectionRatio >= SHOWN
        slide.toggleAttribute('inert', !inView)
        if (inView) shown.add(i)
        else shown.delete(i)
      }
      changed()
    },
    { root: viewport, threshold: SHOWN },
  )
  for (const slide of slides) observer.observe(slide)
  signal.addEventListener('abort', () => observer.disconnect())
}

/**
 * At rest, slides neither in view nor next to it are hidden (`data-far`: nothing to paint, no lazy
 * image to wait for); while the carousel moves (a drag, or on its way to a snap), all show, so none
 * appears late. Returns the re-check for a change of the slides in view.
 */
export function markFar(
  api: EmblaCarouselType,
  slides: HTMLElement[],
  shown: ReadonlySet<number>,
  wrap: Wrap,
): () => void {
  let moving = false
  const mark = () => {
    slides.forEach((slide, i) => {
      const close = [i - 1, i, i + 1].some((j) => shown.has(wrap(j)))
      slide.toggleAttribute('data-far', !moving && !close)
    })
  }
  const move = (on: boolean) => {
    moving = on
    mark()
  }
  api.on('select', () => {
    // A jump (reduced motion, a link on load) has settled before Embla announces the choice.
    const { location, target } = api.internalEngine()
    move(location.get() !== target.get())
  })
  api.on('settle', () => move(false))
  api.on('pointerDown', () => move(true))
  return () => {
    if (!moving) mark()
  }
}
