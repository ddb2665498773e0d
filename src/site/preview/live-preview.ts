/**
 * The page side of Payload's live preview. The admin shows the page in an iframe beside the
 * editor; once the page says it is ready, the admin posts `payload-document-event` after every
 * save and autosave, and the page then renders itself again from the saved draft. Messages from
 * any other origin than the admin's (our own) are ignored.
 */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const
const SAVED = 'payload-document-event'

type Target = Pick<Window, 'postMessage'>

export function listenForSaves(win: Window, refresh: () => void): () => void {
  const admin: Target | null = win.opener ?? (win.parent !== win ? win.parent : null)
  if (!admin) return () => {}
  const origin = win.location.origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const data: unknown = event.data
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SAVED) refresh()
  }
  win.addEventListener('message', onMessage)
  admin.postMessage(READY_MESSAGE, origin)
  return () => win.removeEventListener('message', onMessage)
}
