import type { ImageLoading } from '@/lib/render-context'
import type { SectionBlock } from '@/payload-types'
import type { Widget } from '../types'

function isDoc(value: unknown): boolean {
  return typeof value === 'object' && value !== null
}

/** Widgets that show one of our images (through Img). */
function showsImage(widget: Widget): boolean {
  if (widget.blockType === 'imageBanner') return isDoc(widget.image)
  // A hosted video's poster is the <video> element's own; YouTube/Vimeo get our poster image.
  if (widget.blockType === 'video') return widget.source !== 'hosted' && isDoc(widget.poster)
  // A list's cards have pictures; its first card's is then the likely largest paint.
  return widget.blockType === 'list'
}

function hasBackgroundImage(block: SectionBlock): boolean {
  const bg = block.background
  if (bg?.type === 'image') return isDoc(bg.image)
  return bg?.type === 'video' && isDoc(bg.video?.poster)
}

export type SectionImages = { background: ImageLoading; widget: (widget: Widget) => ImageLoading }

/**
 * The first section is the first screen: its images load at once, and the first of them (the
 * background if there is one, else the first image widget) gets high priority as the likely
 * largest paint. Everything further down loads lazily.
 */
export function sectionImages(block: SectionBlock, index: number): SectionImages {
  if (index > 0) return { background: 'lazy', widget: () => 'lazy' }
  if (hasBackgroundImage(block)) return { background: 'priority', widget: () => 'eager' }
  const lead = (block.columns ?? []).flatMap((column) => column.widgets ?? []).find(showsImage)
  return { background: 'eager', widget: (widget) => (widget === lead ? 'priority' : 'eager') }
}
