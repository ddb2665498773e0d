import { type CSSProperties, useId } from 'react'
import { TOOLTIP } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { WidgetProps } from '../types'
import { TooltipBehaviour } from './Tooltip.client'
import type { TipTiming } from './tooltip'
import styles from './tooltip.module.css'

/** Custom properties every tooltip reads: its colours and the transition length. */
export function tipStyle(speed: number, background?: string | null, text?: string | null): CSSProperties {
  return {
    ...colourVars({ 'tip-bg': background, 'tip-text': text }),
    ['--tip-speed' as string]: `${speed}ms`,
    ['--tip-offset' as string]: `${TOOLTIP.arrowOffset}px`,
  }
}

/**
 * The state machine's timing from SPEC §9, passed to the island from here: what a client module
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

export function TooltipWidget({ block }: WidgetProps<'tooltip'>) {
  const id = useId()
  const label = block.label?.trim()
  const tooltip = block.tooltip?.trim()
  if (!label) return null
  const icon = block.trigger === 'icon' && isIconName(block.icon) ? block.icon : null
  const trigger = icon ? (
    <button
      type="button"
      className={styles.icon}
      aria-label={label}
      aria-describedby={tooltip ? id : undefined}
    >
      <IconGlyph name={icon} size={20} />
    </button>
  ) : (
    <button type="button" className={styles.term} aria-describedby={tooltip ? id : undefined}>
      {label}
    </button>
  )
  return (
    <p className={styles.root}>
      {block.text ? `${block.text.trim()} ` : null}
      {tooltip ? (
        <span
          className={styles.wrap}
          data-tip=""
          data-placement={block.placement === 'bottom' ? 'bottom' : 'top'}
          style={tipStyle(TOOLTIP.speed, block.background, block.textColour)}
        >
          {trigger}
          <span role="tooltip" id={id} className={styles.tip}>
            {tooltip}
          </span>
        </span>
      ) : (
        label
      )}
      {block.textAfter ? ` ${block.textAfter.trim()}` : null}
      {tooltip ? <TooltipBehaviour {...tipTiming(TOOLTIP.delay, TOOLTIP.speed)} /> : null}
    </p>
  )
}
