/**
 * What tells whether a page needs the anchors' code (src/ui/anchors.ts) yet, kept apart from that
 * code: the page-wide runtime asks on every page and loads it only where the answer is yes.
 */

/** `#!/{id}` (docs/page.md, Anchors): a fragment the anchors scroll to. */
export function isBang(hash: string): boolean {
  return hash.startsWith('#!/') && hash.length > 3
}

/** A link to a place on this very page (another query string, such as a list's state, is another page). */
export function inPage(a: HTMLAnchorElement): boolean {
  return (
    a.origin === location.origin &&
    a.pathname === location.pathname &&
    a.search === location.search &&
    a.hash.length > 1
  )
}

/** A menu link to a place on this page under `root`: the scroll spy follows it from the start. */
export function hasMenuAnchors(root: ParentNode): boolean {
  return [...root.querySelectorAll<HTMLAnchorElement>('nav a[href*="#"]')].some(inPage)
}

/** The `#!/` link (to this page) an event happened on, if any. */
export function bangLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const a = target instanceof Element ? target.closest('a') : null
  return a && inPage(a) && isBang(a.hash) ? a : null
}
