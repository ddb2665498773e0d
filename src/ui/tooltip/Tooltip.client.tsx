'use client'

import { Island } from '@/ui/Island'
import type { TipTiming } from './tip'

/**
 * Wires every `[data-tip]` in its parent to the tooltip state machine (loaded only where tooltips
 * render). Until then, and without JavaScript, tooltips open by CSS on hover and focus.
 */
export function TooltipBehaviour(timing: TipTiming) {
  return <Island load={() => import('./tooltip').then((m) => m.attachTooltips)} options={timing} />
}
