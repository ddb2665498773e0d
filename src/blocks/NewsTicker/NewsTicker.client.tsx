'use client'

import type { TickerOptions } from './news-ticker'

/**
 * Renders nothing visible. On hydration it loads the ticker code (its own chunk, so pages
 * without a ticker never download it) for the ticker it sits in.
 */
export function TickerBehaviour(options: TickerOptions) {
  const attach = (marker: HTMLElement | null) => {
    const root = marker?.parentElement
    if (!root) return
    let off: (() => void) | undefined
    let gone = false
    import('./news-ticker').then(({ attachTicker }) => {
      if (!gone) off = attachTicker(root, options)
    })
    return () => {
      gone = true
      off?.()
    }
  }
  return <span hidden ref={attach} />
}
