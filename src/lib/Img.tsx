import type { Media } from '@/payload-types'
import type { ImageLoading } from './render-context'

type Props = {
  media: Media
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  className?: string
  loading?: ImageLoading
  /** Decorative images get empty alt text so screen readers skip them. */
  decorative?: boolean
  /**
   * In an editor's draft preview (`ctx.edit`): the image names its media document, so the live
   * preview can edit its alt text in place (src/site/preview/alt-editor.ts).
   */
  editAlt?: boolean
}

type Source = { url: string; width: number }

/** Every stored width of an image (resized copies and the original), narrowest first. */
export function imageSources(media: Media): Source[] {
  const sized = Object.values(media.sizes ?? {}).flatMap((s) =>
    s?.url && s.width ? [{ url: s.url, width: s.width }] : [],
  )
  if (media.url && media.width) sized.push({ url: media.url, width: media.width })
  const unique = new Map(sized.map((s) => [s.width, s]))
  return [...unique.values()].sort((a, b) => a.width - b.width)
}

/** Focal point as a CSS object-position, so cropped images keep their subject in view. */
export function focalPosition(media: Pick<Media, 'focalX' | 'focalY'>): string {
  const x = typeof media.focalX === 'number' ? media.focalX : 50
  const y = typeof media.focalY === 'number' ? media.focalY : 50
  return `${x}% ${y}%`
}

export function Img({
  media,
  sizes,
  className,
  loading = 'lazy',
  decorative = false,
  editAlt = false,
}: Props) {
  const priority = loading === 'priority'
  const sources = imageSources(media)
  const fallback = sources.find((s) => s.width >= 960) ?? sources.at(-1)
  if (!fallback) return null
  const srcSet = sources.length > 1 ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined
  return (
    <img
      src={fallback.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : (media.alt ?? '')}
      // Spread, not `={undefined}`: the page's flight data would name the attribute even unset.
      {...(editAlt && !decorative ? { 'data-edit-media': String(media.id) } : {})}
      className={className}
      style={{ objectPosition: focalPosition(media) }}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      // The LCP image paints in the same frame as the text around it; an async decode can push it
      // past the page's scripts, and its paint waits for them.
      decoding={priority ? undefined : 'async'}
    />
  )
}
