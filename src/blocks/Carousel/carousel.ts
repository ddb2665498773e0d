import type { EmblaCarouselType } from 'embla-carousel'
import { fragmentId } from '@/ui/fragment'
import type { Autoplay } from '@/ui/slides/autoplay'
import { watchImages } from '@/ui/slides/lazy-images'
import { wireControls } from './controls'
import { writeHashes } from './fragment-sync'
import { autoHeight, createEmbla } from './layout'
import type { CarouselOptions } from './options'
import { startRotation } from './rotation'
import { slideImages } from './slide-images'
import { snapOf } from './snaps'
import { startQueue } from './start-queue'
import { markFar, watchShown } from './visibility'

/**
 * Brings a server-rendered carousel to life with Embla. The server's layout is already final
 * (columns, gap and stage padding in CSS, a scroll-snap strip without JavaScript); Embla takes
 * over without moving it: in view at once, out of view after `initDelay`, or as it scrolls in.
 */
export function attachCarousel(root: HTMLElement, options: CarouselOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  const track = viewport?.firstElementChild
  if (!viewport || !(track instanceof HTMLElement)) return () => {}
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement)
  watchImages(root, options.imageFailed, signal)
  const hashSlide = (hash: string) => {
    const id = fragmentId(hash)
    return options.hashSync && id ? slides.findIndex((slide) => slide.dataset.hash === id) : -1
  }
  let embla: EmblaCarouselType | null = null
  let player: Autoplay | null = null
  let inView = false
  /** Within a screen's height of the visible page: its pictures may load (lazy load on demand). */
  let near = false
  let loadNear = () => {}

  // Embla takes over, at the slide the address names or where the visitor had scrolled the strip;
  // the slides' states, the controls, the address and autoplay follow it.
  const start = () => {
    if (embla) return
    queue.remove()
    const target = hashSlide(location.hash)
    // A visitor may have scrolled the scroll-snap strip before the script arrived.
    const scrolled = Math.round(viewport.scrollLeft / (slides[0]?.offsetWidth || 1))
    viewport.scrollLeft = 0
    const shown = new Set<number>()
    const fitHeight = options.autoHeight ? autoHeight(viewport, track, slides, shown) : () => {}
    root.dataset.ready = ''
    const api = createEmbla(viewport, track, slides, options, signal)
    embla = api
    // Any interaction (a control, a drag or swipe) stops autoplay until the visitor presses play.
    const interaction = () => player?.stop()
    // A slide's neighbours: round the ends only when the carousel goes round.
    const wrap = (i: number) => (options.loop ? (i + slides.length) % slides.length : i)
    const markChanged = markFar(api, slides, shown, wrap)
    loadNear = slideImages(api, track, slides, shown, wrap, () => near)
    const changed = () => {
      loadNear()
      fitHeight()
      markChanged()
    }
    watchShown(viewport, slides, shown, changed, signal)
    wireControls(root, slides, api, interaction, signal)
    if (options.hashSync) writeHashes(api, slides, hashSlide)
    api.on('pointerDown', interaction)

    if (target >= 0) {
      api.scrollTo(snapOf(api, target), true)
      root.scrollIntoView({ block: 'start' })
    } else if (scrolled > 0) api.scrollTo(snapOf(api, scrolled), true)

    player = startRotation(root, track, api, options, signal)
    player?.pause('offscreen', !inView)
  }

  const queue = startQueue(start)

  const view = new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting === true
    player?.pause('offscreen', !inView)
  })
  view.observe(root)
  const nearby = new IntersectionObserver(
    ([entry]) => {
      near = entry?.isIntersecting === true
      if (near) {
        start()
        loadNear()
      } else if (!embla) queue.add()
    },
    { rootMargin: '100% 0px' },
  )
  nearby.observe(root)
  // A link to one of its slides starts it straight away.
  if (hashSlide(location.hash) >= 0) start()
  addEventListener(
    'hashchange',
    () => {
      const slide = hashSlide(location.hash)
      if (slide < 0) return
      // Not started yet: starting goes there.
      if (!embla) return start()
      player?.stop()
      embla.scrollTo(snapOf(embla, slide))
      root.scrollIntoView({ block: 'start' })
    },
    { signal },
  )

  return () => {
    controller.abort()
    view.disconnect()
    nearby.disconnect()
    queue.remove()
  }
}
