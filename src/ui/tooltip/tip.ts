import type { CSSProperties } from 'react'
import { TOOLTIP } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'

/** Custom properties every tooltip reads: its colours and the transition length. */
export function tipStyle(speed: number, background?: string | null, text?: string | null): CSSProperties {
  return {
    ...colourVars({ 'tip-bg': background, 'tip-text': text }),
    ['--tip-speed' as string]: `${speed}ms`,
    ['--tip-offset' as string]: `${TOOLTIP.arrowOffset}px`,
  }
}

/** When the tooltip state machine (./tooltip.ts) moves, from docs/widgets.md. */
export type TipTiming = {
  /** Hover or focus to appearing. */
  delay: number
  /** Length of the appearing and disappearing transitions. */
  speed: number
  /** How long the pointer may be off trigger and tooltip before it starts to disappear. */
  tolerance: number
  /** How often an open tooltip re-checks that it fits the viewport. */
  positionCheck: number
  /** Closest the arrow comes to the bubble's edge when the bubble is shifted to fit. */
  arrowOffset: number
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
