import type { CSSProperties } from 'react'
import { TOOLTIP } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import type { TipTiming } from './tooltip'

/** Custom properties every tooltip reads: its colours and the transition length. */
export function tipStyle(speed: number, background?: string | null, text?: string | null): CSSProperties {
  return {
    ...colourVars({ 'tip-bg': background, 'tip-text': text }),
    ['--tip-speed' as string]: `${speed}ms`,
    ['--tip-offset' as string]: `${TOOLTIP.arrowOffset}px`,
  }
}

/**
 * The state machine's timing from docs/widgets.md, passed to the island from here: what a client module
 * imports from the constants module ships with the page-wide runtime that shares it.
 */
export function tipTiming(delay: number, speed: number): TipTiming {
  return {
    delay,
    speed,
    tolerance: TOOLTIP.interactiveTolerance,
    positionCheck: TOOLTIP.positionCheck,
    arrowOffset: TOOLTIP.arrowOffset,
  }
}
