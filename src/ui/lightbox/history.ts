import { baseFragment, buildFragment, indexForPid, parseFragment } from './fragment'

/** What the history sync needs of the lightbox (PhotoSwipe is one). */
export type Viewer = {
  readonly currIndex: number
  goTo(index: number): void
  close(): void
  on(name: 'change' | 'close', listener: () => void): void
}

type HistoryOptions = {
  gid: number
  /** Every item's pid, in order (the array grows when a list appends items while open). */
  pids: readonly string[]
  custom: boolean
  /** Opened from the address: its entry already names the picture, so nothing is pushed. */
  fromUrl: boolean
  minFragmentLength: number
}

export type HistorySync = {
  /** Settles once closing has finished with the history. */
  settled: Promise<void>
  /** The page is going away (a navigation closes it): leave the history alone. */
  abandon: () => void
}

/** How long closing waits for `history.back()` to land before the next open may go ahead. */
const BACK_TIMEOUT = 1000

function addressWith(fragment: string): string {
  return `${location.pathname}${location.search}${fragment ? `#${fragment}` : ''}`
}

/**
 * Keeps the address in step with the lightbox (what PhotoSwipe 4's history module did): opening
 * pushes one entry naming the picture, moving between pictures replaces it, and going back to the
 * original address (Back) closes the lightbox. Closing otherwise takes the pushed entry off again,
 * or, when the page was opened at the picture, puts the original address back without a new entry.
 * Entries go through `history.pushState`, which Next's router follows.
 */
export function syncHistory(viewer: Viewer, options: HistoryOptions): HistorySync {
  const { gid, pids, custom, fromUrl, minFragmentLength } = options
  const original = baseFragment(location.hash)
  let pushed = false
  let closedByAddress = false

  viewer.on('change', () => {
    const fragment = buildFragment(original, gid, pids[viewer.currIndex] ?? String(viewer.currIndex + 1))
    if (location.hash === `#${fragment}`) return
    if (fromUrl || pushed) history.replaceState(null, '', addressWith(fragment))
    else {
      history.pushState(null, '', addressWith(fragment))
      pushed = true
    }
  })

  const onAddressChange = () => {
    const target =
      location.hash.slice(1) === original ? null : parseFragment(location.hash, minFragmentLength)
    const index = target?.gid === gid ? indexForPid(target.pid, pids, custom) : null
    if (index === null) {
      closedByAddress = true
      viewer.close()
    } else if (index !== viewer.currIndex) viewer.goTo(index)
  }
  const controller = new AbortController()
  window.addEventListener('popstate', onAddressChange, { signal: controller.signal })
  window.addEventListener('hashchange', onAddressChange, { signal: controller.signal })

  const settled = new Promise<void>((resolve) => {
    viewer.on('close', () => {
      controller.abort()
      if (closedByAddress || !pushed) {
        if (!closedByAddress) history.replaceState(null, '', addressWith(original))
        resolve()
        return
      }
      const timer = setTimeout(resolve, BACK_TIMEOUT)
      window.addEventListener(
        'popstate',
        () => {
          clearTimeout(timer)
          resolve()
        },
        { once: true },
      )
      history.back()
    })
  })
  return {
    settled,
    abandon: () => {
      closedByAddress = true
    },
  }
}
