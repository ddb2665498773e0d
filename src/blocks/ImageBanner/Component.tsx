import type { CSSProperties } from 'react'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { anchorProps, resolveLink } from '@/lib/links'
import { LightboxGallery, LightboxLink, lightboxItemFromMedia } from '@/ui/lightbox/LightboxItem'
import { textMark } from '../edit-marks'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './image-banner.sheet'

/**
 * The banner's gallery number in the lightbox address (`#&gid=N`), from its block id: stable
 * across renders and, with 24 bits of the id, distinct from the other galleries on a page.
 */
export function bannerGid(id: string | null | undefined): number {
  const tail = Number.parseInt((id ?? '').slice(-6), 16)
  return Number.isFinite(tail) && tail > 0 ? tail + 1000 : 1000
}

export function ImageBannerWidget({ block, ctx }: WidgetProps<'imageBanner'>) {
  if (typeof block.image !== 'object' || block.image === null) return null
  const link = block.hasLink ? resolveLink(block.link, ctx) : null
  const lightbox = !link && Boolean(block.lightbox)
  const opacity = Math.min(100, Math.max(0, block.overlayOpacity ?? 45)) / 100
  const style: CSSProperties = {
    ...colourVars({ 'banner-overlay': block.overlayColour, 'banner-text': block.textColour }),
    ['--banner-overlay-opacity' as string]: String(opacity),
    ['--banner-min-height' as string]: `${block.minHeight ?? 250}px`,
  }
  // Inside a link only phrasing content is allowed; without one the caption can hold a paragraph.
  const Caption = link || lightbox ? 'span' : 'div'
  const Title = link || lightbox ? 'span' : 'p'
  const content = (
    <>
      <Img
        media={block.image}
        sizes="(min-width: 992px) 50vw, 100vw"
        className={styles.image}
        loading={ctx.images}
        decorative={Boolean(block.title)}
        editAlt={ctx.edit}
      />
      <span className={styles.overlay} aria-hidden="true" />
      {block.title || block.text ? (
        <Caption className={cx(styles.caption, styles[`pos-${block.textPosition ?? 'center'}`])}>
          {block.title ? (
            <Title className={styles.title} {...textMark(ctx, 'title')}>
              {block.title}
            </Title>
          ) : null}
          {block.text ? (
            <span className={styles.text} {...textMark(ctx, 'text')}>
              {block.text}
            </span>
          ) : null}
        </Caption>
      ) : null}
    </>
  )
  return (
    <>
      <Sheet />
      <figure className={cx(styles.root, styles[`hover-${block.hoverEffect ?? 'zoom'}`])} style={style}>
        {link ? (
          <a {...anchorProps(link)} className={styles.frame}>
            {content}
          </a>
        ) : lightbox ? (
          <LightboxGallery
            gid={bannerGid(block.id)}
            title={block.title || block.image.alt}
            locale={ctx.locale}
          >
            <LightboxLink
              item={lightboxItemFromMedia(block.image, { title: block.title, description: block.text })}
              className={styles.frame}
            >
              {content}
            </LightboxLink>
          </LightboxGallery>
        ) : (
          <div className={styles.frame}>{content}</div>
        )}
      </figure>
    </>
  )
}
