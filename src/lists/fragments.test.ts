import { describe, expect, it } from 'vitest'
import { findElement, listFragments } from './fragments'

const PAGE = `<!doctype html><html><body><header><ul><li>Valikko</li></ul></header>
<div id="lista-a" class="x" data-list="" data-cur-page="2" data-pages="4">
  <div class="c" data-list-controls=""><nav><ul><li><a href="?category=seo">SEO</a></li></ul></nav></div>
  <p role="status" data-list-status="">12 tulosta &amp; muuta</p>
  <ul data-list-items=""><li data-post-id="7" data-name="A"><article><h2><a href="/blogi/a">A</a></h2><div><div>x</div></div></article></li><li data-post-id="9"><article><img src="a.webp" alt=""/><p>B</p></article></li></ul>
  <div data-list-pagination=""><nav><a href="?page=1">1</a><a href="?page=3">3</a></nav></div>
</div>
<div id="lista-b" data-list=""><ul data-list-items=""></ul></div></body></html>`

describe('list fragments', () => {
  it('cuts the items, pagination, controls and status of one list out of a page', () => {
    const parts = listFragments(PAGE, 'lista-a')
    expect(parts?.items.map((i) => i.id)).toEqual([7, 9])
    expect(parts?.items[0]?.html).toBe(
      '<li data-post-id="7" data-name="A"><article><h2><a href="/blogi/a">A</a></h2><div><div>x</div></div></article></li>',
    )
    expect(parts?.items[1]?.html.endsWith('<p>B</p></article></li>')).toBe(true)
    expect(parts?.paginationHtml).toBe(
      '<div data-list-pagination=""><nav><a href="?page=1">1</a><a href="?page=3">3</a></nav></div>',
    )
    expect(parts?.controlsHtml.startsWith('<div class="c" data-list-controls="">')).toBe(true)
    expect(parts?.controlsHtml.endsWith('</nav></div>')).toBe(true)
    expect(parts?.status).toBe('12 tulosta & muuta')
    expect(parts?.currentPage).toBe(2)
  })

  it('finds an empty list and no list', () => {
    expect(listFragments(PAGE, 'lista-b')?.items).toEqual([])
    expect(listFragments(PAGE, 'lista-c')).toBeNull()
  })

  it('does not take a longer attribute name for the one asked', () => {
    expect(
      findElement('<p data-list-items-x="">a</p><p data-list-items="">b</p>', 'data-list-items')?.html,
    ).toBe('<p data-list-items="">b</p>')
  })
})
