import type { CSSProperties } from 'react'
import { TIMING } from '@/lib/constants'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { Media } from '@/payload-types'
import type { ContainerProps, WidgetMap } from '../types'
import { Sheet, styles } from './expandable-section.sheet'

type Block = WidgetMap['expandableSection']
type Face = { title: string; icon: string | null | undefined; image: Media | null }

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/** The bar's title, icon and image in each state: an empty active field keeps the inactive one. */
export function faces(block: Block): { inactive: Face; active: Face } {
  const inactive: Face = { title: block.title ?? '', icon: block.icon, image: media(block.image) }
  const active: Face = {
    title: block.active?.title?.trim() || inactive.title,
    icon: block.active?.icon || inactive.icon,
    image: media(block.active?.image) ?? inactive.image,
  }
  return { inactive, active }
}

function same(a: Face, b: Face): boolean {
  return a.title === b.title && a.icon === b.icon && a.image?.id === b.image?.id
}

function FaceView({
  face,
  className,
  ctx,
}: {
  face: Face
  className?: string
  ctx: ContainerProps<'expandableSection'>['ctx']
}) {
  return (
    <>
      <Sheet />
      <span className={cx(styles.face, className)}>
        {face.image ? (
          <Img media={face.image} sizes="64px" className={styles.image} loading={ctx.images} decorative />
        ) : null}
        {isIconName(face.icon) ? (
          <span className={styles.icon}>
            <IconGlyph name={face.icon} size={22} />
          </span>
        ) : null}
        <span className={styles.title}>{face.title}</span>
      </span>
    </>
  )
}

/**
 * A disclosure built on `details`/`summary`: keyboard, screen-reader state and find-in-page come
 * from the browser, and it works without JavaScript. The bar holds both states' faces and CSS
 * shows the one matching `[open]` (the other is `display: none`, so it is not read either). The
 * content slides (block size) or fades over TIMING.expandableSection; reduced motion: instant.
 */
export function ExpandableSectionWidget({ block, ctx, Widgets }: ContainerProps<'expandableSection'>) {
  if (!block.content?.length) return null
  const { inactive, active } = faces(block)
  const style = {
    ...colourVars({ 'title-colour': block.titleColour, 'title-bg': block.titleBackground }),
    '--expand-duration': `${TIMING.expandableSection}ms`,
  } as CSSProperties
  return (
    <>
      <Sheet />
      <details
        className={cx(styles.root, styles[block.animation === 'fade' ? 'fade' : 'slide'])}
        open={block.open || undefined}
        style={style}
      >
        <summary className={styles.summary}>
          {same(inactive, active) ? (
            <FaceView face={inactive} ctx={ctx} />
          ) : (
            <>
              <FaceView face={inactive} className={styles.inactive} ctx={ctx} />
              <FaceView face={active} className={styles.active} ctx={ctx} />
            </>
          )}
          <span className={styles.marker} aria-hidden="true" />
        </summary>
        <div className={styles.content}>
          <Widgets widgets={block.content} ctx={ctx} />
        </div>
      </details>
    </>
  )
}
