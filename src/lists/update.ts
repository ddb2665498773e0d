import { announceContentAdded } from '@/ui/content-added'
import { flip, layoutMasonry, positions, scrollToList } from './motion'
import type { Answer, Sender } from './protocol'

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/**
 * Puts the endpoint's pieces in place of the list's: its items (added to for load-more), pagination,
 * controls, status and empty note. The items glide to their new places; the page runtime is told
 * about the new content.
 */
export function swapIn(
  root: HTMLElement,
  items: HTMLElement,
  answer: Answer,
  sender: Sender,
  masonry: boolean,
): void {
  const before = positions(items)
  if (sender === 'more') items.append(fragment(answer.html))
  else items.replaceChildren(fragment(answer.html))
  const pagination = root.querySelector('[data-list-pagination]')
  pagination?.replaceWith(fragment(answer.paginationHtml))
  const controls = root.querySelector('[data-list-controls]')
  if (controls && answer.controlsHtml) controls.replaceWith(fragment(answer.controlsHtml))
  const status = root.querySelector('[data-list-status]')
  if (status) status.textContent = answer.statusText
  root.querySelector<HTMLElement>('[data-list-empty]')?.toggleAttribute('hidden', items.children.length > 0)
  root.dataset.curPage = String(answer.currentPage)
  if (masonry) layoutMasonry(items)
  flip(items, before, masonry)
  announceContentAdded(items)
}

/** Which control a link is (so focus can return to its replacement after the controls are redrawn). */
export function controlKey(a: Element): string | null {
  for (const name of ['data-filter', 'data-by', 'data-sort', 'data-page']) {
    const value = a.getAttribute(name)
    if (value !== null) return `[${name}="${CSS.escape(value)}"]`
  }
  return a.hasAttribute('rel') ? `[rel="${a.getAttribute('rel')}"]` : null
}

/**
 * Where focus goes after an update: to the first item that arrived (load-more, when focus was on
 * the button or outside the list), to the first item with the list scrolled into view (pagination),
 * or back to the control that was used, redrawn (`focusKey`).
 */
export function refocus(
  root: HTMLElement,
  items: HTMLElement,
  sender: Sender,
  trigger: Element | null,
  focusKey: string | null,
  firstNew: number,
): void {
  if (sender === 'more') {
    // Keyboard users continue from the first item that arrived.
    const first = items.children[firstNew]?.querySelector<HTMLElement>('a')
    if (trigger === document.activeElement || !root.contains(document.activeElement))
      first?.focus({ preventScroll: true })
  } else if (sender === 'paginator') {
    scrollToList(root)
    items.querySelector<HTMLElement>('a')?.focus({ preventScroll: true })
  } else if (focusKey) root.querySelector<HTMLElement>(`[data-list-controls] ${focusKey}`)?.focus()
}
