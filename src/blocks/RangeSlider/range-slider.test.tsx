import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { RANGE_SLIDER } from '@/lib/constants'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import type { WidgetMap } from '../types'
import { RangeSliderWidget } from './Component'
import { validateStartStep } from './config'
import { attachRangeSlider, clampStep, stepFraction } from './range-slider'

function block(extra: Partial<WidgetMap['rangeSlider']> = {}): WidgetMap['rangeSlider'] {
  return {
    blockType: 'rangeSlider',
    title: 'Sivuston laajuus',
    steps: [
      { label: 'Käyntikortti', heading: 'Käyntikorttisivusto', text: 'Yksi sivu, yhteystiedot.' },
      { label: 'Yrityssivusto', text: 'Viidestä viiteentoista sivua.', image: mediaDoc() },
      { label: 'Verkkokauppa', text: 'Tuotteet, kassa ja maksut.' },
    ],
    ...extra,
  }
}

const input = (doc: Document) => doc.querySelector('input[type="range"]') as HTMLInputElement
const current = (doc: Document) =>
  [...doc.querySelectorAll('[data-step]')].filter((el) => el.hasAttribute('data-current'))
const style = (doc: Document) => doc.body.firstElementChild?.getAttribute('style') ?? ''

describe('range slider on the server', () => {
  it('is a labelled native range from 1 to the number of steps, showing the first step (docs/widgets.md)', () => {
    const doc = render(<RangeSliderWidget block={block()} ctx={ctx} />)
    const range = input(doc)
    expect(range.getAttribute('min')).toBe(String(RANGE_SLIDER.stepsStart))
    expect(range.getAttribute('max')).toBe('3')
    expect(range.getAttribute('step')).toBe('1')
    expect(range.getAttribute('value')).toBe('1')
    expect(range.getAttribute('aria-valuetext')).toBe('Käyntikortti')
    expect(doc.querySelector(`label[for="${range.id}"]`)?.textContent).toBe('Sivuston laajuus')
    expect(doc.getElementById(range.getAttribute('aria-controls') ?? '')?.getAttribute('aria-live')).toBe(
      'polite',
    )
    expect([...doc.querySelectorAll('[data-tick]')].map((li) => li.textContent)).toEqual([
      'Käyntikortti',
      'Yrityssivusto',
      'Verkkokauppa',
    ])
    expect(doc.querySelector('ol')?.getAttribute('aria-hidden')).toBe('true')
    expect(current(doc).map((el) => el.getAttribute('data-step'))).toEqual(['1'])
    // Every step's content is in the page (one grid cell), the heading falling back to the label.
    expect([...doc.querySelectorAll('[data-step] p:first-child')].map((p) => p.textContent)).toEqual([
      'Käyntikorttisivusto',
      'Yrityssivusto',
      'Verkkokauppa',
    ])
    expect(doc.querySelector('[data-step="2"] img')?.getAttribute('alt')).toBe('Järvimaisema')
    expect(style(doc)).toContain(`--range-colour:${RANGE_SLIDER.defaultColour}`)
    expect(style(doc)).toContain('--range-steps:3')
    expect(style(doc)).toContain('--range-fill:0')
  })

  it('takes the chosen colour and start step; bad values fall back', () => {
    const doc = render(<RangeSliderWidget block={block({ colour: '#1f7a8c', startStep: 2 })} ctx={ctx} />)
    expect(style(doc)).toContain('--range-colour:#1f7a8c')
    expect(style(doc)).toContain('--range-fill:0.5')
    expect(input(doc).getAttribute('value')).toBe('2')
    expect(input(doc).getAttribute('aria-valuetext')).toBe('Yrityssivusto')
    expect(current(doc).map((el) => el.getAttribute('data-step'))).toEqual(['2'])
    const bad = render(
      <RangeSliderWidget block={block({ colour: 'red;background:url(x)', startStep: 99 })} ctx={ctx} />,
    )
    expect(style(bad)).toContain(`--range-colour:${RANGE_SLIDER.defaultColour}`)
    expect(input(bad).getAttribute('value')).toBe('3')
  })

  it('renders nothing without steps and only the content for one step', () => {
    for (const steps of [[], null, [{ label: '  ' }]])
      expect(renderToStaticMarkup(<RangeSliderWidget block={block({ steps })} ctx={ctx} />)).toBe('')
    const one = render(
      <RangeSliderWidget block={block({ steps: [{ label: 'Ainoa', text: 'Teksti' }] })} ctx={ctx} />,
    )
    expect(input(one)).toBeNull()
    expect(one.body.textContent).toBe('AinoaTeksti')
  })

  it('counts steps from 1', () => {
    expect(clampStep(undefined, 4)).toBe(1)
    expect(clampStep(Number.NaN, 4)).toBe(1)
    expect(clampStep(0, 4)).toBe(1)
    expect(clampStep(2.6, 4)).toBe(3)
    expect(clampStep(9, 4)).toBe(4)
    expect(stepFraction(1, 4)).toBe(0)
    expect(stepFraction(4, 4)).toBe(1)
    expect(stepFraction(1, 1)).toBe(0)
  })
})

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('start step in the admin', () => {
  const three = { siblingData: { steps: [{}, {}, {}] } }
  it('accepts a step of the slider or none', () => {
    expect(validateStartStep(undefined, three)).toBe(true)
    expect(validateStartStep(1, three)).toBe(true)
    expect(validateStartStep(3, three)).toBe(true)
  })
  it('refuses other numbers with a Finnish message', () => {
    for (const value of [0, 4, 1.5, -1])
      expect(validateStartStep(value, three)).toBe('Anna vaihe väliltä 1–3.')
    expect(validateStartStep(2, { siblingData: {} })).toBe('Anna vaihe väliltä 1–1.')
  })
})

describe('the control’s contrast (WCAG 1.4.11)', () => {
  const css = readFileSync(path.resolve('src/blocks/RangeSlider/range-slider.sheet.css'), 'utf8')
  const globals = readFileSync(path.resolve('src/site/globals.css'), 'utf8')
  const token = (name: string) => globals.match(new RegExp(`--${name}: (#[0-9a-f]{6});`))?.[1] ?? ''
  const LIGHTGREEN = '#90ee90' // CSS's `lightgreen`, docs/widgets.md's default

  it('light green alone is too faint on the page, so track and thumb are edged in the text colour', () => {
    expect(RANGE_SLIDER.defaultColour).toBe('lightgreen')
    expect(contrast(LIGHTGREEN, token('bg'))).toBeLessThan(3)
    expect(contrast(token('text'), token('bg'))).toBeGreaterThanOrEqual(3)
    expect(contrast(token('text'), LIGHTGREEN)).toBeGreaterThanOrEqual(3)
    for (const part of ['::-webkit-slider-runnable-track', '::-webkit-slider-thumb', '::-moz-range-thumb'])
      expect(css, part).toMatch(new RegExp(`${part} \\{[^}]*border: \\dpx solid currentColor`))
    expect(css).toMatch(/\.input:focus-visible \{[^}]*outline: 3px solid var\(--focus\)/)
  })
})

describe('range slider behaviour', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const off of cleanups.splice(0)) off()
  })

  function mount(extra: Partial<WidgetMap['rangeSlider']> = {}) {
    document.body.innerHTML = renderToStaticMarkup(<RangeSliderWidget block={block(extra)} ctx={ctx} />)
    const root = document.body.firstElementChild as HTMLElement
    cleanups.push(attachRangeSlider(root, { labels: ['Käyntikortti', 'Yrityssivusto', 'Verkkokauppa'] }))
    return { root, range: input(document) }
  }

  it('shows the chosen step and names the value by its label', () => {
    const { root, range } = mount()
    expect(root.hasAttribute('data-ready')).toBe(true)
    range.value = '3'
    range.dispatchEvent(new Event('input', { bubbles: true }))
    expect(range.getAttribute('aria-valuetext')).toBe('Verkkokauppa')
    expect(current(document).map((el) => el.getAttribute('data-step'))).toEqual(['3'])
    expect(document.querySelector('[data-tick][data-current]')?.textContent).toBe('Verkkokauppa')
    expect(root.style.getPropertyValue('--range-fill')).toBe('1')
  })

  it('a click on a step label picks that step', () => {
    const { range } = mount()
    ;(document.querySelectorAll<HTMLElement>('[data-tick]')[1] as HTMLElement).click()
    expect(range.value).toBe('2')
    expect(range.getAttribute('aria-valuetext')).toBe('Yrityssivusto')
    expect(document.activeElement).toBe(range)
    expect(current(document).map((el) => el.getAttribute('data-step'))).toEqual(['2'])
  })
})
