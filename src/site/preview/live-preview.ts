import { SAVED_MESSAGE } from '@/lib/preview-saved'
import { EDITING_ATTRIBUTE, EDITING_DONE } from './editing-hold'

/**
 * The page side of Payload's live preview. The admin shows the page in an iframe beside the
 * editor; once the page says it is ready, the admin posts `payload-document-event` after every
 * save and autosave, and the page then renders itself again from the saved draft. Messages from
 * any other origin than the admin's (our own) are ignored. In the admin's frame the page also
 * starts visual editing (edit-bridge.ts); a save that comes while the editor types a text in place
 * refreshes once the typing ends (editing-hold.ts).
 */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const

type Target = Pick<Window, 'postMessage'>

export function listenForSaves(win: Window, refresh: () => void): () => void {
  const admin: Target | null = win.opener ?? (win.parent !== win ? win.parent : null)
  if (!admin) return () => {}
  const origin = win.location.origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== SAVED_MESSAGE.type)
      return
    if (win.document.documentElement.hasAttribute(EDITING_ATTRIBUTE)) waiting = true
    else refresh()
  }
  let waiting = false
  const onEditingDone = () => {
    if (!waiting) return
    waiting = false
    refresh()
  }
  win.addEventListener('message', onMessage)
  win.addEventListener(EDITING_DONE, onEditingDone)
  admin.postMessage(READY_MESSAGE, origin)
  // Beside the admin (in its frame, or in a window it opened), a page with layout marks also gets
  // the visual editing bridge, a chunk of its own. Started here, not by the page-wide behaviour: public pages' code stays as
  // it was without it.
  let stopBridge = () => {}
  let stopped = false
  if (win.document.querySelector('[data-edit]')) {
    void import('./edit-bridge').then(({ startEditBridge }) => {
      if (!stopped) stopBridge = startEditBridge(win)
    })
  }
  return () => {
    stopped = true
    stopBridge()
    win.removeEventListener('message', onMessage)
    win.removeEventListener(EDITING_DONE, onEditingDone)
  }
}
