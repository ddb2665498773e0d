import type { SuggestOptions } from '@/site/search/suggest/contract'

/**
 * The header search's suggestions load the first time its panel opens: every page carries only
 * this listener, and the combobox is a chunk of its own (src/site/search/suggest/). `toggle` does
 * not bubble, hence the capturing listener on the document.
 */
export function initSearchSuggest(signal: AbortSignal): void {
  const started = new WeakSet<HTMLElement>()
  const load = (panel: HTMLElement) => {
    if (started.has(panel) || !panel.dataset.suggest) return
    started.add(panel)
    const options = JSON.parse(panel.dataset.suggest) as SuggestOptions
    import('@/site/search/suggest/combobox')
      .then(({ attachSuggest }) => {
        const detach = signal.aborted ? undefined : attachSuggest(panel, options)
        if (detach) signal.addEventListener('abort', detach)
      })
      // Offline, say: the plain form still works, and the next opening tries again.
      .catch(() => started.delete(panel))
  }
  document.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target
      if (
        event.newState === 'open' &&
        panel instanceof HTMLElement &&
        panel.hasAttribute('data-search-panel')
      )
        load(panel)
    },
    { capture: true, signal },
  )
  // The popover opens without JavaScript, so it may be open before this runs.
  for (const panel of document.querySelectorAll<HTMLElement>('[data-search-panel]')) {
    try {
      if (panel.matches(':popover-open')) load(panel)
    } catch {
      // A browser without popovers has no `:popover-open` and no open panel either.
    }
  }
}
