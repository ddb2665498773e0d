import { useId } from 'react'
import { TOOLTIP } from '@/lib/constants'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import { TooltipBehaviour } from '@/ui/tooltip/Tooltip.client'
import { tipStyle, tipTiming } from '@/ui/tooltip/tip'
import { Sheet, styles } from '@/ui/tooltip/tooltip.sheet'
import type { WidgetProps } from '../types'

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
    <>
      <Sheet />
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
    </>
  )
}
