import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ctx, pageDoc, render } from '../../../tests/unit/render'
import { BottomMenu } from './BottomMenu'
import { type BottomMenuItem, clampDepth, menuEntries, menuTree, optionLabel } from './bottom-menu'

let nextId = 100
const item = (path: string, label: string, depth?: number | null): BottomMenuItem => ({
  link: { type: 'internal', page: pageDoc(nextId++, path), label },
  depth,
})

describe('bottom menu options', () => {
  it('clamps depths to whole levels 1 to 5', () => {
    expect(clampDepth(undefined)).toBe(1)
    expect(clampDepth(null)).toBe(1)
    expect(clampDepth(0)).toBe(1)
    expect(clampDepth(-3)).toBe(1)
    expect(clampDepth(3)).toBe(3)
    expect(clampDepth(3.7)).toBe(3)
    expect(clampDepth(9)).toBe(5)
    expect(clampDepth(Number.NaN)).toBe(1)
  })

  it('prefixes one dash per level from depth 2 to 5, none at depth 1', () => {
    expect(optionLabel('Palvelut', 1)).toBe('Palvelut')
    expect(optionLabel('Verkkosivut', 2)).toBe('– Verkkosivut')
    expect(optionLabel('Kauppa', 3)).toBe('– – Kauppa')
    expect(optionLabel('Syvä', 5)).toBe('– – – – Syvä')
    expect(optionLabel('Liian syvä', 8)).toBe('– – – – Liian syvä')
    expect(optionLabel('Nolla', 0)).toBe('Nolla')
  })

  it('resolves links, skips dead ones and never jumps more than one level deeper', () => {
    const entries = menuEntries(
      [
        item('a', 'A', 2),
        item('b', 'B', 4),
        { link: { type: 'custom', url: 'javascript:alert(1)', label: 'Vaarallinen' }, depth: 1 },
        { link: { type: 'custom', url: '/c', label: 'C' }, depth: 3 },
        item('d', 'D', 1),
      ],
      ctx,
      '/b',
    )
    expect(entries.map((e) => [e.label, e.depth, e.link.href, e.current])).toEqual([
      ['A', 1, '/a', false],
      ['B', 2, '/b', true],
      ['C', 3, '/c', false],
      ['D', 1, '/d', false],
    ])
  })

  it('nests entries into a tree by depth', () => {
    const tree = menuTree(
      menuEntries([item('a', 'A'), item('b', 'B', 2), item('c', 'C', 3), item('d', 'D', 2)], ctx, undefined),
    )
    expect(tree.map((n) => n.label)).toEqual(['A'])
    expect(tree[0]?.children.map((n) => n.label)).toEqual(['B', 'D'])
    expect(tree[0]?.children[0]?.children.map((n) => n.label)).toEqual(['C'])
  })
})

describe('bottom menu markup', () => {
  const items = [item('a', 'A', 1), item('a/b', 'B', 2), item('a/b/c', 'C', 3), item('d', 'D', 1)]

  it('renders a nested list and a navigating select with the current page selected', () => {
    const doc = render(<BottomMenu items={items} ctx={ctx} current="/a/b" />)
    const nav = doc.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBe('Alatunnisteen valikko')
    expect(doc.querySelector('ul ul a')?.textContent).toBe('B')
    expect(doc.querySelector('ul ul ul a')?.textContent).toBe('C')
    expect(doc.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/a/b')

    const select = doc.querySelector('select[data-navigate]')
    expect(select?.closest('label')?.textContent).toContain('Siirry sivulle')
    const options = [...(select?.querySelectorAll('option') ?? [])]
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['A', '/a'],
      ['– B', '/a/b'],
      ['– – C', '/a/b/c'],
      ['D', '/d'],
    ])
    expect(options.filter((o) => o.hasAttribute('selected')).map((o) => o.value)).toEqual(['/a/b'])
    // The parser drops scripts, so the navigating script is checked in the markup itself.
    expect(renderToStaticMarkup(<BottomMenu items={items} ctx={ctx} />)).toContain(
      "<script>(()=>{var d=document,q='select[data-navigate]'",
    )
  })

  it('starts with a neutral option when the visited page is not in the menu', () => {
    const doc = render(<BottomMenu items={items} ctx={ctx} current="/muu" />)
    const selected = [...doc.querySelectorAll('option[selected]')]
    expect(selected.map((o) => [o.textContent, o.getAttribute('value')])).toEqual([['Siirry sivulle…', '']])
    expect(doc.querySelector('option')?.hasAttribute('selected')).toBe(true)
    expect(doc.querySelector('a[aria-current]')).toBeNull()
  })

  it('marks new-tab links for screen readers and renders nothing without usable links', () => {
    const doc = render(
      <BottomMenu
        items={[{ link: { type: 'custom', url: 'https://example.com/', newTab: true, label: 'Ulkoinen' } }]}
        ctx={ctx}
      />,
    )
    const link = doc.querySelector('a')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.textContent).toContain('avautuu uuteen välilehteen')
    const empty = render(<BottomMenu items={[]} ctx={ctx} />)
    expect(empty.body.innerHTML).toBe('')
  })
})
