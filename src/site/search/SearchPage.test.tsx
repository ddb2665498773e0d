import { describe, expect, it, vi } from 'vitest'
import type { SearchOutcome } from '@/data/search/query'
import { render } from '../../../tests/unit/render'

const outcome = vi.hoisted(() => ({ current: { status: 'empty' } as SearchOutcome }))
vi.mock('@/data/search/query', () => ({ searchSite: vi.fn(async () => outcome.current) }))
vi.mock('@/data/pages', () => ({ getGlobals: vi.fn() }))

const { SearchPage } = await import('./SearchPage')

async function page(next: SearchOutcome, q = ''): Promise<Document> {
  outcome.current = next
  return render(await SearchPage({ locale: 'fi', searchParams: Promise.resolve({ q }) }))
}

describe('search results page', () => {
  it('lists results with marked snippets, the count in a status region and the query kept', async () => {
    const doc = await page(
      {
        status: 'done',
        query: 'päiväkoti <b>',
        results: [
          {
            key: 'pages-1',
            collection: 'pages',
            title: 'Päiväkoti',
            href: '/paivakoti',
            snippet: [
              { text: 'Meidän ', hit: false, at: 0 },
              { text: 'päiväkoti', hit: true, at: 7 },
              { text: ' <b>auki</b>', hit: false, at: 16 },
            ],
          },
        ],
      },
      'päiväkoti <b>',
    )
    expect(doc.querySelector('h1')?.textContent).toBe('Hakutulokset: päiväkoti <b>')
    expect(doc.querySelector('input[type="search"]')?.getAttribute('value')).toBe('päiväkoti <b>')
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('1 tulos')
    const item = doc.querySelector('ol li')
    expect(item?.querySelector('h2 a')?.getAttribute('href')).toBe('/paivakoti')
    expect(item?.querySelector('mark')?.textContent).toBe('päiväkoti')
    expect(item?.textContent).toContain('<b>auki</b>')
    expect(item?.querySelector('b')).toBeNull()
    expect(item?.textContent).toContain('Sivu')
  })

  it('says so when nothing matched, and when the query was too long', async () => {
    const none = await page({ status: 'done', query: 'xyz', results: [] })
    expect(none.querySelector('[role="status"]')?.textContent).toBe('Haulla ei löytynyt tuloksia.')
    expect(none.querySelector('ol')).toBeNull()
    const long = await page({ status: 'tooLong', query: 'a'.repeat(500) })
    expect(long.querySelector('[role="status"]')?.textContent).toBe('Hakusana on liian pitkä.')
    expect(long.querySelector('h1')?.textContent).toBe('Haku')
  })

  it('shows just the form before a search', async () => {
    const doc = await page({ status: 'empty' })
    expect(doc.querySelector('h1')?.textContent).toBe('Haku')
    expect(doc.querySelector('search form')?.getAttribute('action')).toBe('/haku')
    expect(doc.querySelector('label')?.textContent).toBe('Hae sivustolta')
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('')
  })
})
