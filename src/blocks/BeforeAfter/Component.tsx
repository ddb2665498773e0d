import type { CSSProperties } from 'react'
import { format } from '@/i18n/strings'
import { BEFORE_AFTER } from '@/lib/constants'
import { cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import type { Media } from '@/payload-types'
import type { WidgetProps } from '../types'
import { BeforeAfterBehaviour } from './BeforeAfter.client'
import { compareValueText, sliderValue, startOffset } from './before-after'
import { Sheet, styles } from './before-after.sheet'
import { beforeAfterStrings } from './strings'

/**
 * Two pictures of the same view, the before one clipped at the handle (docs/widgets.md). The
 * server renders the start position (a custom property the clip and the handle read) in a frame
 * sized from the after picture's dimensions, so nothing moves when the island starts; without
 * JavaScript the comparison stays at that position.
 */
export function BeforeAfterWidget({ block, ctx }: WidgetProps<'beforeAfter'>) {
  const before = typeof block.before === 'object' ? block.before : null
  const after = typeof block.after === 'object' ? block.after : null
  if (!before?.url || !after?.url) return null
  const own = beforeAfterStrings(ctx.locale)
  const orientation = block.orientation === 'vertical' ? 'vertical' : BEFORE_AFTER.orientation
  const mode = block.mode === 'follow' ? 'follow' : 'drag'
  const position = startOffset(block.offset)
  const beforeLabel = block.beforeLabel?.trim() || own.beforeAfterBefore
  const afterLabel = block.afterLabel?.trim() || own.beforeAfterAfter
  const caption = block.caption?.trim()
  const valueText = format(own.beforeAfterValue, { before: beforeLabel, after: afterLabel })
  const style: CSSProperties = {
    ['--ba-pos' as string]: `${position * 100}%`,
    aspectRatio: after.width && after.height ? `${after.width} / ${after.height}` : undefined,
  }
  const sizes = '(min-width: 1200px) 1200px, 100vw'
  // A picture with its label; called, not mounted, so the page's markup is that of two plain layers.
  const layer = (side: 'before' | 'after', media: Media, label: string) => (
    <div className={cx(styles.layer, styles[side])}>
      <Img media={media} sizes={sizes} className={styles.image} loading={ctx.images} editAlt={ctx.edit} />
      <span className={styles.label}>{label}</span>
    </div>
  )
  return (
    <>
      <Sheet />
      <figure className={styles.root}>
        <div
          className={cx(styles.frame, styles[orientation])}
          style={style}
          data-before-after={mode}
          data-state="idle"
        >
          {layer('before', before, beforeLabel)}
          {layer('after', after, afterLabel)}
          <div
            className={styles.handle}
            role="slider"
            tabIndex={0}
            aria-label={caption || own.beforeAfterSlider}
            aria-orientation={orientation}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sliderValue(position, orientation)}
            aria-valuetext={compareValueText(valueText, position, ctx.locale)}
          >
            <span className={styles.knob} aria-hidden="true" />
          </div>
          <BeforeAfterBehaviour
            orientation={orientation}
            mode={mode}
            valueText={valueText}
            locale={ctx.locale}
          />
        </div>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </>
  )
}
