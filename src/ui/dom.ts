/** Small DOM helpers shared by the behaviour modules. */

/** The visitor's wish for less motion, as a media query (a listener can watch it change). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** True when the visitor asks for less motion: no animation, no rotation, instant scroll. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches
}

/** `root` itself (when it matches) and its descendants matching `selector`. */
export function within<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)]
  return root instanceof Element && root.matches(selector) ? [root as T, ...found] : found
}

/** A page-wide scan that re-runs over content added later (docs/page.md's ajax-complete re-layout). */
export type Scan = (root: ParentNode) => void
