/**
 * docs/page.md's "ajax-complete" re-layout as a typed DOM event: a widget that appends markup later
 * (a load-more list, say) announces it, and the page runtime gives the new content its lazy
 * images, entrance animations, anchors and markers. Kept free of imports so widgets pay nothing.
 */
export const CONTENT_ADDED = 'site:content-added'

export type ContentAddedDetail = { root: ParentNode }

declare global {
  interface DocumentEventMap {
    'site:content-added': CustomEvent<ContentAddedDetail>
  }
}

export function announceContentAdded(root: ParentNode): void {
  document.dispatchEvent(new CustomEvent(CONTENT_ADDED, { detail: { root } }))
}

/** Calls `handler` with each added root; returns a function that stops listening. */
export function onContentAdded(handler: (root: ParentNode) => void, signal?: AbortSignal): () => void {
  const listener = (event: CustomEvent<ContentAddedDetail>) => handler(event.detail.root)
  document.addEventListener(CONTENT_ADDED, listener, { signal })
  return () => document.removeEventListener(CONTENT_ADDED, listener)
}
