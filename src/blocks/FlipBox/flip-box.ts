import { TIMING } from '@/lib/constants'

export type FlipBoxOptions = { door: boolean }

const INTERACTIVE = 'a, button, input, select, textarea, summary, label, [tabindex]'

/**
 * Turns a server-rendered flip or door box. The title button turns it by keyboard (and by mouse
 * for the door); a tap anywhere on the box turns it on touch screens; a mouse turns the flip
 * style by hovering (CSS), since a click would leave it stuck when the pointer leaves. Right
 * after a tap turns the box, the back ignores taps for TIMING.touchLinkDelay, so the same (or a
 * double) tap cannot follow a link that has just appeared under the finger. Returns a cleanup.
 */
export function attachFlipBox(root: HTMLElement, { door }: FlipBoxOptions): () => void {
  const controller = new AbortController()
  const toggle = root.querySelector<HTMLButtonElement>('[data-flip-toggle]')
  let settle: ReturnType<typeof setTimeout> | undefined
  root.addEventListener(
    'click',
    (event) => {
      if (!toggle || root.hasAttribute('data-settling')) return
      const target = event.target as Element
      // Links and buttons on the back do their own thing.
      const control = target.closest(INTERACTIVE)
      if (!toggle.contains(target) && control && root.contains(control)) return
      const keyboard = event.detail === 0
      const touch = (event as PointerEvent).pointerType === 'touch' || !matchMedia('(hover: hover)').matches
      if (!door && !keyboard && !touch) return
      const turned = !root.hasAttribute('data-turned')
      root.toggleAttribute('data-turned', turned)
      toggle.setAttribute('aria-expanded', String(turned))
      if (turned && touch && !keyboard) {
        root.setAttribute('data-settling', '')
        clearTimeout(settle)
        settle = setTimeout(() => root.removeAttribute('data-settling'), TIMING.touchLinkDelay)
      }
    },
    { signal: controller.signal },
  )
  return () => {
    controller.abort()
    clearTimeout(settle)
  }
}
