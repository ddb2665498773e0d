import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_CHOICES } from '@/cms/globals/SiteSettings'
import { FONT_STACKS } from '@/site/theme'
import {
  fallbackFace,
  fontFaceCss,
  fontFiles,
  fontUrl,
  usedWebFonts,
  WEB_FONTS,
  type WebFontKey,
} from './fonts'

const keys = Object.keys(WEB_FONTS) as WebFontKey[]

describe('web fonts', () => {
  it('are editor choices with a stack that names the font and its fallback', () => {
    const choices: string[] = FONT_CHOICES.map((c) => c.value)
    for (const key of keys) {
      expect(choices).toContain(key)
      const family = WEB_FONTS[key].family
      expect(FONT_STACKS[key].startsWith(`${family}, '${family} Fallback', `)).toBe(true)
    }
  })

  it('are used only when the body or heading font is one', () => {
    expect(usedWebFonts(['system', null])).toEqual([])
    expect(usedWebFonts(['inter', 'inter'])).toEqual(['inter'])
    expect(usedWebFonts(['inter', 'merriweather'])).toEqual(['inter', 'merriweather'])
    expect(usedWebFonts(['toString', undefined])).toEqual([])
  })

  it('serve files that exist in the pinned packages, versioned in the address', () => {
    for (const source of fontFiles().values())
      expect(existsSync(path.resolve('node_modules', source)), source).toBe(true)
    for (const key of keys) {
      const pkg = JSON.parse(
        readFileSync(path.resolve('node_modules', WEB_FONTS[key].pkg, 'package.json'), 'utf8'),
      )
      expect(fontUrl(key)).toBe(`/fonts/${key}-latin-wght-normal.woff2?v=${pkg.version}`)
    }
    expect(fontFiles().size).toBe(keys.length * 4)
  })

  it('declare swap faces on our origin only, with a size-adjusted local fallback', () => {
    const css = fontFaceCss(['inter'])
    expect(css.match(/@font-face/g)).toHaveLength(5)
    expect(css).toContain('font-display:swap')
    expect(css).toContain('font-weight:100 900')
    expect(css).not.toMatch(/https?:/)
    expect(css).toContain('unicode-range:U+0000-00FF')
    expect(css).not.toContain('Merriweather')
    // Inter against Arial: the figures Next.js's own font tooling derives from the same metrics.
    expect(fallbackFace(WEB_FONTS.inter)).toBe(
      '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans");ascent-override:90.44%;descent-override:22.52%;line-gap-override:0.00%;size-adjust:107.12%}',
    )
    expect(fallbackFace(WEB_FONTS.merriweather)).toContain('size-adjust:122.09%')
  })
})
