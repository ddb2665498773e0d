import { format, t } from '@/i18n/strings'
import { Img } from '@/lib/Img'
import type { RenderContext } from '@/lib/render-context'
import type { Media } from '@/payload-types'
import { LightboxGallery, LightboxLink, lightboxItemFromMedia } from '@/ui/lightbox/LightboxItem'
import { Sheet, styles } from './content.sheet'

export type GalleryPicture = {
  /** Stable across renders: the gallery row's id, or the picture's. */
  key: string
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
  /** The first picture is shown larger than the rest (a product's main picture): its `sizes`. */
  leadSizes?: string
}

/** Thumbnails that open the lightbox; without JavaScript each is a link to the full picture. */
export function GalleryGrid({ gid, title, pictures, ctx, eager = false, leadSizes }: Props) {
  const ui = t(ctx.locale)
  const customPids = pictures.length > 0 && pictures.every((p) => p.pid)
  return (
    <>
      <Sheet />
      <LightboxGallery gid={gid} title={title} customPids={customPids} locale={ctx.locale}>
        <ul
          className={styles.gallery}
          aria-label={`${title}: ${format(ui.listPictures, { n: pictures.length })}`}
        >
          {pictures.map((picture, i) => {
            const item = lightboxItemFromMedia(picture.media, {
              title: picture.title,
              description: picture.description,
              videoUrl: picture.videoUrl || undefined,
              pid: picture.pid,
            })
            return (
              <li key={picture.key}>
                <LightboxLink item={item} className={styles.thumb}>
                  <Img
                    media={picture.media}
                    sizes={i === 0 && leadSizes ? leadSizes : '(max-width: 480px) 50vw, 260px'}
                    loading={eager && i < 4 ? (i === 0 ? 'priority' : 'eager') : 'lazy'}
                    editAlt={ctx.edit}
                  />
                  {item.video ? (
                    <span className={styles.play} aria-hidden="true">
                      ▶ {ui.play}
                    </span>
                  ) : null}
                </LightboxLink>
                {picture.title ? <p className={styles.caption}>{picture.title}</p> : null}
              </li>
            )
          })}
        </ul>
      </LightboxGallery>
    </>
  )
}
