import { describe, expect, it } from 'vitest'
import type { SectionBlock } from '@/payload-types'
import { ctx, render } from '../../../tests/unit/render'
import { Section } from './Component'
import { isSticky } from './sticky'

const block = (sticky: 'none' | 'top' | 'bottom' | null): SectionBlock => ({
  blockType: 'section',
  columns: [
    {
      widths: { desktop: '1/3' },
      sticky,
      widgets: [{ blockType: 'heading', text: 'Sivupalkki', level: 'h2' }],
    },
    { widths: { desktop: '2/3' }, widgets: [{ blockType: 'heading', text: 'Pitkä sisältö', level: 'h2' }] },
  ],
})

describe('sticky column', () => {
  it('accepts only top and bottom', () => {
    expect(isSticky('top')).toBe(true)
    expect(isSticky('bottom')).toBe(true)
    expect(isSticky('none')).toBe(false)
    expect(isSticky(null)).toBe(false)
    expect(isSticky('left')).toBe(false)
  })

  it('marks a top-sticky column with its class, state and the sidebar spacing', () => {
    const doc = render(<Section block={block('top')} ctx={ctx} index={0} />)
    const [sticky, other] = [...doc.querySelectorAll('.column')]
    expect(sticky?.classList.contains('sticky-top')).toBe(true)
    expect(sticky?.getAttribute('data-sticky')).toBe('top')
    expect(sticky?.getAttribute('style')).toContain('--sticky-top-extra:20px')
    expect(sticky?.getAttribute('style')).toContain('--sticky-bottom:20px')
    expect(other?.hasAttribute('data-sticky')).toBe(false)
    expect(other?.getAttribute('style')).not.toContain('--sticky')
  })

  it('marks a bottom-sticky column and leaves ordinary columns alone', () => {
    const bottom = render(<Section block={block('bottom')} ctx={ctx} index={0} />).querySelector('.column')
    expect(bottom?.classList.contains('sticky-bottom')).toBe(true)
    expect(bottom?.getAttribute('data-sticky')).toBe('bottom')
    for (const value of ['none', null] as const) {
      const column = render(<Section block={block(value)} ctx={ctx} index={0} />).querySelector('.column')
      expect(column?.className).not.toContain('sticky')
      expect(column?.hasAttribute('data-sticky')).toBe(false)
    }
  })
})
