/**
 * While a request runs the list is aria-busy; a load-more button that asked says so too, is
 * aria-disabled and shows its loading label, then its own again.
 */
export function setBusy(root: HTMLElement, busy: boolean, more: HTMLAnchorElement | null): void {
  if (busy) root.setAttribute('aria-busy', 'true')
  else root.removeAttribute('aria-busy')
  if (more) {
    more.setAttribute('aria-busy', String(busy))
    more.setAttribute('aria-disabled', String(busy))
    const label = busy ? more.dataset.loadingLabel : more.dataset.idleLabel
    if (busy) more.dataset.idleLabel = more.textContent ?? ''
    if (label) more.textContent = label
  }
}
