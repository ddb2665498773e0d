/**
 * The pieces the preview's editing controls are drawn with (edit-bridge.ts, alt-editor.ts): styled
 * inline, so the page's own style sheets gain nothing, and marked `data-edit-ui`, so the bridge
 * tells its own controls from the page.
 */
export const COLOUR = '#1d4ed8'
export const UI = 'data-edit-ui'

export type Box = { top: number; left: number; width: number; height: number }

/** The element's box; a widget's mark has none of its own (display: contents), so its content's. */
export function boxOf(el: Element): Box | null {
  let rect: DOMRect
  if (getComputedStyle(el).display === 'contents') {
    const range = el.ownerDocument.createRange()
    range.selectNodeContents(el)
    rect = range.getBoundingClientRect()
  } else rect = el.getBoundingClientRect()
  if (rect.width === 0 && rect.height === 0) return null
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

/** The element to scroll to and focus: a mark without a box, its first child. */
export function bodyOf(el: Element): Element {
  return getComputedStyle(el).display === 'contents' ? (el.firstElementChild ?? el) : el
}

/** Not shown at this width: the row or something around it is display: none. */
export function isHidden(el: Element): boolean {
  for (let at: Element | null = bodyOf(el); at && at !== el.ownerDocument.body; at = at.parentElement) {
    if (getComputedStyle(at).display === 'none') return true
  }
  return false
}

export function styled<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag)
  el.setAttribute(UI, '')
  Object.assign(el.style, style)
  return el
}

export const BUTTON_STYLE: Partial<CSSStyleDeclaration> = {
  font: '600 13px/1.2 system-ui, sans-serif',
  color: '#fff',
  background: COLOUR,
  border: '1px solid #fff',
  borderRadius: '3px',
  padding: '4px 8px',
  minWidth: '32px',
  minHeight: '32px',
  cursor: 'pointer',
}

/** A toolbar button: `name` is what it says to a screen reader and in its tooltip, `text` is shown. */
export function button(doc: Document, name: string, onClick: () => void, text = name): HTMLButtonElement {
  const el = styled(doc, 'button', BUTTON_STYLE)
  el.type = 'button'
  el.textContent = text
  if (text !== name) {
    el.setAttribute('aria-label', name)
    el.title = name
  }
  el.addEventListener('click', (event) => {
    event.preventDefault()
    onClick()
  })
  return el
}
