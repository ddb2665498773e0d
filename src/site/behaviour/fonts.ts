import interPackage from '@fontsource-variable/inter/package.json'
import interRanges from '@fontsource-variable/inter/unicode.json'
import merriweatherPackage from '@fontsource-variable/merriweather/package.json'
import merriweatherRanges from '@fontsource-variable/merriweather/unicode.json'

/**
 * Self-hosted web fonts (docs/page.md): variable fonts from the pinned @fontsource-variable packages,
 * served from our own origin (app/fonts/[file]/route.ts), so no font request leaves the site.
 * The server writes @font-face rules only for the families the settings use (WebFonts.tsx).
 */

/** Vertical metrics and average lowercase width, in font units (capsize's figures, as Next.js's font tooling uses). */
type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }
type Fallback = { local: readonly string[]; unitsPerEm: number; xWidthAvg: number }

// Liberation fonts are metric-compatible stand-ins where Arial and Times New Roman are missing (Linux).
const SANS: Fallback = { local: ['Arial', 'Liberation Sans'], unitsPerEm: 2048, xWidthAvg: 913 }
const SERIF: Fallback = { local: ['Times New Roman', 'Liberation Serif'], unitsPerEm: 2048, xWidthAvg: 832 }

type WebFont = {
  family: string
  pkg: string
  version: string
  ranges: Record<(typeof SUBSETS)[number], string>
  weight: string
  metrics: Metrics
  fallback: Fallback
}

/** Finnish needs only latin (ä, ö, å); latin-ext downloads only when a page uses such a letter. */
const SUBSETS = ['latin', 'latin-ext'] as const
const STYLES = ['normal', 'italic'] as const

export const WEB_FONTS = {
  inter: {
    family: 'Inter',
    pkg: '@fontsource-variable/inter',
    version: interPackage.version,
    ranges: interRanges,
    weight: '100 900',
    metrics: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
    fallback: SANS,
  },
  merriweather: {
    family: 'Merriweather',
    pkg: '@fontsource-variable/merriweather',
    version: merriweatherPackage.version,
    ranges: merriweatherRanges,
    weight: '300 900',
    metrics: { ascent: 984, descent: -273, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 496 },
    fallback: SERIF,
  },
} satisfies Record<string, WebFont>

export type WebFontKey = keyof typeof WEB_FONTS

function isWebFont(choice: string | null | undefined): choice is WebFontKey {
  return typeof choice === 'string' && Object.hasOwn(WEB_FONTS, choice)
}

/** The web fonts among the chosen body and heading fonts, each once. */
export function usedWebFonts(choices: readonly (string | null | undefined)[]): WebFontKey[] {
  return [...new Set(choices.filter(isWebFont))]
}

type Subset = (typeof SUBSETS)[number]
type Style = (typeof STYLES)[number]

const fileName = (key: WebFontKey, subset: Subset, style: Style) => `${key}-${subset}-wght-${style}.woff2`

/** The public address; the version busts the year-long cache when the package is upgraded. */
export function fontUrl(key: WebFontKey, subset: Subset = 'latin', style: Style = 'normal'): string {
  return `/fonts/${fileName(key, subset, style)}?v=${WEB_FONTS[key].version}`
}

/** Every file the font route serves, mapped to its path under node_modules. */
export function fontFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const key of Object.keys(WEB_FONTS) as WebFontKey[])
    for (const subset of SUBSETS)
      for (const style of STYLES) {
        const name = fileName(key, subset, style)
        files.set(name, `${WEB_FONTS[key].pkg}/files/${name}`)
      }
  return files
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/**
 * A local font scaled to the web font's average width and line box, shown until the web font
 * arrives (font-display: swap), so the swap moves no text (no layout shift).
 */
export function fallbackFace(font: WebFont): string {
  const { metrics: m, fallback: f } = font
  const sizeAdjust = m.xWidthAvg / m.unitsPerEm / (f.xWidthAvg / f.unitsPerEm)
  const scale = (value: number) => percent(Math.abs(value) / (m.unitsPerEm * sizeAdjust))
  const src = f.local.map((name) => `local("${name}")`).join(',')
  return `@font-face{font-family:"${font.family} Fallback";src:${src};ascent-override:${scale(m.ascent)};descent-override:${scale(m.descent)};line-gap-override:${scale(m.lineGap)};size-adjust:${percent(sizeAdjust)}}`
}

export function fontFaceCss(keys: readonly WebFontKey[]): string {
  return keys
    .flatMap((key) => {
      const font = WEB_FONTS[key]
      const faces = STYLES.flatMap((style) =>
        SUBSETS.map(
          (subset) =>
            `@font-face{font-family:"${font.family}";font-style:${style};font-weight:${font.weight};font-display:swap;src:url(${fontUrl(key, subset, style)}) format("woff2");unicode-range:${font.ranges[subset]}}`,
        ),
      )
      return [...faces, fallbackFace(font)]
    })
    .join('\n')
}
