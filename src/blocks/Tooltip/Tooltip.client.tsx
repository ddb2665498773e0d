'use client'

import { TOOLTIP } from '@/lib/constants'
import { attachTooltip } from './tooltip'

type Props = { delay?: number; speed?: number }

/**
 * Renders nothing visible: on hydration it wires every `[data-tip]` in its parent element to the
 * tooltip state machine. Tooltips keep their hover and focus CSS fallback without JavaScript.
 */
export function TooltipBehaviour({ delay = TOOLTIP.delay, speed = TOOLTIP.speed }: Props) {
  const attach = (marker: HTMLElement | null) => {
    const root = marker?.parentElement
    if (!root) return
    const timing = {
      delay,
      speed,
      tolerance: TOOLTIP.interactiveTolerance,
      positionCheck: TOOLTIP.positionCheck,
      arrowOffset: TOOLTIP.arrowOffset,
    }
    const detach = [...root.querySelectorAll<HTMLElement>('[data-tip]')].map((wrap) =>
      attachTooltip(wrap, timing),
    )
    return () => {
      for (const off of detach) off()
    }
  }
  return <span hidden ref={attach} />
}
