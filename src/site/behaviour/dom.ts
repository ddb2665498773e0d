/** Small DOM helpers shared by the behaviour modules. */

export function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** `root` itself (when it matches) and its descendants matching `selector`. */
export function within<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)]
  return root instanceof Element && root.matches(selector) ? [root as T, ...found] : found
}

/** A page-wide scan that re-runs over content added later (SPEC §1's ajax-complete re-layout). */
export type Scan = (root: ParentNode) => void
