import { SIMPLE_SLIDER } from '@/lib/constants'
import { startAutoplay } from '@/ui/slides/autoplay'
import { loadImages, watchImages } from '@/ui/slides/lazy-images'

export type SimpleSliderOptions = {
  /** Milliseconds between automatic changes; null when autoplay is off. */
  interval: number | null
  pause: string
  play: string
  imageFailed: string
}

/** docs/widgets.md: the editor's autoslide delay counts only above 999 ms; otherwise 5000 ms. */
export function autoslideDelay(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > SIMPLE_SLIDER.minAutoslideDelay
    ? Math.round(value)
    : SIMPLE_SLIDER.defaultAutoslideDelay
}

/**
 * The slideshow's island: previous and next (wrapping round), autoplay with its pause button,
 * and the change itself: the coming slide enters from the side it comes from (or fades in over
 * the leaving one) in CSS. Only the current slide is reachable; the others are inert.
 */
export function attachSimpleSlider(root: HTMLElement, options: SimpleSliderOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const track = root.querySelector<HTMLElement>('[data-slider-track]')
  const slides = [...(track?.children ?? [])].filter((el): el is HTMLElement => el instanceof HTMLElement)
  if (!track || slides.length < 2) return () => {}
  watchImages(root, options.imageFailed, signal)
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.dataset.state === 'current'),
  )

  const show = (target: number, direction: 1 | -1) => {
    const index = (target + slides.length) % slides.length
    const incoming = slides[index]
    const outgoing = slides[current]
    if (!incoming || !outgoing || index === current) return
    for (const slide of slides) if (slide.dataset.state === 'leaving') delete slide.dataset.state
    // Placed on the side it comes from without a transition, then brought in with one.
    incoming.style.transition = 'none'
    delete incoming.dataset.state
    incoming.dataset.side = direction > 0 ? 'after' : 'before'
    void incoming.offsetWidth
    incoming.style.transition = ''
    outgoing.dataset.side = direction > 0 ? 'before' : 'after'
    outgoing.dataset.state = 'leaving'
    incoming.dataset.state = 'current'
    outgoing.setAttribute('inert', '')
    incoming.removeAttribute('inert')
    current = index
    const following = slides[(index + direction + slides.length) % slides.length]
    if (following) loadImages(following)
  }

  const player = options.interval
    ? startAutoplay(
        root,
        {
          interval: options.interval,
          advance: () => show(current + 1, 1),
          toggle: root.querySelector<HTMLButtonElement>('[data-slider-rotation]'),
          pause: options.pause,
          play: options.play,
          onChange: (running) => track.setAttribute('aria-live', running ? 'off' : 'polite'),
        },
        signal,
      )
    : null
  const step = (direction: 1 | -1) => () => {
    player?.stop()
    show(current + direction, direction)
  }
  root.querySelector('[data-slider-prev]')?.addEventListener('click', step(-1), { signal })
  root.querySelector('[data-slider-next]')?.addEventListener('click', step(1), { signal })

  const view = new IntersectionObserver(([entry]) => {
    const inView = entry?.isIntersecting === true
    player?.pause('offscreen', !inView)
    const nextSlide = slides[(current + 1) % slides.length]
    if (inView && nextSlide) loadImages(nextSlide)
  })
  view.observe(root)
  root.dataset.ready = ''
  return () => {
    controller.abort()
    view.disconnect()
  }
}
