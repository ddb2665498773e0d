/**
 * Tab stays inside the open lightbox (a modal dialog): past the last control it wraps to the first,
 * and Shift+Tab from the first (or from the dialog itself) to the last. Hidden, disabled and inert
 * parts (the slides beside the current one) are skipped, as the browser skips them.
 */

const CANDIDATES = 'a[href], button, input, select, textarea, iframe, video[controls], [tabindex]'

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
      element.checkVisibility({ visibilityProperty: true }),
  )
}

/** Moves focus for a Tab press when it would leave `root`; returns whether it did. */
export function trapTab(root: HTMLElement, backwards: boolean): boolean {
  const list = focusables(root)
  const first = list[0]
  const last = list.at(-1)
  if (!first || !last) {
    root.focus()
    return true
  }
  const active = document.activeElement
  const inside = active instanceof HTMLElement && list.includes(active)
  const edge = backwards ? first : last
  if (inside && active !== edge) return false
  ;(backwards ? last : first).focus()
  return true
}
