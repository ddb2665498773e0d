import { MEDIA } from '@/lib/constants'

export type VimeoStopOptions = { start: number; stop: number; loop: boolean }

const PLAYER_ORIGIN = 'https://player.vimeo.com'
/** Between tries to reach a player that has not answered yet (at most MEDIA.videoApiRetryCap tries). */
const RETRY_INTERVAL = 250

type PlayerMessage = { event?: unknown; data?: { seconds?: unknown } }

function parse(data: unknown): PlayerMessage | null {
  if (typeof data === 'string') {
    try {
      return parse(JSON.parse(data))
    } catch {
      return null
    }
  }
  return data && typeof data === 'object' ? (data as PlayerMessage) : null
}

/**
 * Talks to one Vimeo player through its postMessage API: asks for `timeupdate` events until the
 * player answers (a loading player misses messages; docs/widgets.md caps the tries at
 * MEDIA.videoApiRetryCap), then at the stop time seeks back to the start, or pauses when the
 * background does not loop.
 */
function controlPlayer(iframe: HTMLIFrameElement, { start, stop, loop }: VimeoStopOptions): () => void {
  // As JSON text, which every version of the player reads (its own player.js sends objects now).
  const send = (method: string, value?: string | number) =>
    iframe.contentWindow?.postMessage(JSON.stringify({ method, value }), PLAYER_ORIGIN)
  const listen = () => send('addEventListener', 'timeupdate')
  let tries = 0
  let answered = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const retry = () => {
    if (answered || tries >= MEDIA.videoApiRetryCap) return
    tries++
    listen()
    timer = setTimeout(retry, RETRY_INTERVAL)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== PLAYER_ORIGIN || event.source !== iframe.contentWindow) return
    const message = parse(event.data)
    if (!message) return
    if (!answered) {
      answered = true
      clearTimeout(timer)
    }
    // A player that has just become ready may have dropped the earlier request.
    if (message.event === 'ready') listen()
    const seconds = message.data?.seconds
    if (message.event !== 'timeupdate' || typeof seconds !== 'number' || seconds < stop) return
    if (loop) send('setCurrentTime', start)
    else send('pause')
  }
  window.addEventListener('message', onMessage)
  retry()
  return () => {
    clearTimeout(timer)
    window.removeEventListener('message', onMessage)
  }
}

/**
 * A Vimeo background's stop time: its address carries the start (`#t=`) but no end. The iframe
 * comes and goes with consent (ConsentFrame), so the player is followed as it appears.
 */
export function attachVimeoStop(root: HTMLElement, options: VimeoStopOptions): () => void {
  let current: { iframe: HTMLIFrameElement; release: () => void } | null = null
  const scan = () => {
    const iframe = root.querySelector<HTMLIFrameElement>(`iframe[src^="${PLAYER_ORIGIN}/"]`)
    if (iframe === current?.iframe) return
    current?.release()
    current = iframe ? { iframe, release: controlPlayer(iframe, options) } : null
  }
  const observer = new MutationObserver(scan)
  observer.observe(root, { childList: true, subtree: true })
  scan()
  return () => {
    observer.disconnect()
    current?.release()
  }
}
