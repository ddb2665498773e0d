import type { CSSProperties } from 'react'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import type { ImageLoading, RenderContext } from '@/lib/render-context'
import { isShape } from '@/lib/shapes'
import { backgroundEmbed, playRange } from '@/lib/video-url'
import type { Media, SectionBlock } from '@/payload-types'
import { ConsentFrame } from '@/ui/consent/ConsentFrame'
import { ShapeSvg } from '@/ui/ShapeSvg'
import { EditTarget, editMarks } from '../edit-marks'
import { RenderWidget } from '../RenderWidget'
import { HostedVideoBehaviour, VimeoStopBehaviour } from './BackgroundVideo.client'
import { COLUMN_WIDTHS } from './config'
import { sectionImages } from './first-screen'
import { Sheet, styles } from './section.sheet'
import { isSticky, STICKY_SPACING } from './sticky'
import { WAYPOINT_INSET } from './waypoint'

type Width = (typeof COLUMN_WIDTHS)[number]

/** A column width as a span of the 12-column grid. */
export function columnSpan(width: string | null | undefined): number {
  const [n, d] = (width ?? '1/1').split('/').map(Number)
  if (!n || !d || !(COLUMN_WIDTHS as readonly string[]).includes(width as Width)) return 12
  return Math.round((12 * n) / d)
}

const SEPARATOR_SIZE = { s: 0.5, m: 1, l: 1.6 } as const

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

function Separator({ block, edge }: { block: SectionBlock; edge: 'top' | 'bottom' }) {
  const sep = block.separator
  const pos = sep?.position ?? 'none'
  if (!sep || pos === 'none' || (pos !== 'both' && pos !== edge)) return null
  const height = (sep.svgHeight ?? 60) * SEPARATOR_SIZE[sep.size ?? 'm']
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.separator, styles[`separator-${edge}`])}
        style={{
          ...colourVars({ 'separator-colour': sep.colour }),
          ['--separator-height' as string]: `${height}px`,
        }}
      >
        <ShapeSvg
          shape={isShape(sep.shape) ? sep.shape : 'wave'}
          flip={edge === 'top'}
          className={styles.separatorShape}
        />
        {isIconName(sep.icon) ? (
          <span className={styles.separatorIcon}>
            <IconGlyph name={sep.icon} size={22} />
          </span>
        ) : null}
      </div>
    </>
  )
}

/** Scroll-driven parallax starts at docs/widgets.md's waypoint; the CSS reads the inset from here. */
const WAYPOINT_STYLE = { '--waypoint-inset': WAYPOINT_INSET } as CSSProperties

function Background({ block, loading }: { block: SectionBlock; loading: ImageLoading }) {
  const bg = block.background
  const parallax = bg?.parallax ? styles.parallax : undefined
  const layer = {
    className: cx(styles.bg, parallax),
    'data-parallax': parallax ? '' : undefined,
    style: parallax ? WAYPOINT_STYLE : undefined,
    'aria-hidden': true,
  } as const
  if (bg?.type === 'image') {
    const image = media(bg.image)
    if (!image) return null
    return (
      <>
        <Sheet />
        <div {...layer}>
          <Img media={image} sizes="100vw" className={styles.bgMedia} loading={loading} decorative />
        </div>
      </>
    )
  }
  if (bg?.type === 'video') {
    const video = bg.video
    const poster = media(video?.poster)
    const file = media(video?.file)
    // A background cannot be started by hand: with autoplay off only the poster shows.
    const hosted =
      video?.source === 'hosted' &&
      video.autoplay !== false &&
      file?.url &&
      file.mimeType?.startsWith('video/')
        ? file.url
        : null
    // YouTube/Vimeo backgrounds wait for consent (and skip reduced motion); the poster shows until then.
    const embed = backgroundEmbed(video)
    return (
      <>
        <Sheet />
        <div {...layer}>
          {poster ? (
            <Img media={poster} sizes="100vw" className={styles.bgMedia} loading={loading} decorative />
          ) : null}
          {hosted ? (
            <>
              {/* Never autoplays and loads nothing by itself: the island plays it on screen, on
                desktops, without reduced motion; the poster image under it shows until then. */}
              <video
                className={cx(styles.bgMedia, styles.bgVideo)}
                src={hosted}
                muted={video?.muted ?? true}
                playsInline
                preload="none"
                tabIndex={-1}
              />
              <HostedVideoBehaviour
                {...playRange(video?.start, video?.stop)}
                loop={video?.loop ?? true}
                muted={video?.muted ?? true}
              />
            </>
          ) : null}
          {embed ? <ConsentFrame background src={embed.src} title={embed.service} /> : null}
          {embed?.source === 'vimeo' && embed.stop !== null ? (
            <VimeoStopBehaviour start={embed.start} stop={embed.stop} loop={embed.loop} />
          ) : null}
        </div>
      </>
    )
  }
  return null
}

function Overlay({ block }: { block: SectionBlock }) {
  const overlay = block.overlay
  if (!overlay?.colour && (overlay?.pattern ?? 'none') === 'none') return null
  const style: CSSProperties = {
    ...colourVars({ 'overlay-colour': overlay?.colour }),
    ['--overlay-opacity' as string]: String(Math.min(100, Math.max(0, overlay?.opacity ?? 50)) / 100),
  }
  return (
    <>
      <Sheet />
      <div
        className={cx(
          styles.overlay,
          overlay?.pattern && overlay.pattern !== 'none' && styles[`pattern-${overlay.pattern}`],
        )}
        style={style}
        aria-hidden="true"
      />
    </>
  )
}

export function Section({ block, ctx, index }: { block: SectionBlock; ctx: RenderContext; index: number }) {
  const width = block.width ?? 'boxed'
  const animation = block.animation && block.animation !== 'none' ? block.animation : null
  const images = sectionImages(block, index)
  const style: CSSProperties = {
    ...colourVars({
      'section-bg': block.background?.type === 'colour' ? block.background.colour : null,
      'section-text': block.textColour,
    }),
  }
  return (
    <>
      <Sheet />
      <section
        id={block.anchorId || undefined}
        className={cx(
          styles.section,
          styles[`width-${width}`],
          styles[`pt-${block.paddingTop ?? 'm'}`],
          styles[`pb-${block.paddingBottom ?? 'm'}`],
          block.background?.fadeOut && styles.fadeOut,
          (block.background?.type ?? 'none') !== 'none' && styles.hasBackground,
        )}
        {...editMarks(ctx, `layout.${index}`, block)}
        data-width={width}
        data-ancestor-levels={width === 'ancestors' ? (block.ancestorLevels ?? 1) : undefined}
        style={style}
      >
        <Background block={block} loading={images.background} />
        <Overlay block={block} />
        <Separator block={block} edge="top" />
        <div
          className={cx(styles.inner, animation && styles[`animate-${animation}`])}
          data-animation={animation ?? undefined}
          data-no-mobile={animation && block.animationNoMobile ? '' : undefined}
        >
          <div className={cx(styles.grid)}>
            {(block.columns ?? []).map((column, i) => (
              <div
                key={column.id ?? i}
                className={cx(
                  styles.column,
                  styles[`valign-${column.verticalAlign ?? 'start'}`],
                  isSticky(column.sticky) && styles[`sticky-${column.sticky}`],
                )}
                data-column=""
                {...editMarks(ctx, `layout.${index}.columns.${i}`, column)}
                data-sticky={isSticky(column.sticky) ? column.sticky : undefined}
                style={
                  {
                    '--span-phone': columnSpan(column.widths?.phone),
                    '--span-tablet': columnSpan(column.widths?.tablet),
                    '--span-desktop': columnSpan(column.widths?.desktop),
                    ...(isSticky(column.sticky) ? STICKY_SPACING : null),
                  } as CSSProperties
                }
              >
                {(column.widgets ?? []).map((widget, j) => (
                  <EditTarget
                    key={widget.id ?? j}
                    marks={editMarks(ctx, `layout.${index}.columns.${i}.widgets.${j}`, widget)}
                  >
                    <RenderWidget block={widget} ctx={{ ...ctx, images: images.widget(widget) }} />
                  </EditTarget>
                ))}
              </div>
            ))}
          </div>
        </div>
        <Separator block={block} edge="bottom" />
      </section>
    </>
  )
}
