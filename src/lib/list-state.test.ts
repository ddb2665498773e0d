import { describe, expect, it } from 'vitest'
import {
  changeState,
  DEFAULT_STATE,
  isFiltered,
  MAX_PAGE,
  parseListParams,
  parseStateSegment,
  stateRoute,
  stateSearch,
  stateSegment,
} from './list-state'

describe('list state from the address', () => {
  it('reads every parameter', () => {
    expect(parseListParams(new URLSearchParams('category=verkkosivut&sort=name&order=desc&page=3'))).toEqual({
      category: 'verkkosivut',
      sort: 'name',
      order: 'desc',
      page: 3,
    })
  })

  it('clamps bad values to valid ones', () => {
    const bad = parseListParams(new URLSearchParams("category=' OR 1=1 --&sort=price&order=sideways&page=-4"))
    expect(bad).toEqual(DEFAULT_STATE)
    expect(parseListParams({ page: 'abc' }).page).toBe(1)
    expect(parseListParams({ page: '0' }).page).toBe(1)
    expect(parseListParams({ page: '9'.repeat(40) }).page).toBe(MAX_PAGE)
    expect(parseListParams({ page: ['2', '5'] }).page).toBe(2)
  })

  it("takes the themes' filter values: category- prefix, 0 for all", () => {
    expect(parseListParams({ category: 'category-seo' }).category).toBe('seo')
    expect(parseListParams({ category: '0' }).category).toBeNull()
  })

  it('orders names A to Ö and dates newest first unless told', () => {
    expect(parseListParams({ sort: 'name' }).order).toBe('asc')
    expect(parseListParams({ sort: 'date' }).order).toBe('desc')
  })

  it('writes the shortest query string, defaults left out', () => {
    expect(stateSearch(DEFAULT_STATE)).toBe('')
    expect(stateSearch({ category: 'seo', sort: 'name', order: 'asc', page: 2 })).toBe(
      '?category=seo&sort=name&page=2',
    )
    expect(stateSearch({ ...DEFAULT_STATE, order: 'asc' })).toBe('?order=asc')
  })

  it('round-trips through the route segment, and refuses anything else', () => {
    const state = { category: 'verkkokaupat', sort: 'name' as const, order: 'desc' as const, page: 12 }
    expect(parseStateSegment(stateSegment(state))).toEqual(state)
    expect(parseStateSegment(stateSegment(DEFAULT_STATE))).toEqual(DEFAULT_STATE)
    expect(parseStateSegment('verkkosivut')).toBeNull()
    expect(parseStateSegment('~x~date~desc~0')).toBeNull()
    expect(parseStateSegment('~X~date~desc~1')).toBeNull()
    expect(parseStateSegment(undefined)).toBeNull()
  })

  it('starts from page 1 when the filter, sort or order changes', () => {
    const on5 = { ...DEFAULT_STATE, page: 5 }
    expect(changeState(on5, { category: 'seo' }).page).toBe(1)
    expect(changeState(on5, { sort: 'name' }).page).toBe(1)
    expect(changeState(on5, { order: 'asc' }).page).toBe(1)
    expect(changeState(on5, { page: 6 }).page).toBe(6)
    expect(changeState(on5, { category: null }).page).toBe(5)
  })

  it('treats sorting and filtering, not paging, as filtered', () => {
    expect(isFiltered({ ...DEFAULT_STATE, page: 4 })).toBe(false)
    expect(isFiltered({ ...DEFAULT_STATE, sort: 'name', order: 'asc' })).toBe(true)
  })
})

describe('the route of an address with list state', () => {
  const route = (address: string) => {
    const url = new URL(address, 'http://site.invalid')
    return stateRoute(url.pathname, url.searchParams)
  }

  it("goes to the state's own segment, clamped, other parameters left out", () => {
    expect(route('/blogi?category=SEO&page=2')).toBe('/blogi/~seo~date~desc~2')
    expect(route('/blogi/?sort=name&utm_source=x')).toBe('/blogi/~0~name~asc~1')
    expect(route('/en/blog?page=999999999')).toBe(`/en/blog/~0~date~desc~${MAX_PAGE}`)
  })

  it('leaves the default state, addresses without list parameters and non-page addresses alone', () => {
    expect(route('/blogi?page=1&sort=date')).toBeNull()
    expect(route('/blogi?category=0')).toBeNull()
    expect(route('/blogi?q=seo')).toBeNull()
    expect(route('/blogi')).toBeNull()
    for (const path of [
      '/api/posts',
      '/admin/collections/posts',
      '/haku',
      '/en/search',
      '/next/list',
      '/media/a.jpg',
    ])
      expect(route(`${path}?page=2`)).toBeNull()
  })
})
