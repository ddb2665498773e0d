import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NetworkGlyph } from './NetworkGlyph'

describe('network glyphs', () => {
  it('draws each brand its own way, and anything else as the plain link glyph', () => {
    const draw = (network: string | null) => renderToStaticMarkup(<NetworkGlyph network={network} />)
    expect(draw('linkedin')).toContain('rx="3"')
    expect(draw('youtube')).not.toBe(draw('linkedin'))
    const link = draw(null)
    expect(link).toMatch(/^<svg [^>]*aria-hidden="true"/)
    for (const odd of ['constructor', '__proto__', 'toString', '', 'myspace']) expect(draw(odd)).toBe(link)
  })
})
