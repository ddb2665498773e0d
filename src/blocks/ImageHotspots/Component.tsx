import { useId } from 'react'
import { TOOLTIP } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { TooltipBehaviour } from '@/ui/tooltip/Tooltip.client'
import { tipStyle, tipTiming } from '@/ui/tooltip/tip'
import { Sheet as TipSheet, styles as tip } from '@/ui/tooltip/tooltip.sheet'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './image-hotspots.sheet'

const clampPercent = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50

export function ImageHotspotsWidget({ block, ctx }: WidgetProps<'imageHotspots'>) {
  const id = useId()
  const image = typeof block.image === 'object' && block.image !== null ? block.image : null
  const points = (block.hotspots ?? []).filter((p) => p.label?.trim() && p.tooltip?.trim())
  if (!image && points.length === 0) return null
  const caption = block.caption?.trim()
  // Without its picture the points mean nothing on their own: their texts stay, as a list.
  if (!image) {
    return (
      <>
        <TipSheet />
        <Sheet />
        <div className={styles.root}>
          {caption ? <p className={styles.caption}>{caption}</p> : null}
          <ul className={styles.fallback}>
            {points.map((point, i) => (
              <li key={point.id ?? i}>
                <strong>{point.label}</strong>: {point.tooltip}
              </li>
            ))}
          </ul>
        </div>
      </>
    )
  }
  return (
    <>
      <TipSheet />
      <Sheet />
      <figure className={styles.root} style={colourVars({ 'hotspot-colour': block.markerColour })}>
        <div className={styles.frame}>
          <Img
            media={image}
            sizes="(min-width: 992px) 66vw, 100vw"
            className={styles.image}
            loading={ctx.images}
            editAlt={ctx.edit}
          />
          {points.length > 0 ? (
            <ul className={styles.points}>
              {points.map((point, i) => {
                const tipId = `${id}-${i}`
                const x = clampPercent(point.x)
                const y = clampPercent(point.y)
                return (
                  <li key={point.id ?? i} className={styles.point} style={{ left: `${x}%`, top: `${y}%` }}>
                    <span
                      className={tip.wrap}
                      data-tip=""
                      // Points near the top open their tooltip below.
                      data-placement={y < 30 ? 'bottom' : 'top'}
                      style={tipStyle(TOOLTIP.hotspotSpeed, block.background)}
                    >
                      <button type="button" className={styles.marker} aria-describedby={tipId}>
                        <span className="visually-hidden">{point.label}</span>
                      </button>
                      <span role="tooltip" id={tipId} className={tip.tip}>
                        <strong className={styles.tipTitle} aria-hidden="true">
                          {point.label}
                        </strong>
                        {point.tooltip}
                      </span>
                    </span>
                  </li>
                )
              })}
            </ul>
          ) : null}
          <TooltipBehaviour {...tipTiming(TOOLTIP.hotspotDelay, TOOLTIP.hotspotSpeed)} />
        </div>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </>
  )
}
