import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { collectText } from '@/cms/search/extract'
import { BREAKPOINTS, TIMING } from '@/lib/constants'
import { ctx } from '../../../tests/unit/render'
import { readApgVectors } from '../../../tests/unit/vectors'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { TabsWidget } from './Component'
import {
  ACCORDION_QUERY,
  animationDuration,
  attachTabs,
  enterFrames,
  rotationMs,
  startIndex,
  tabKeyAction,
} from './tabs'

const vectors = readApgVectors()
const FILES = { automatic: 'tabs_tabs-automatic.js', manual: 'tabs_tabs-manual.js' } as const

const button = (label: string): WidgetMap['button'] => ({
  blockType: 'button',
  label,
  style: 'filled',
  link: { type: 'custom', url: '/yhteystiedot' },
})

function block(extra: Partial<WidgetMap['tabs']> = {}): WidgetMap['tabs'] {
  return {
    blockType: 'tabs',
    id: 't1',
    label: 'Palvelumme',
    tabs: [
      { label: 'Verkkosivut', anchorId: 'verkkosivut', content: [button('Lue sivuista')] },
      { label: 'Verkkokaupat', content: [button('Lue kaupoista')] },
      { label: 'Ylläpito', anchorId: 'yllapito', content: [button('Lue ylläpidosta')] },
    ],
    activeIndex: 0,
    animation: 'none',
    ...extra,
  }
}

/** matchMedia as a browser at `width` px, with or without reduced motion. */
function media({ width = 1440, reduce = false } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const narrow = width >= BREAKPOINTS.tabsMobileMin && width <= BREAKPOINTS.tabsMobileMax
    const matches = query === ACCORDION_QUERY ? narrow : query.includes('reduce') ? reduce : false
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList
  })
}

const cleanups: Array<() => void> = []
function mount(extra: Partial<WidgetMap['tabs']> = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <TabsWidget block={block(extra)} ctx={ctx} Widgets={RenderWidgets} />,
  )
  const root = document.querySelector<HTMLElement>('[data-tabs]') as HTMLElement
  const b = block(extra)
  cleanups.push(
    attachTabs(root, {
      activation: b.activation ?? 'automatic',
      orientation: b.tabsStyle === 'vertical' ? 'vertical' : 'horizontal',
      animation: b.animation ?? 'fade',
      rotation: rotationMs(b.rotateTabs),
    }),
  )
  return root
}

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
const panels = () =>
  tabs().map((t) => document.getElementById(t.getAttribute('aria-controls') ?? '') as HTMLElement)
const selected = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true')
const shown = () => panels().map((p) => !p.hasAttribute('hidden'))
const focused = () => tabs().indexOf(document.activeElement as HTMLButtonElement)
const press = (key: string) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )

beforeEach(() => {
  history.replaceState(null, '', '/')
  media()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('tabs markup (APG roles and properties)', () => {
  const checks: Record<string, () => void> = {
    'tablist-role': () => expect(document.querySelectorAll('[role="tablist"]')).toHaveLength(1),
    // The tablist is named by the editor's label (aria-label; the APG example points at a heading).
    'tablist-aria-labelledby': () =>
      expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Palvelumme'),
    'tab-role': () => {
      for (const t of tabs()) expect(t.tagName).toBe('BUTTON')
      expect(tabs()).toHaveLength(3)
    },
    'tab-aria-selected': () =>
      expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']),
    'tab-tabindex': () => expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']),
    'tab-aria-control': () =>
      expect(panels().every((p) => p?.getAttribute('role') === 'tabpanel')).toBe(true),
    'tab-aria-controls': () =>
      expect(panels().every((p) => p?.getAttribute('role') === 'tabpanel')).toBe(true),
    'tabpanel-role': () => expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3),
    'tabpanel-aria-labelledby': () => {
      for (const [i, p] of panels().entries()) expect(p.getAttribute('aria-labelledby')).toBe(tabs()[i]?.id)
    },
    'tabpanel-tabindex': () => {
      for (const p of panels()) expect(p.getAttribute('tabindex')).toBe('0')
    },
  }
  for (const c of vectors.cases.filter((x) => x.input.pattern === 'tabs' && x.input.kind !== 'keyboard')) {
    it(`${c.input.test_file.split('/').at(-1)} ${c.input.test_id}: ${c.expected.test_description}`, () => {
      mount()
      const check = checks[c.input.test_id]
      if (!check) throw new Error(`no check for APG test id ${c.input.test_id}`)
      check()
    })
  }

  it('renders nothing without tabs', () => {
    for (const list of [[], null])
      expect(
        renderToStaticMarkup(<TabsWidget block={block({ tabs: list })} ctx={ctx} Widgets={RenderWidgets} />),
      ).toBe('')
  })
})

/** One scenario per APG keyboard test id, run against the automatic or the manual example's table. */
function scenarios(activation: 'automatic' | 'manual'): Record<string, () => void> {
  const auto = activation === 'automatic'
  return {
    'key-tab': () => {
      mount({ activation })
      // Into the tablist: only the current tab is in the sequence; then its panel.
      const sequence = [...document.querySelectorAll<HTMLElement>('[role="tab"], [role="tabpanel"]')].filter(
        (el) => el.tabIndex >= 0 && el.closest('[hidden]') === null,
      )
      expect(sequence).toEqual([tabs()[0], panels()[0]])
      tabs()[2]?.click()
      expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0])
    },
    'key-right-arrow': () => {
      mount({ activation })
      tabs()[0]?.focus()
      for (const expected of [1, 2, 0]) {
        press('ArrowRight')
        expect(focused()).toBe(expected)
        expect(selected()).toBe(auto ? expected : 0)
        expect(shown()[expected]).toBe(auto || expected === 0)
      }
    },
    'key-left-arrow': () => {
      mount({ activation })
      tabs()[0]?.focus()
      for (const expected of [2, 1, 0]) {
        press('ArrowLeft')
        expect(focused()).toBe(expected)
        expect(selected()).toBe(auto ? expected : 0)
      }
    },
    'key-home': () => {
      mount({ activation, activeIndex: 2 })
      tabs()[2]?.focus()
      press('Home')
      expect(focused()).toBe(0)
      expect(selected()).toBe(auto ? 0 : 2)
    },
    'key-end': () => {
      mount({ activation })
      tabs()[0]?.focus()
      press('End')
      expect(focused()).toBe(2)
      expect(selected()).toBe(auto ? 2 : 0)
    },
    'key-enter-or-space': () => {
      // Enter and Space are the tab button's own click: the focused tab becomes current.
      mount({ activation })
      tabs()[0]?.focus()
      press('ArrowRight')
      expect(selected()).toBe(auto ? 1 : 0)
      tabs()[1]?.click()
      expect(selected()).toBe(1)
      expect(shown()).toEqual([false, true, false])
    },
  }
}

for (const activation of ['automatic', 'manual'] as const) {
  const rows = vectors.keyboard_summary_per_test_file[FILES[activation]]?.keyboard ?? []
  describe(`tabs keyboard rows, ${activation} activation (${FILES[activation]})`, () => {
    it('has the keyboard table', () => expect(rows.length).toBeGreaterThanOrEqual(5))
    const table = scenarios(activation)
    for (const row of rows) {
      it(`${row.key}: ${row.effect.slice(0, 70)}`, () => {
        const scenario = table[row.test_id]
        if (!scenario) throw new Error(`no scenario for APG test id ${row.test_id}`)
        scenario()
      })
    }
  })
}

describe('key → action (pure)', () => {
  const h = { activation: 'automatic', orientation: 'horizontal' } as const
  it('wraps, jumps, and ignores other keys', () => {
    expect(tabKeyAction('ArrowRight', 2, 3, h)).toEqual({ focus: 0, activate: true })
    expect(tabKeyAction('ArrowLeft', 0, 3, h)).toEqual({ focus: 2, activate: true })
    expect(tabKeyAction('End', 0, 3, { ...h, activation: 'manual' })).toEqual({ focus: 2, activate: false })
    expect(tabKeyAction('ArrowDown', 0, 3, h)).toBeNull()
    expect(tabKeyAction('a', 0, 3, h)).toBeNull()
    expect(tabKeyAction('ArrowDown', 0, 3, { ...h, orientation: 'vertical' })).toEqual({
      focus: 1,
      activate: true,
    })
    expect(tabKeyAction('ArrowUp', 0, 3, { ...h, orientation: 'vertical' })).toEqual({
      focus: 2,
      activate: true,
    })
  })
})

describe('activeindex, rotatetabs, animations', () => {
  it('out-of-range activeindex opens tab 0 (docs/widgets.md)', () => {
    expect([
      startIndex(1, 3),
      startIndex(5, 3),
      startIndex(-1, 3),
      startIndex(null, 3),
      startIndex('x', 3),
    ]).toEqual([1, 0, 0, 0, 0])
    mount({ activeIndex: 9 })
    expect(selected()).toBe(0)
  })

  it('rotatetabs: seconds above 0 rotate; zero, negative, empty or non-numeric do not', () => {
    expect(rotationMs(5)).toBe(5000)
    expect(rotationMs('2.5')).toBe(2500)
    for (const bad of [0, -3, null, undefined, '', 'abc', Number.NaN, {}]) expect(rotationMs(bad)).toBeNull()
  })

  it('uses docs/widgets.md durations: fade 1200 ms, the others 500 ms', () => {
    expect(animationDuration('fade')).toBe(TIMING.tabFade)
    for (const a of ['slide', 'scale', 'slide-zoom', 'slide-horizontal'] as const) {
      expect(animationDuration(a)).toBe(TIMING.tabSlide)
      expect(enterFrames(a, 1)).not.toBeNull()
    }
    expect(enterFrames('none', 1)).toBeNull()
  })

  it('rotates, pauses on hover and focus, and stops with its button', () => {
    vi.useFakeTimers()
    const root = mount({ rotateTabs: 2 })
    const control = document.querySelector<HTMLButtonElement>('[data-tabs-rotation]') as HTMLButtonElement
    expect(control.hidden).toBe(false)
    expect(control.textContent).toBe('Pysäytä')
    vi.advanceTimersByTime(1999)
    expect(selected()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(selected()).toBe(1)
    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(6000)
    expect(selected()).toBe(1)
    root.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(2000)
    expect(selected()).toBe(2)
    root.dispatchEvent(new FocusEvent('focusin'))
    vi.advanceTimersByTime(6000)
    expect(selected()).toBe(2)
    root.dispatchEvent(new FocusEvent('focusout'))
    control.click()
    expect(control.textContent).toBe('Toista')
    vi.advanceTimersByTime(10000)
    expect(selected()).toBe(2)
    control.click()
    vi.advanceTimersByTime(2000)
    expect(selected()).toBe(0)
  })

  it('never rotates under reduced motion, and hides the control', () => {
    media({ reduce: true })
    vi.useFakeTimers()
    mount({ rotateTabs: 1 })
    vi.advanceTimersByTime(10000)
    expect(selected()).toBe(0)
    expect(document.querySelector<HTMLButtonElement>('[data-tabs-rotation]')?.hidden).toBe(true)
  })

  it('renders no control for a negative or empty rotatetabs', () => {
    mount({ rotateTabs: -4 })
    expect(document.querySelector('[data-tabs-rotation]')).toBeNull()
  })
})

describe('responsive accordion (300–660 px) and fragments', () => {
  it('between tabsMobileMin and tabsMobileMax the panels are disclosures under accordion headers', () => {
    media({ width: 390 })
    const root = mount()
    expect(root.dataset.layout).toBe('accordion')
    const headers = [...document.querySelectorAll<HTMLButtonElement>('[data-tab-header]')]
    expect(panels().map((p) => p.getAttribute('role'))).toEqual([null, null, null])
    expect(panels().map((p) => p.getAttribute('tabindex'))).toEqual([null, null, null])
    expect(headers.map((h) => h.getAttribute('aria-controls'))).toEqual(panels().map((p) => p.id))
    headers[1]?.click()
    expect(headers.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false'])
    expect(shown()).toEqual([false, true, false])
    headers[1]?.click()
    expect(shown()).toEqual([false, false, false])
    expect(selected()).toBe(1)
  })

  it('the CSS switches at the same widths as the constants', () => {
    const css = readFileSync(path.resolve(__dirname, 'tabs.sheet.css'), 'utf8')
    const { tabsMobileMin: min, tabsMobileMax: max } = BREAKPOINTS
    expect(css).toContain(`@media (${min}px <= width <= ${max}px)`)
    expect(css).toContain(`@media (width < ${min}px), (width > ${max}px)`)
  })

  it('opens the tab whose anchor the fragment names, on load and on hashchange', () => {
    history.replaceState(null, '', '/#yllapito')
    mount()
    expect(selected()).toBe(2)
    history.replaceState(null, '', '/#verkkosivut')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selected()).toBe(0)
    history.replaceState(null, '', '/#!/yllapito')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selected()).toBe(2)
  })

  it('opens the tab holding find-in-page’s match (beforematch)', () => {
    mount()
    panels()[1]?.dispatchEvent(new Event('beforematch'))
    expect(selected()).toBe(1)
  })
})

describe('site search', () => {
  it('finds tab labels and the widgets inside tabs', () => {
    const text = collectText([{ blockType: 'section', columns: [{ widgets: [block()] }] }]).join(' ')
    expect(text).toContain('Verkkokaupat')
    expect(text).toContain('Lue ylläpidosta')
  })
})
