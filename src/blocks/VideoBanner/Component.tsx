import { t } from '@/i18n/strings'
import { MEDIA } from '@/lib/constants'
import { Img } from '@/lib/Img'
import { anchorProps, resolveLink } from '@/lib/links'
import { Sheet as VideoSheet, styles as video } from '@/ui/video-error.sheet'
import type { WidgetProps } from '../types'
import { videoBannerStrings } from './strings'
import { VideoBannerBehaviour } from './VideoBanner.client'
import { Sheet, styles } from './video-banner.sheet'

/**
 * An uploaded video behind its poster, with a title, a text and a link over it (docs/widgets.md: it plays
 * on hover or touch and pauses otherwise). The video is `preload="none"`, so nothing of it loads
 * before a visitor asks for it; a missing or unsupported file says so (docs/widgets.md), as the video
 * widget does.
 */
export function VideoBannerWidget({ block, ctx }: WidgetProps<'videoBanner'>) {
  const ui = t(ctx.locale)
  const own = videoBannerStrings(ctx.locale)
  const file = typeof block.file === 'object' ? block.file : null
  const poster = typeof block.poster === 'object' && block.poster?.url ? block.poster : null
  const aspect = { aspectRatio: MEDIA.videoAspect }
  const src = file?.url
  if (!src || !file?.mimeType?.startsWith('video/'))
    return (
      <>
        <VideoSheet />
        <Sheet />
        <div className={styles.root}>
          <div className={styles.media} style={aspect}>
            <p className={video.error}>{src ? ui.videoNotSupported : ui.videoMissing}</p>
          </div>
        </div>
      </>
    )
  const link = block.hasLink ? resolveLink(block.link, ctx) : null
  const title = block.title?.trim()
  const text = block.text?.trim()
  return (
    <>
      <VideoSheet />
      <Sheet />
      <div className={styles.root} data-video-banner="" data-playing="false">
        <div className={styles.media} style={aspect}>
          {/* A muted, decorative motion version of the poster: the poster's alt text and the
            banner's own text carry the content, so there is nothing to caption. */}
          <video
            className={styles.video}
            src={src}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
          />
          {poster ? (
            <Img
              media={poster}
              sizes="(min-width: 1200px) 1200px, 100vw"
              className={styles.poster}
              loading={ctx.images}
              editAlt={ctx.edit}
            />
          ) : null}
          <button type="button" className={styles.toggle} data-video-toggle="">
            <span className="visually-hidden">{own.videoBannerPlay}</span>
          </button>
        </div>
        {title || text || link ? (
          <div className={styles.overlay}>
            {title ? <p className={styles.title}>{title}</p> : null}
            {text ? <p className={styles.text}>{text}</p> : null}
            {link ? (
              <a {...anchorProps(link)} className={styles.link}>
                {link.label ?? ui.readMore}
              </a>
            ) : null}
          </div>
        ) : null}
        <VideoBannerBehaviour play={own.videoBannerPlay} pause={own.videoBannerPause} />
      </div>
    </>
  )
}
