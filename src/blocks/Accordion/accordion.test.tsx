import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { collectText } from '@/cms/search/extract'
import { TIMING } from '@/lib/constants'
import { fragmentId } from '@/ui/fragment'
import { ctx } from '../../../tests/unit/render'
import { readApgVectors } from '../../../tests/unit/vectors'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { attachAccordion, initialIndex, scrollTarget, toggled } from './accordion'
import { AccordionWidget } from './Component'

const vectors = readApgVectors()
const KEYS = vectors.keyboard_summary_per_test_file['accordion_accordion.js']?.keyboard ?? []
const ROLE_CASES = vectors.cases.filter((c) => c.input.pattern === 'accordion' && c.input.kind !== 'keyboard')

const para = (text: string): WidgetMap['richText'] => ({
  blockType: 'richText',
  content: {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          children: [{ type: 'text', text, version: 1 }],
        },
      ],
    },
  },
})
const link = (label: string): WidgetMap['button'] => ({
  blockType: 'button',
  label,
  style: 'filled',
  link: { type: 'custom', url: '/yhteystiedot' },
})

function block(extra: Partial<WidgetMap['accordion']> = {}): WidgetMap['accordion'] {
  return {
    blockType: 'accordion',
    id: 'a1',
    items: [
      {
        title: 'Hinnoittelu',
        anchorId: 'hinnoittelu',
        content: [para('Kiinteä hinta.'), link('Kysy tarjousta')],
      },
      { title: 'Aikataulu', content: [para('Kuusi viikkoa.'), link('Varaa aika')] },
      { title: 'Ylläpito', content: [para('Päivitykset ja varmuuskopiot.')] },
    ],
    activeIndex: 0,
    closeOthers: true,
    animation: 'none',
    ...extra,
  }
}

function mount(extra: Partial<WidgetMap['accordion']> = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <AccordionWidget block={block(extra)} ctx={ctx} Widgets={RenderWidgets} />,
  )
  const root = document.querySelector<HTMLElement>('[data-accordion]') as HTMLElement
  const b = block(extra)
  const detach = attachAccordion(root, {
    closeOthers: b.closeOthers ?? true,
    scroll: b.scroll ?? false,
    animation: b.animation ?? 'slide',
  })
  cleanups.push(detach)
  return root
}

const cleanups: Array<() => void> = []
const triggers = () => [...document.querySelectorAll<HTMLButtonElement>('[data-acc-trigger]')]
const panels = () => [...document.querySelectorAll<HTMLElement>('[data-acc-panel]')]
const expanded = () => triggers().map((t) => t.getAttribute('aria-expanded'))
const shown = () => panels().map((p) => !p.hasAttribute('hidden'))

beforeEach(() => {
  history.replaceState(null, '', '/')
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
})

describe('accordion markup (APG roles and properties)', () => {
  const checks: Record<string, () => void> = {
    'h3-element': () => {
      for (const t of triggers()) expect(t.parentElement?.tagName).toBe('H3')
    },
    'button-aria-expanded': () => expect(expanded()).toEqual(['true', 'false', 'false']),
    'button-aria-controls': () => {
      for (const [i, t] of triggers().entries())
        expect(document.getElementById(t.getAttribute('aria-controls') ?? '')).toBe(panels()[i])
    },
    'region-role': () => {
      // A <section> with an accessible name is a region.
      for (const p of panels()) expect(p.tagName).toBe('SECTION')
    },
    'region-aria-labelledby': () => {
      for (const [i, p] of panels().entries())
        expect(document.getElementById(p.getAttribute('aria-labelledby') ?? '')).toBe(triggers()[i])
    },
  }
  for (const c of ROLE_CASES) {
    it(`${c.input.test_id}: ${c.expected.test_description}`, () => {
      mount()
      const check = checks[c.input.test_id]
      if (!check) throw new Error(`no check for APG test id ${c.input.test_id}`)
      check()
    })
  }

  it('renders nothing without items (bad configuration never breaks the page)', () => {
    expect(
      renderToStaticMarkup(
        <AccordionWidget block={block({ items: [] })} ctx={ctx} Widgets={RenderWidgets} />,
      ),
    ).toBe('')
    expect(
      renderToStaticMarkup(
        <AccordionWidget block={block({ items: null })} ctx={ctx} Widgets={RenderWidgets} />,
      ),
    ).toBe('')
  })

  it('uses the editor’s heading level, anchor and colours', () => {
    mount({ headingLevel: 'h2', titleBackground: '#112233', activeIconColour: 'red;x' })
    expect(triggers()[0]?.parentElement?.tagName).toBe('H2')
    expect(document.getElementById('hinnoittelu')?.querySelector('[data-acc-trigger]')).toBe(triggers()[0])
    const style = (document.querySelector('[data-accordion]') as HTMLElement).getAttribute('style') ?? ''
    expect(style).toContain('--acc-title-bg:#112233')
    expect(style).not.toContain('red')
  })
})

describe('activeindex (docs/widgets.md)', () => {
  it('opens the given item, item 0 when out of range, none when empty', () => {
    expect(initialIndex(2, 3)).toBe(2)
    expect(initialIndex(3, 3)).toBe(0)
    expect(initialIndex(99, 3)).toBe(0)
    expect(initialIndex(-1, 3)).toBe(0)
    expect(initialIndex(1.5, 3)).toBe(0)
    expect(initialIndex('x', 3)).toBe(0)
    expect(initialIndex(null, 3)).toBeNull()
    expect(initialIndex(undefined, 3)).toBeNull()
    expect(initialIndex(0, 0)).toBeNull()
  })

  it('renders item 0 open for an out-of-range index', () => {
    mount({ activeIndex: 7 })
    expect(expanded()).toEqual(['true', 'false', 'false'])
    expect(shown()).toEqual([true, false, false])
  })
})

describe('accordion keyboard rows from the APG vectors (aria-apg-regression.json)', () => {
  const scenarios: Record<string, () => void> = {
    'key-enter-or-space': () => {
      // Enter and Space on a <button> are its click: expand a collapsed section, collapse an open one.
      mount()
      const [first, second] = triggers()
      second?.click()
      expect(expanded()).toEqual(['false', 'true', 'false'])
      expect(shown()).toEqual([false, true, false])
      second?.click()
      expect(expanded()).toEqual(['false', 'false', 'false'])
      first?.click()
      expect(expanded()).toEqual(['true', 'false', 'false'])
    },
    'key-tab': () => {
      // Every header and every control in an open panel is in the page's Tab sequence, in order.
      mount()
      const sequence = [...document.querySelectorAll<HTMLElement>('button, a[href]')].filter(
        (el) => el.closest('[hidden]') === null && el.tabIndex >= 0,
      )
      expect(sequence.map((el) => el.textContent)).toEqual([
        'Hinnoittelu',
        'Kysy tarjousta',
        'Aikataulu',
        'Ylläpito',
      ])
      // Collapsed panels keep their controls out of the sequence.
      expect(panels()[1]?.getAttribute('hidden')).toBe('until-found')
    },
    'key-shift-tab': () => {
      // Shift+Tab walks the same sequence backwards: nothing sets a positive or negative tabindex.
      mount()
      for (const el of document.querySelectorAll('[data-accordion] [tabindex]'))
        expect(Number(el.getAttribute('tabindex'))).toBe(0)
      triggers()[1]?.click()
      const sequence = [...document.querySelectorAll<HTMLElement>('button, a[href]')]
        .filter((el) => el.closest('[hidden]') === null)
        .map((el) => el.textContent)
        .reverse()
      expect(sequence).toEqual(['Ylläpito', 'Varaa aika', 'Aikataulu', 'Hinnoittelu'])
    },
  }
  it('has the accordion keyboard table', () => {
    expect(KEYS.map((row) => row.test_id)).toEqual(['key-enter-or-space', 'key-tab', 'key-shift-tab'])
  })
  for (const row of KEYS) {
    it(`${row.key}: ${row.effect.slice(0, 70)}`, () => {
      const scenario = scenarios[row.test_id]
      if (!scenario) throw new Error(`no scenario for APG test id ${row.test_id}`)
      scenario()
    })
  }
})

describe('opening, closing, fragments', () => {
  it('opening one closes the others when the editor chose so, and not otherwise', () => {
    expect(toggled([true, false, false], 1, true)).toEqual([false, true, false])
    expect(toggled([true, false, false], 1, false)).toEqual([true, true, false])
    expect(toggled([true, true, false], 0, true)).toEqual([false, true, false])
    mount({ closeOthers: false })
    triggers()[2]?.click()
    expect(expanded()).toEqual(['true', 'false', 'true'])
  })

  it('opens the item an #id fragment names on load, and on an in-page link click', () => {
    expect(fragmentId('#hinnoittelu')).toBe('hinnoittelu')
    expect(fragmentId('#!/hinnoittelu')).toBe('hinnoittelu')
    expect(fragmentId('#!/up')).toBeNull()
    expect(fragmentId('')).toBeNull()
    history.replaceState(null, '', '/#hinnoittelu')
    mount({ activeIndex: 2 })
    expect(expanded()).toEqual(['true', 'false', 'false'])
    const a = document.createElement('a')
    a.href = '/#!/hinnoittelu'
    triggers()[2]?.click()
    document.body.append(a)
    a.addEventListener('click', (e) => e.preventDefault())
    a.click()
    expect(expanded()).toEqual(['true', 'false', 'false'])
  })

  it('opens the item holding find-in-page’s match (beforematch)', () => {
    mount()
    const third = panels()[2] as HTMLElement
    third.removeAttribute('hidden')
    third.dispatchEvent(new Event('beforematch'))
    expect(expanded()).toEqual(['false', 'false', 'true'])
    expect(shown()).toEqual([false, false, true])
  })

  it('scrolls an opened item to accordionScrollOffset below the top, instantly under reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    mount({ scroll: true })
    const item = triggers()[2]?.closest('[data-acc-item]') as HTMLElement
    vi.spyOn(item, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
    expect(scrollTarget(item)).toBe(900 + scrollY - TIMING.accordionScrollOffset)
    triggers()[2]?.click()
    expect(scroll).toHaveBeenCalledWith({ top: 900 - TIMING.accordionScrollOffset, behavior: 'instant' })
  })
})

describe('site search', () => {
  it('finds item titles and the widgets inside items', () => {
    const text = collectText([{ blockType: 'section', columns: [{ widgets: [block()] }] }]).join(' ')
    expect(text).toContain('Hinnoittelu')
    expect(text).toContain('Päivitykset ja varmuuskopiot.')
    expect(text).toContain('Kysy tarjousta')
  })
})
