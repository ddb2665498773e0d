import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '@/lib/constants'
import type { Header } from '@/payload-types'
import { ctx, pageDoc } from '../../../tests/unit/render'
import { readApgVectors } from '../../../tests/unit/vectors'
import { attachDisclosureNav, nextIndex } from './disclosure-nav'
import { NavMenu } from './NavMenu'

const vectors = readApgVectors()
const HYBRID = vectors.keyboard_summary_per_test_file['disclosure_navigation_hybrid.js']?.keyboard ?? []

const link = (id: number, label: string) => ({
  link: { type: 'internal' as const, page: pageDoc(id, `s${id}`), label },
})
const items: NonNullable<Header['navItems']> = [
  { ...link(2, 'Palvelut'), children: [link(3, 'Verkkosivut'), link(4, 'Ylläpito')] },
  link(5, 'Tietoa'),
  { ...link(6, 'Widgetit'), mega: true, children: [{ ...link(7, 'Sarake'), links: [link(8, 'Linkki')] }] },
]

let nav: HTMLElement
let detach: () => void

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(NavMenu, {
      items,
      ctx,
      current: '/s5',
      label: 'Päävalikko',
      idPrefix: 't',
      orientation: 'horizontal',
    }),
  )
  nav = document.querySelector<HTMLElement>('[data-disclosure-nav]') as HTMLElement
  detach = attachDisclosureNav(nav)
})
afterEach(() => {
  detach()
  vi.useRealTimers()
})

const $ = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement
const toggles = () => [...document.querySelectorAll<HTMLButtonElement>('[data-nav-toggle]')]
const tops = () => [...document.querySelectorAll<HTMLAnchorElement>('[data-nav-top]')]
const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )
const expanded = (button: HTMLButtonElement) => button.getAttribute('aria-expanded')

/** One scenario per APG test id: every documented key of the hybrid disclosure navigation. */
const scenarios: Record<string, () => void> = {
  'key-tab': () => {
    // Tab order is the browser's: every top-level link and button must be in it, in visual order.
    const order = [...nav.querySelectorAll<HTMLElement>('[data-nav-top], [data-nav-toggle]')]
    expect(order.map((el) => el.textContent)).toEqual([
      'Palvelut',
      'Näytä alavalikko: Palvelut',
      'Tietoa',
      'Widgetit',
      'Näytä alavalikko: Widgetit',
    ])
    for (const el of order) expect(el.getAttribute('tabindex')).toBeNull()
  },
  'key-enter-space': () => {
    // Enter and Space activate a <button> natively (click); the button toggles its dropdown.
    const [first, second] = toggles()
    if (!first || !second) throw new Error('toggles missing')
    first.click()
    expect(expanded(first)).toBe('true')
    second.click()
    expect(expanded(first)).toBe('false')
    expect(expanded(second)).toBe('true')
    second.click()
    expect(expanded(second)).toBe('false')
  },
  'key-escape': () => {
    const [first] = toggles()
    if (!first) throw new Error('toggle missing')
    first.click()
    $('#t-panel-0 a').focus()
    press('Escape')
    expect(expanded(first)).toBe('false')
    expect(document.activeElement).toBe(first)
  },
  'key-arrows': () => {
    const [palvelut, tietoa] = tops()
    const [first] = toggles()
    if (!palvelut || !tietoa || !first) throw new Error('items missing')
    palvelut.focus()
    press('ArrowDown')
    expect(document.activeElement).toBe(first)
    // Collapsed: Right moves on to the next top-level item.
    press('ArrowRight')
    expect(document.activeElement).toBe(tietoa)
    press('ArrowUp')
    expect(document.activeElement).toBe(first)
    // Expanded: Down goes into the dropdown, then through its links, stopping at the last.
    first.click()
    first.focus()
    press('ArrowDown')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#t-panel-0 a')]
    expect(document.activeElement).toBe(links[0])
    press('ArrowDown')
    expect(document.activeElement).toBe(links[1])
    press('ArrowDown')
    expect(document.activeElement).toBe(links[1])
    press('ArrowLeft')
    expect(document.activeElement).toBe(links[0])
    press('ArrowUp')
    expect(document.activeElement).toBe(links[0])
  },
  'key-home-end': () => {
    const all = [...nav.querySelectorAll<HTMLElement>('[data-nav-top], [data-nav-toggle]')]
    all[2]?.focus()
    press('End')
    expect(document.activeElement).toBe(all.at(-1))
    press('Home')
    expect(document.activeElement).toBe(all[0])
    const [first] = toggles()
    first?.click()
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#t-panel-0 a')]
    links[0]?.focus()
    press('End')
    expect(document.activeElement).toBe(links.at(-1))
    press('Home')
    expect(document.activeElement).toBe(links[0])
  },
}

describe('disclosure navigation against the APG hybrid example (aria-apg-regression.json)', () => {
  it('has the keyboard table from the vectors', () => {
    expect(HYBRID.length).toBeGreaterThanOrEqual(5)
  })
  for (const row of HYBRID) {
    it(`${row.key}: ${row.effect.slice(0, 70)}…`, () => {
      const scenario = scenarios[row.test_id]
      if (!scenario) throw new Error(`no scenario for APG test id ${row.test_id}`)
      scenario()
    })
  }
})

describe('disclosure navigation markup and pointer behaviour', () => {
  it('uses disclosure buttons, never menu roles', () => {
    expect(nav.querySelector('[role^="menu"]')).toBeNull()
    for (const button of toggles()) {
      expect(expanded(button)).toBe('false')
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull()
    }
    expect($('[aria-current="page"]').textContent).toBe('Tietoa')
  })

  it('opens on hover after the show delay and closes after the hide delay', () => {
    vi.useFakeTimers()
    const [first] = toggles()
    const item = first?.closest('li') as HTMLElement
    item.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }))
    vi.advanceTimersByTime(TIMING.menuShowDelay - 1)
    expect(expanded(first as HTMLButtonElement)).toBe('false')
    vi.advanceTimersByTime(1)
    expect(expanded(first as HTMLButtonElement)).toBe('true')
    item.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', bubbles: true }))
    vi.advanceTimersByTime(TIMING.menuHideDelay - 1)
    expect(expanded(first as HTMLButtonElement)).toBe('true')
    vi.advanceTimersByTime(1)
    expect(expanded(first as HTMLButtonElement)).toBe('false')
  })

  it('ignores a pointer that only passes by (leaves before the show delay)', () => {
    vi.useFakeTimers()
    const [first] = toggles()
    const item = first?.closest('li') as HTMLElement
    item.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }))
    vi.advanceTimersByTime(50)
    item.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', bubbles: true }))
    vi.advanceTimersByTime(500)
    expect(expanded(first as HTMLButtonElement)).toBe('false')
  })

  it('on touch, the first tap opens the submenu and the second follows the link', () => {
    const [palvelut] = tops()
    const [first] = toggles()
    if (!palvelut || !first) throw new Error('items missing')
    palvelut.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }))
    const tap1 = new MouseEvent('click', { bubbles: true, cancelable: true })
    palvelut.dispatchEvent(tap1)
    expect(tap1.defaultPrevented).toBe(true)
    expect(expanded(first)).toBe('true')
    palvelut.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }))
    const tap2 = new MouseEvent('click', { bubbles: true, cancelable: true })
    palvelut.dispatchEvent(tap2)
    expect(tap2.defaultPrevented).toBe(false)
  })

  it('a mouse click on a parent link just follows it', () => {
    const [palvelut] = tops()
    palvelut?.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    palvelut?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('closes when focus or a click leaves the navigation', () => {
    const [first] = toggles()
    first?.click()
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(expanded(first as HTMLButtonElement)).toBe('false')
  })

  it('moves by one without wrapping (APG)', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1)
    expect(nextIndex('ArrowDown', 2, 3)).toBeNull()
    expect(nextIndex('ArrowUp', 0, 3)).toBeNull()
    expect(nextIndex('Home', 2, 3)).toBe(0)
    expect(nextIndex('End', 0, 3)).toBe(2)
    expect(nextIndex('Tab', 0, 3)).toBeNull()
  })
})
