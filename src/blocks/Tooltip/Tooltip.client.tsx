'use client'

import { TOOLTIP } from '@/lib/constants'
import { Island } from '../Island'

/**
 * Wires every `[data-tip]` in its parent to the tooltip state machine (loaded only where tooltips
 * render). Until then, and without JavaScript, tooltips open by CSS on hover and focus.
 */
export function TooltipBehaviour({
  delay = TOOLTIP.delay,
  speed = TOOLTIP.speed,
}: {
  delay?: number
  speed?: number
}) {
  return (
    <Island
      load={() => import('./tooltip').then((m) => m.attachTooltips)}
      options={{
        delay,
        speed,
        tolerance: TOOLTIP.interactiveTolerance,
        positionCheck: TOOLTIP.positionCheck,
        arrowOffset: TOOLTIP.arrowOffset,
      }}
    />
  )
}
