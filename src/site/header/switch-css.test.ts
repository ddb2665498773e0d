import { describe, expect, it } from 'vitest'
import { switchPointCss } from './switch-css'

describe('header switch points from site settings', () => {
  it('writes the editor-set breakpoints into the media queries', () => {
    const css = switchPointCss(992, 768, 'side')
    expect(css).toContain('@media (min-width: 992px){')
    expect(css).toContain('@media (max-width: 991.98px){')
    expect(css).toContain('@media (max-width: 767.98px){:root{--top-bar-h:0px}')
    expect(css).toContain('@media (min-width: 768px){[data-menu-panel] [data-panel-languages]{display:none}}')
  })

  it('follows other values and keeps the rules balanced', () => {
    const css = switchPointCss(1200, 600, 'side')
    expect(css).toContain('(max-width: 1199.98px)')
    expect(css).toContain('(min-width: 600px)')
    expect(css.split('{').length).toBe(css.split('}').length)
  })

  it('writes the side header only for the side variant', () => {
    expect(switchPointCss(992, 768, 'side')).toContain('[data-variant=side]{position:fixed')
    const sticky = switchPointCss(992, 768, 'sticky')
    expect(sticky).not.toContain('data-variant=side')
    expect(sticky).toContain('@media (max-width: 991.98px){')
    expect(sticky.split('{').length).toBe(sticky.split('}').length)
  })
})
