import { format, t } from '@/i18n/strings'
import { Img } from '@/lib/Img'
import type { RenderContext } from '@/lib/render-context'
import type { Media } from '@/payload-types'
import styles from './content.module.css'

export type GalleryPicture = {
  media: Media
  title?: string | null
  description?: string | null
  pid?: string | null
  videoUrl?: string | null
}

type Props = {
  gid: number
  title: string
  pictures: GalleryPicture[]
  ctx: RenderContext
  /** The gallery is the page's main content: its first row loads at once. */
  eager?: boolean
}

/** Thumbnails that open the lightbox; without JavaScript each is a link to the full picture. */
export function GalleryGrid({ gid, title, pictures, ctx, eager = false }: Props) {
  const ui = t(ctx.locale)
  return (
    <ul className={styles.gallery} aria-label={`${title}: ${format(ui.listPictures, { n: pictures.length })}`} data-gid={gid}>
      {pictures.map((picture, i) => (
        <li key={`${picture.media.id}-${i}`}>
          <a className={styles.thumb} href={picture.media.url ?? '#'}>
            <Img
              media={picture.media}
              sizes="(max-width: 480px) 50vw, 260px"
              loading={eager && i < 4 ? (i === 0 ? 'priority' : 'eager') : 'lazy'}
            />
          </a>
          {picture.title ? <p className={styles.caption}>{picture.title}</p> : null}
        </li>
      ))}
    </ul>
  )
}
