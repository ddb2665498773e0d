import type { EmblaCarouselType } from 'embla-carousel'
import { groups } from './snaps'

/**
 * The picker (APG grouped carousel: one button per scroll snap, named by the first slide it
 * shows) and previous and next, kept in step with Embla. Using any of them is an `interaction`
 * (it stops autoplay). Fewer than two snaps: the picker hides and the carousel is static.
 */
export function wireControls(
  root: HTMLElement,
  slides: HTMLElement[],
  api: EmblaCarouselType,
  interaction: () => void,
  signal: AbortSignal,
): void {
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]')
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]')
  const dots = root.querySelector<HTMLElement>('[data-carousel-dots]')
  const buildDots = () => {
    const count = api.scrollSnapList().length
    root.toggleAttribute('data-static', count < 2)
    if (!dots) return
    dots.replaceChildren(
      ...groups(api).map((group, snap) => {
        const dot = document.createElement('button')
        dot.type = 'button'
        const first = slides[group[0] ?? snap]
        if (first?.id) dot.setAttribute('aria-labelledby', first.id)
        dot.addEventListener(
          'click',
          () => {
            if (snap === api.selectedScrollSnap()) return
            interaction()
            api.scrollTo(snap)
          },
          { signal },
        )
        return dot
      }),
    )
    dots.hidden = count < 2
  }
  const showState = () => {
    const snap = api.selectedScrollSnap()
    // APG grouped carousel: the picker of the shown slide is aria-disabled, not disabled, so it
    // stays in the Tab sequence.
    dots?.querySelectorAll('button').forEach((dot, i) => {
      dot.setAttribute('aria-disabled', String(i === snap))
    })
    prev?.setAttribute('aria-disabled', String(!api.canScrollPrev()))
    next?.setAttribute('aria-disabled', String(!api.canScrollNext()))
  }
  api.on('select', showState)
  api.on('reInit', () => {
    buildDots()
    showState()
  })
  buildDots()
  showState()

  const step = (control: HTMLButtonElement | null, move: () => void) =>
    control?.addEventListener(
      'click',
      () => {
        if (control.getAttribute('aria-disabled') === 'true') return
        interaction()
        move()
      },
      { signal },
    )
  step(prev, () => api.scrollPrev())
  step(next, () => api.scrollNext())
}
