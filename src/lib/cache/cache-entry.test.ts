import { describe, expect, it } from 'vitest'
import { expiredBy, isNotFound, tagsOf } from './cache-entry.mjs'

describe('tagsOf', () => {
  it('reads a cached page’s tags from its tags header', () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<p>',
      headers: { 'x-next-cache-tags': 'page:3,pages,_N_T_/fi/palvelut' },
    }
    expect(tagsOf(page, undefined)).toEqual(['page:3', 'pages', '_N_T_/fi/palvelut'])
  })

  it('joins cached data’s own tags with the call’s, once each', () => {
    expect(tagsOf({ kind: 'FETCH', data: {}, tags: ['globals', 'media'] }, ['media', 'categories'])).toEqual([
      'media',
      'categories',
      'globals',
    ])
  })

  it('gives no tags for a value without any', () => {
    expect(tagsOf(null, undefined)).toEqual([])
    expect(tagsOf({ kind: 'APP_ROUTE', headers: {} }, [])).toEqual([])
  })
})

describe('expiredBy', () => {
  const written = 1_000

  it('drops an entry whose tag was expired after it was written', () => {
    expect(expiredBy([null, '1500'], written, 2_000)).toBe(true)
  })

  it('keeps an entry rendered after the expiry, or whose tags were never expired', () => {
    expect(expiredBy(['900'], written, 2_000)).toBe(false)
    expect(expiredBy([null, undefined], written, 2_000)).toBe(false)
  })

  it('keeps serving until an expiry set ahead of time comes', () => {
    expect(expiredBy(['5000'], written, 2_000)).toBe(false)
    expect(expiredBy(['5000'], written, 5_000)).toBe(true)
  })

  it('ignores a malformed stored value rather than failing the request', () => {
    expect(expiredBy(['soon'], written, 2_000)).toBe(false)
  })
})

describe('isNotFound', () => {
  it('tells a not-found answer from pages, redirects and data', () => {
    expect(isNotFound({ kind: 'APP_PAGE', html: '<h1>Sivua ei löytynyt</h1>', status: 404 })).toBe(true)
    expect(isNotFound({ kind: 'APP_PAGE', html: '<h1>Etusivu</h1>', status: 200 })).toBe(false)
    expect(isNotFound({ kind: 'APP_PAGE', html: '', status: 308 })).toBe(false)
    expect(isNotFound({ kind: 'FETCH', data: { status: 404 } })).toBe(false)
    expect(isNotFound(null)).toBe(false)
  })
})
