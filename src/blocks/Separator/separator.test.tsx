import { describe, expect, it } from 'vitest'
import { SHAPES, shapePath } from '@/lib/shapes'
import { ctx, render } from '../../../tests/unit/render'
import { SeparatorWidget } from './Component'

describe('separator shapes', () => {
  it('draws every shape as a closed path inside the 100 × 10 box', () => {
    for (const shape of SHAPES) {
      const d = shapePath(shape)
      expect(d.startsWith('M')).toBe(true)
      expect(d.trim().endsWith('Z')).toBe(true)
      const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
      expect(Math.max(...numbers)).toBeLessThanOrEqual(100)
    }
  })

  it('repeats zigzag teeth as asked', () => {
    expect(shapePath('zigzag', 4).match(/L/g)).toHaveLength(8)
  })
})

describe('separator widget', () => {
  it('renders a line separator with thickness, width and an icon', () => {
    const doc = render(
      <SeparatorWidget
        block={{ blockType: 'separator', separatorType: 'dashed', border: 3, width: 50, icon: 'leaf' }}
        ctx={ctx}
      />,
    )
    const root = doc.querySelector('[role="separator"]')
    expect(root?.className).toContain('dashed')
    expect(root?.getAttribute('style')).toContain('--sep-border:3px')
    expect(root?.getAttribute('style')).toContain('--sep-width:50%')
    expect(root?.querySelectorAll('.rule')).toHaveLength(2)
  })

  it('renders a shape separator as a decorative SVG', () => {
    const doc = render(
      <SeparatorWidget
        block={{
          blockType: 'separator',
          separatorType: 'shape',
          shape: 'wave',
          svgHeight: 80,
          fullWidth: true,
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(doc.querySelector('path')?.getAttribute('d')).toBe(shapePath('wave'))
    expect(doc.querySelector('.full')).not.toBeNull()
  })
})
