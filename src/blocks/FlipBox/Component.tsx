import { type CSSProperties, useId } from 'react'
import { MEDIA } from '@/lib/constants'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { Media } from '@/payload-types'
import type { ContainerProps } from '../types'
import { FLIP_DIRECTIONS } from './config'
import { FlipBoxBehaviour } from './FlipBox.client'
import { Sheet, styles } from './flip-box.sheet'

type Direction = (typeof FLIP_DIRECTIONS)[number]

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export function flipDirection(value: unknown): Direction {
  return (FLIP_DIRECTIONS as readonly unknown[]).includes(value) ? (value as Direction) : 'left'
}

/**
 * A box with a front (icon or image, title, text) and a back of widgets. The flip style turns
 * on hover with a hover-capable pointer, on tap on touch screens and with Enter/Space on the
 * title button; the door style opens its two leaves on click. Front and back share one grid
 * cell, so the box is always as tall as the taller face (at least MEDIA.hoverBoxMinHeight), at
 * every width, with nothing to measure. The back is never hidden from the keyboard or from
 * screen readers: focus entering it turns the box.
 */
export function FlipBoxWidget({ block, ctx, Widgets }: ContainerProps<'flipBox'>) {
  const backId = useId()
  const front = block.front
  const title = front?.title?.trim() ?? ''
  const image = media(front?.image)
  const hasBack = Boolean(block.content?.length)
  if (!title && !front?.text && !image && !isIconName(front?.icon) && !hasBack) return null
  const style = {
    ...colourVars({
      'front-bg': front?.background,
      'front-colour': front?.colour,
      'back-bg': block.back?.background,
      'back-colour': block.back?.colour,
    }),
    '--box-min-height': `${Math.max(MEDIA.hoverBoxMinHeight, block.minHeight ?? 0)}px`,
  } as CSSProperties
  const art = (
    <>
      {image ? (
        <Img
          media={image}
          sizes="(min-width: 992px) 33vw, 100vw"
          className={styles.image}
          loading={ctx.images}
          decorative
        />
      ) : null}
      {isIconName(front?.icon) ? (
        <span className={styles.icon}>
          <IconGlyph name={front.icon} size={32} />
        </span>
      ) : null}
    </>
  )
  const text = front?.text ? <p className={styles.text}>{front.text}</p> : null
  if (!hasBack) {
    // Nothing to turn to: a plain box with the front's content.
    return (
      <>
        <Sheet />
        <div className={cx(styles.root, styles.static)} style={style}>
          <div className={styles.front}>
            <div className={styles.frontContent}>
              {art}
              {title ? <h3 className={styles.title}>{title}</h3> : null}
              {text}
            </div>
          </div>
        </div>
      </>
    )
  }
  const door = block.style === 'door'
  const direction = flipDirection(block.direction)
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.root, door ? styles.door : cx(styles.flip, styles[`dir-${direction}`]))}
        style={style}
        data-flip-box={door ? 'door' : 'flip'}
      >
        <div className={styles.inner}>
          <div className={styles.front}>
            {door ? (
              <>
                <span className={cx(styles.leaf, styles.leafStart)} aria-hidden="true" />
                <span className={cx(styles.leaf, styles.leafEnd)} aria-hidden="true" />
              </>
            ) : null}
            <div className={styles.frontContent}>
              {art}
              <h3 className={styles.title}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded="false"
                  aria-controls={backId}
                  data-flip-toggle=""
                >
                  {title || '…'}
                </button>
              </h3>
              {text}
            </div>
          </div>
          <div id={backId} className={styles.back}>
            <Widgets widgets={block.content} ctx={ctx} />
          </div>
        </div>
        <FlipBoxBehaviour door={door} />
      </div>
    </>
  )
}
