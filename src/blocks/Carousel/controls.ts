import type { EmblaCarouselType } from 'embla-carousel'
import { groups } from './snaps'

/**
 * APG grouped carousel: a control that cannot act (the picker of the shown slide, an arrow at an
 * end) is aria-disabled, not disabled, so it stays in the Tab sequence.
 */
function disable(control: Element | null, disabled: boolean): void {
  control?.setAttribute('aria-disabled', String(disabled))
}

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
    dots?.querySelectorAll('button').forEach((dot, i) => {
      disable(dot, i === snap)
    })
    disable(prev, !api.canScrollPrev())
    disable(next, !api.canScrollNext())
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
