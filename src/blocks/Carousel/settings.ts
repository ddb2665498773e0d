import type { CSSProperties } from 'react'
import { CAROUSEL } from '@/lib/constants'
import { clampInt } from '@/lib/numbers'
import type { CarouselBlock } from '@/payload-types'
import { COLUMN_BANDS, SLIDE_BANDS } from './config'

type Slide = NonNullable<CarouselBlock['slides']>[number]
type Band = (typeof SLIDE_BANDS)[number]['name']

/**
 * Milliseconds between automatic advances: the editor's value from 1000 ms up, else docs/widgets.md's
 * default, 3000 ms for slides and the theme carousel's 6000 ms for posts and portfolio items.
 */
export function autoplayInterval(value: unknown, source: CarouselBlock['source']): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1000)
    return Math.min(60000, Math.round(value))
  return source === 'posts' || source === 'portfolio' ? CAROUSEL.themeAutoplaySpeed : CAROUSEL.autoplaySpeed
}

/** Column counts per band, clamped to 1–6, in COLUMN_BANDS order (wide … phone). */
export function columnCounts(block: CarouselBlock): number[] {
  return COLUMN_BANDS.map(({ name, defaultValue }) => clampInt(block[name], 1, 6, defaultValue))
}

/** Short custom-property suffixes for the column bands, in COLUMN_BANDS order. */
const COLUMN_VARS = ['w', 'd', 'l', 'th', 'tv', 'p'] as const

/** The frame's layout as custom properties: the stylesheet's media queries pick the column count. */
export function frameStyle(block: CarouselBlock): CSSProperties {
  const vars: Record<string, string> = {
    '--carousel-gap': `${clampInt(block.gap, 0, 80, 24)}px`,
    '--carousel-stage': `${clampInt(block.stagePadding, 0, 200, 0)}px`,
    '--carousel-speed': `${clampInt(block.speed, 0, 2000, CAROUSEL.speed)}ms`,
  }
  columnCounts(block).forEach((count, i) => {
    vars[`--carousel-cols-${COLUMN_VARS[i]}`] = String(count)
  })
  return vars as CSSProperties
}

/** `sizes` for a card image: one column's share of the viewport per band, at most the page width. */
export function cardSizes(block: CarouselBlock): string {
  const [wide = 3, desktop = 3, laptop = 3, tabletH = 3, tabletV = 2, phone = 1] = columnCounts(block)
  const at = (cols: number) => `${Math.round(100 / cols)}vw`
  return [
    `(max-width: 480px) ${at(phone)}`,
    `(max-width: 768px) ${at(tabletV)}`,
    `(max-width: 991px) ${at(tabletH)}`,
    `(max-width: 1198px) ${at(laptop)}`,
    `(max-width: 1449px) ${at(desktop)}`,
    `${Math.round(1200 / wide)}px`,
  ].join(', ')
}

const BAND_VARS: Record<Band, string> = {
  large: 'lg',
  desktop: 'd',
  tablet: 't',
  tabletPortrait: 'tp',
  mobileLandscape: 'ml',
  mobile: 'm',
}
const ALIGNS = ['left', 'center', 'right']

/** A slide's responsive padding and text alignment as custom properties (only the bands set). */
export function slideStyle(responsive: Slide['responsive']): CSSProperties {
  const vars: Record<string, string> = {}
  for (const { name } of SLIDE_BANDS) {
    const band = responsive?.[name]
    const suffix = BAND_VARS[name]
    if (typeof band?.padding === 'number' && Number.isFinite(band.padding))
      vars[`--slide-pad-${suffix}`] = `${clampInt(band.padding, 0, 120, 0)}px`
    if (band?.align && ALIGNS.includes(band.align)) vars[`--slide-align-${suffix}`] = band.align
  }
  return vars as CSSProperties
}
