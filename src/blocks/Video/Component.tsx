import type { ReactNode } from 'react'
import { t } from '@/i18n/strings'
import { MEDIA } from '@/lib/constants'
import { embedUrl, parseVideoUrl, SERVICE_NAMES } from '@/lib/video-url'
import type { Media } from '@/payload-types'
import { ConsentGate } from '@/ui/consent/ConsentGate'
import { Sheet as VideoErrorSheet, styles as videoError } from '@/ui/video-error.sheet'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './video.sheet'

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

/**
 * A YouTube or Vimeo video behind the consent gate, or an uploaded file in the browser's own
 * player (our server, so no gate). Always 16:9, so nothing moves when the player arrives.
 */
export function VideoWidget({ block, ctx }: WidgetProps<'video'>) {
  const ui = t(ctx.locale)
  const poster = media(block.poster)
  const aspect = { aspectRatio: MEDIA.videoAspect }
  let content: ReactNode
  if (block.source === 'hosted') {
    const file = media(block.file)
    if (!file?.url) content = <p className={videoError.error}>{ui.videoMissing}</p>
    else if (!file.mimeType?.startsWith('video/'))
      content = <p className={videoError.error}>{ui.videoNotSupported}</p>
    else
      content = (
        // biome-ignore lint/a11y/useMediaCaption: uploads cannot hold caption tracks yet (Media accepts no text/vtt).
        <video
          className={styles.video}
          src={file.url}
          poster={poster?.url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={block.title}
        >
          <a href={file.url}>{block.title}</a>
        </video>
      )
  } else if (!block.url?.trim()) {
    content = <p className={videoError.error}>{ui.videoMissing}</p>
  } else {
    const video = parseVideoUrl(block.source, block.url)
    content = video ? (
      <ConsentGate
        service={SERVICE_NAMES[video.source]}
        src={embedUrl(video)}
        title={block.title}
        locale={ctx.locale}
        poster={poster}
        posterLoading={ctx.images}
      />
    ) : (
      <p className={videoError.error}>{ui.videoNotSupported}</p>
    )
  }
  return (
    <>
      <VideoErrorSheet />
      <Sheet />
      <figure className={styles.root}>
        <div className={styles.frame} style={aspect}>
          {content}
        </div>
        {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
      </figure>
    </>
  )
}
