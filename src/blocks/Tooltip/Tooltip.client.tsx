'use client'

import { TOOLTIP } from '@/lib/constants'

type Props = { delay?: number; speed?: number }

/**
 * Renders nothing visible. On hydration it loads the tooltip state machine (its own chunk, so
 * pages without tooltips never download it) and wires every `[data-tip]` in its parent element.
 * Until then, and without JavaScript, tooltips open by CSS on hover and focus.
 */
export function TooltipBehaviour({ delay = TOOLTIP.delay, speed = TOOLTIP.speed }: Props) {
  const attach = (marker: HTMLElement | null) => {
    const root = marker?.parentElement
    if (!root) return
    let off: (() => void) | undefined
    let gone = false
    import('./tooltip').then(({ attachTooltips }) => {
      if (gone) return
      off = attachTooltips(root, {
        delay,
        speed,
        tolerance: TOOLTIP.interactiveTolerance,
        positionCheck: TOOLTIP.positionCheck,
        arrowOffset: TOOLTIP.arrowOffset,
      })
    })
    return () => {
      gone = true
      off?.()
    }
  }
  return <span hidden ref={attach} />
}
