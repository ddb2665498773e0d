import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOOLTIP } from '@/lib/constants'
import { attachTooltip } from '@/ui/tooltip/tooltip'
import { ctx, render } from '../../../tests/unit/render'
import { TooltipWidget } from './Component'

const timing = {
  delay: TOOLTIP.delay,
  speed: TOOLTIP.speed,
  tolerance: TOOLTIP.interactiveTolerance,
  positionCheck: TOOLTIP.positionCheck,
  arrowOffset: TOOLTIP.arrowOffset,
}

describe('tooltip widget markup', () => {
  it('renders a text trigger described by its role="tooltip" element, inside its sentence', () => {
    const doc = render(
      <TooltipWidget
        block={{
          blockType: 'tooltip',
          trigger: 'text',
          text: 'Sivut täyttävät',
          label: 'WCAG 2.2 AA',
          textAfter: '-tason vaatimukset.',
          tooltip: 'Saavutettavuusohjeiden taso.',
        }}
        ctx={ctx}
      />,
    )
    const button = doc.querySelector('button')
    const tip = doc.querySelector('[role="tooltip"]')
    expect(button?.textContent).toBe('WCAG 2.2 AA')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('aria-describedby')).toBe(tip?.id)
    expect(tip?.textContent).toBe('Saavutettavuusohjeiden taso.')
    expect(doc.querySelector('p')?.textContent).toMatch(
      /^Sivut täyttävät WCAG 2\.2 AA.*-tason vaatimukset\.$/,
    )
    expect(doc.querySelector('[data-tip]')?.getAttribute('style')).toContain(`--tip-speed:${TOOLTIP.speed}ms`)
  })

  it('names an icon trigger with its label; without tooltip text it is plain text', () => {
    const icon = render(
      <TooltipWidget
        block={{
          blockType: 'tooltip',
          trigger: 'icon',
          icon: 'star',
          label: 'Hinta',
          tooltip: 'Sisältää kaiken',
        }}
        ctx={ctx}
      />,
    )
    expect(icon.querySelector('button')?.getAttribute('aria-label')).toBe('Hinta')
    expect(icon.querySelector('button svg')?.getAttribute('aria-hidden')).toBe('true')
    const plain = render(
      <TooltipWidget block={{ blockType: 'tooltip', label: 'Pelkkä', tooltip: ' ' }} ctx={ctx} />,
    )
    expect(plain.querySelector('button')).toBeNull()
    expect(plain.body.textContent).toBe('Pelkkä')
  })
})

describe('tooltip state machine', () => {
  let wrap: HTMLElement
  let detach: () => void
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<p><span data-tip><button aria-describedby="t">x</button><span role="tooltip" id="t">tip</span></span></p><a href="#">out</a>'
    wrap = document.querySelector('[data-tip]') as HTMLElement
    detach = attachTooltip(wrap, timing)
  })
  afterEach(() => {
    detach()
    vi.useRealTimers()
  })
  const pointer = (type: string, target: Element = wrap, pointerType = 'mouse') =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: type === 'pointerdown', pointerType }))

  it('goes hidden → appearing → shown on hover, and back through disappearing after the tolerance', () => {
    expect(wrap.dataset.state).toBe('hidden')
    pointer('pointerenter')
    vi.advanceTimersByTime(TOOLTIP.delay - 1)
    expect(wrap.dataset.state).toBe('hidden')
    vi.advanceTimersByTime(1)
    expect(wrap.dataset.state).toBe('appearing')
    vi.advanceTimersByTime(TOOLTIP.speed)
    expect(wrap.dataset.state).toBe('shown')
    pointer('pointerleave')
    vi.advanceTimersByTime(TOOLTIP.interactiveTolerance - 1)
    expect(wrap.dataset.state).toBe('shown')
    // Coming back within the tolerance (onto the tooltip) keeps it open.
    pointer('pointerenter')
    vi.advanceTimersByTime(TOOLTIP.interactiveTolerance * 2)
    expect(wrap.dataset.state).toBe('shown')
    pointer('pointerleave')
    vi.advanceTimersByTime(TOOLTIP.interactiveTolerance)
    expect(wrap.dataset.state).toBe('disappearing')
    vi.advanceTimersByTime(TOOLTIP.speed)
    expect(wrap.dataset.state).toBe('hidden')
  })

  it('opens on focus, Escape closes it until focus returns, a tap toggles', () => {
    const button = wrap.querySelector('button') as HTMLButtonElement
    button.focus()
    vi.advanceTimersByTime(TOOLTIP.delay + TOOLTIP.speed)
    expect(wrap.dataset.state).toBe('shown')
    pointer('pointerenter')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(wrap.dataset.state).toBe('hidden')
    // Still focused and hovered: it stays closed until the visitor moves on.
    vi.advanceTimersByTime(1000)
    expect(wrap.dataset.state).toBe('hidden')
    button.blur()
    pointer('pointerleave')
    vi.advanceTimersByTime(1000)
    pointer('pointerdown', button, 'touch')
    expect(wrap.dataset.state).toBe('appearing')
    vi.advanceTimersByTime(TOOLTIP.speed)
    pointer('pointerdown', button, 'touch')
    expect(wrap.dataset.state).toBe('disappearing')
  })
})
