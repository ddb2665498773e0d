/**
 * Address fragments for the disclosure widgets (docs/widgets.md): accordions and tabs open the item or tab
 * holding the element an `#id` (or `#!/id`) fragment names, on load, on hashchange and on in-page
 * link clicks. Kept free of imports so each island pays only for these few lines.
 */

/** The id a fragment points at: `#id` or `#!/id`; null for none and for `#!/up`. */
export function fragmentId(hash: string): string | null {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (raw.startsWith('!/')) raw = raw.slice(2)
  if (raw === '' || raw === 'up') return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Calls `open(target)` with the element the current fragment names (on load), after each
 * hashchange, and before the browser follows an in-page link (so the target is visible when it
 * scrolls there). `open` returns true when it revealed something; on load the page then scrolls
 * to the target, which was hidden when the browser first looked for it.
 */
export function watchFragment(open: (target: Element) => boolean, signal: AbortSignal): void {
  const run = (hash: string): boolean => {
    const id = fragmentId(hash)
    const target = id ? document.getElementById(id) : null
    return target ? open(target) : false
  }
  const target = () => document.getElementById(fragmentId(location.hash) ?? '')
  if (run(location.hash)) {
    // Nested containers each open their part first (their effects run in one task), then scroll.
    requestAnimationFrame(() => target()?.scrollIntoView({ block: 'start' }))
  }
  addEventListener('hashchange', () => run(location.hash), { signal })
  document.addEventListener(
    'click',
    (event) => {
      const a = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
      if (!(a instanceof HTMLAnchorElement)) return
      if (a.origin !== location.origin || a.pathname !== location.pathname) return
      run(a.hash)
    },
    { signal },
  )
}

/** Reveal `panel` the way find-in-page can (`hidden="until-found"`), or hide it that way. */
export function setHidden(panel: HTMLElement, hidden: boolean): void {
  if (hidden) panel.setAttribute('hidden', 'until-found')
  else panel.removeAttribute('hidden')
}
