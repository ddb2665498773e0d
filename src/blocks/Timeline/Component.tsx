import type { CSSProperties } from 'react'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { WidgetProps } from '../types'
import { DATE_TIME_PATTERN } from './config'
import { Sheet, styles } from './timeline.sheet'

/**
 * A vertical timeline: an ordered list, oldest first as the editor orders it. On a wide widget the
 * items alternate sides of the line, on a narrow one (a phone, a narrow column) they stack in one
 * column beside it; CSS decides both, no JavaScript.
 */
export function TimelineWidget({ block, ctx }: WidgetProps<'timeline'>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (items.length === 0) return null
  const Heading = block.headingLevel ?? 'h3'
  const style: CSSProperties = colourVars({
    'timeline-line': block.lineColour,
    'timeline-marker': block.markerColour,
    'timeline-marker-icon': block.markerIconColour,
    'timeline-card': block.cardBackground,
  })
  return (
    <>
      <Sheet />
      <div className={styles.root} style={style}>
        <ol className={cx(styles.list, block.layout !== 'start' && styles.alternate)}>
          {items.map((item, i) => {
            const dateTime = item.dateTime?.trim()
            const label = item.label?.trim()
            const image = typeof item.image === 'object' && item.image !== null ? item.image : null
            return (
              <li key={item.id ?? i} className={styles.item}>
                <span
                  className={cx(styles.marker, isIconName(item.icon) && styles.withIcon)}
                  aria-hidden="true"
                >
                  {isIconName(item.icon) ? <IconGlyph name={item.icon} size={20} /> : null}
                </span>
                <div className={styles.card}>
                  {label ? (
                    <p className={styles.label}>
                      {dateTime && DATE_TIME_PATTERN.test(dateTime) ? (
                        <time dateTime={dateTime}>{label}</time>
                      ) : (
                        label
                      )}
                    </p>
                  ) : null}
                  <Heading className={styles.title}>{item.title}</Heading>
                  {item.text ? <p className={styles.text}>{item.text}</p> : null}
                  {image ? (
                    <Img
                      media={image}
                      sizes="(min-width: 992px) 560px, 90vw"
                      className={styles.image}
                      loading={ctx.images}
                      editAlt={ctx.edit}
                    />
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </>
  )
}
