import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type PageRef, pageIndex } from '@/lib/page-index'
import { ctx, render } from '../../../tests/unit/render'
import { BreadcrumbNav } from './Breadcrumbs'
import { breadcrumbJsonLd, type Crumb, groupCrumbs } from './crumbs'
import { breadcrumbTrail } from './trail'

const trail = (n: number): Crumb[] =>
  Array.from({ length: n }, (_, i) => ({
    label: i === 0 ? 'Etusivu' : `Taso ${i}`,
    href: i === 0 ? '/' : `/t${i}`,
  }))

const labels = (crumbs: Crumb[]) => crumbs.map((c) => c.label)

describe('crumb groups', () => {
  it('folds nothing up to three crumbs', () => {
    for (const n of [1, 2, 3]) {
      const groups = groupCrumbs(trail(n))
      expect(groups.hidden).toEqual([])
      expect([...groups.head, ...groups.tail]).toEqual(trail(n))
    }
  })

  it('keeps home and the last two crumbs and folds the middle from four on', () => {
    expect(labels(groupCrumbs(trail(4)).hidden)).toEqual(['Taso 1'])
    const groups = groupCrumbs(trail(6))
    expect(labels(groups.head)).toEqual(['Etusivu'])
    expect(labels(groups.hidden)).toEqual(['Taso 1', 'Taso 2', 'Taso 3'])
    expect(labels(groups.tail)).toEqual(['Taso 4', 'Taso 5'])
  })
})

describe('breadcrumb markup', () => {
  it('is a labelled ordered list ending in the current page, which is no link', () => {
    const doc = render(<BreadcrumbNav crumbs={trail(3)} locale="fi" origin="https://kajo.example" />)
    const nav = doc.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBe('Murupolku')
    expect(nav?.getAttribute('style')).toContain('--crumbs-animation:400ms')
    const items = [...doc.querySelectorAll('nav > ol > li')]
    expect(items.map((li) => li.textContent)).toEqual(['Etusivu', 'Taso 1', 'Taso 2'])
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('/')
    const current = items[2]?.querySelector('[aria-current="page"]')
    expect(current?.tagName).toBe('SPAN')
    expect(items[2]?.querySelector('a')).toBeNull()
    expect(doc.querySelector('details')).toBeNull()
  })

  it('folds the middle crumbs behind a named, closed disclosure', () => {
    const doc = render(<BreadcrumbNav crumbs={trail(5)} locale="en" origin="https://kajo.example" />)
    expect(doc.querySelector('nav')?.getAttribute('aria-label')).toBe('Breadcrumbs')
    const details = doc.querySelector('nav > ol > li:nth-child(2) > details')
    expect(details?.hasAttribute('open')).toBe(false)
    expect(details?.querySelector('summary')?.getAttribute('aria-label')).toBe('Show the whole path')
    expect([...(details?.querySelectorAll('ol > li a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/t1',
      '/t2',
    ])
    expect([...doc.querySelectorAll('nav > ol > li')].map((li) => li.textContent)).toEqual([
      'Etusivu',
      '…Taso 1Taso 2',
      'Taso 3',
      'Taso 4',
    ])
  })

  it('adds a schema.org BreadcrumbList with absolute addresses and no way out of the script', () => {
    const crumbs: Crumb[] = [
      { label: 'Etusivu', href: '/' },
      { label: '</script><b>', href: '/en/a' },
    ]
    const json = breadcrumbJsonLd(crumbs, 'https://kajo.example')
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Etusivu', item: 'https://kajo.example/' },
        { '@type': 'ListItem', position: 2, name: '</script><b>', item: 'https://kajo.example/en/a' },
      ],
    })
    expect(
      renderToStaticMarkup(<BreadcrumbNav crumbs={crumbs} locale="fi" origin="https://kajo.example" />),
    ).toContain('<script type="application/ld+json">{"@context":"https://schema.org"')
  })
})

describe('breadcrumb trail from the page index', () => {
  const ref = (id: number, parent: number | null, fi: string, en?: string): PageRef => ({
    id,
    parent,
    title: { fi: `Otsikko ${id}`, ...(en ? { en: `Title ${id}` } : {}) },
    path: { fi, ...(en ? { en } : {}) },
    updatedAt: '',
  })
  const pages = pageIndex([
    ref(1, null, 'etusivu', 'home'),
    ref(2, null, 'palvelut'),
    ref(3, 2, 'palvelut/verkkosivut', 'services/websites'),
    // A cycle in bad data must end the walk, not loop.
    ref(8, 9, 'a/b'),
    ref(9, 8, 'a'),
  ])
  const base = { ...ctx, pages, homePageId: 1 }
  const page = (id: number, parent: number | null) => ({ id, title: `Sivu ${id}`, path: 'x', parent })

  it('walks the parent chain, leaving out ancestors without an address in the locale', () => {
    const fi = breadcrumbTrail({ page: page(4, 3), path: 'x', href: '/x', ctx: base, siteName: 'Kajo' })
    expect(fi?.map((c) => c.href)).toEqual(['/', '/palvelut', '/palvelut/verkkosivut', '/x'])
    expect(fi?.[0]?.label).toBe('Otsikko 1')
    const en = breadcrumbTrail({
      page: page(4, 3),
      path: 'x',
      href: '/en/x',
      ctx: { ...base, locale: 'en' },
      siteName: 'Kajo',
    })
    expect(en?.map((c) => c.label)).toEqual(['Title 1', 'Title 3', 'Sivu 4'])
  })

  it('shows no trail on the home page or where turned off, and survives cycles', () => {
    expect(breadcrumbTrail({ page: page(1, null), path: '', href: '/', ctx: base, siteName: 'K' })).toBeNull()
    expect(
      breadcrumbTrail({
        page: { ...page(4, 3), showBreadcrumbs: false },
        path: 'x',
        href: '/x',
        ctx: base,
        siteName: 'K',
      }),
    ).toBeNull()
    expect(
      breadcrumbTrail({ page: page(7, 8), path: 'x', href: '/x', ctx: base, siteName: 'K' }),
    ).toHaveLength(4)
  })
})
