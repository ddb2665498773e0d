import type { CSSProperties } from 'react'
import { INFO_CIRCLE } from '@/lib/constants'
import { colourVars, cx } from '@/lib/css-vars'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { WidgetProps } from '../types'
import { InfoCircleBehaviour } from './InfoCircle.client'
import { Sheet, styles } from './info-circle.sheet'

const HIGHLIGHTS = new Set(['fill', 'ring', 'scale'])

/** Milliseconds between highlight moves; 0 when the editor turned rotation off or gave nonsense. */
export function rotationMs(autoRotate: boolean | null | undefined, seconds: unknown): number {
  if (autoRotate === false) return 0
  const s = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 3
  return s > 0 ? Math.round(Math.min(60, Math.max(1, s)) * 1000) : 0
}

export function InfoCircleWidget({ block }: WidgetProps<'infoCircle'>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (items.length === 0) return null
  const start =
    typeof block.startDegree === 'number' && Number.isFinite(block.startDegree) ? block.startDegree : 0
  const highlight = HIGHLIGHTS.has(block.highlightStyle ?? '') ? block.highlightStyle : 'fill'
  const style: CSSProperties = {
    ...colourVars({ 'ic-accent': block.accent, 'ic-circle': block.circleColour }),
    ['--ic-n' as string]: String(items.length),
    ['--ic-start' as string]: `${start}deg`,
    ['--ic-slide' as string]: `${INFO_CIRCLE.slideDurationSeconds}s`,
    ['--ic-launch-delay' as string]: `${INFO_CIRCLE.launchDelaySeconds}s`,
    ['--ic-launch' as string]: `${INFO_CIRCLE.launchDurationSeconds}s`,
  }
  return (
    <>
      <Sheet />
      <div className={cx(styles.root, styles[`hl-${highlight}`])} style={style}>
        <ul className={styles.items}>
          {items.map((item, i) => (
            <li
              key={item.id ?? i}
              className={styles.item}
              data-active={i === 0 ? '' : undefined}
              style={{ ['--i' as string]: String(i) }}
            >
              <button type="button" className={styles.dot} aria-current={i === 0 ? 'true' : undefined}>
                {isIconName(item.icon) ? <IconGlyph name={item.icon} size={26} /> : null}
                <span className="visually-hidden">{item.title}</span>
              </button>
              <div className={styles.content}>
                {/* The button already names the item to screen readers. */}
                <p className={styles.title} aria-hidden="true">
                  {item.title}
                </p>
                {item.text ? <p className={styles.text}>{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <InfoCircleBehaviour
          rotate={rotationMs(block.autoRotate, block.rotateSeconds)}
          initialWait={INFO_CIRCLE.initialWaitSeconds * 1000}
        />
      </div>
    </>
  )
}
