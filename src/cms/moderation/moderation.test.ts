import { afterEach, describe, expect, it, vi } from 'vitest'
import { moderate } from './moderate'
import { activeFilter, defaultFilterHref, isModerated, moderationListHref, statusWhere } from './moderation'
import { moderationStrings } from './strings'

const PENDING = 'where[or][0][and][0][status][equals]=pending'

describe('status filter', () => {
  it('writes the filter as Payload’s filter builder does', () => {
    expect(statusWhere('spam')).toEqual({ or: [{ and: [{ status: { equals: 'spam' } }] }] })
    expect(statusWhere('all')).toEqual({
      or: [{ and: [{ status: { in: ['pending', 'approved', 'rejected', 'spam'] } }] }],
    })
  })

  it('reads back the tab a list query shows, whatever the nesting', () => {
    expect(activeFilter(statusWhere('approved'))).toBe('approved')
    expect(activeFilter(statusWhere('all'))).toBe('all')
    expect(activeFilter({ status: { equals: 'rejected' } })).toBe('rejected')
    expect(activeFilter({ and: [{ status: { in: 'spam,pending,approved,rejected' } }] })).toBe('all')
  })

  it('finds no tab for other filters', () => {
    expect(activeFilter(undefined)).toBeNull()
    expect(activeFilter({})).toBeNull()
    expect(activeFilter({ status: { equals: 'deleted' } })).toBeNull()
    expect(activeFilter({ status: { in: ['pending', 'spam'] } })).toBeNull()
    expect(activeFilter({ status: { not_equals: 'spam' } })).toBeNull()
    expect(activeFilter({ and: [{ status: { equals: 'spam' } }, { name: { like: 'Matti' } }] })).toBeNull()
    expect(
      activeFilter({ or: [{ and: [{ status: { equals: 'spam' } }] }, { and: [{ name: { like: 'M' } }] }] }),
    ).toBeNull()
  })

  it('links to a collection’s list with a tab chosen', () => {
    expect(moderationListHref('/admin', 'reviews', 'pending')).toBe(`/admin/collections/reviews?${PENDING}`)
  })

  it('sends an unfiltered list on to the pending items, keeping its other settings', () => {
    expect(defaultFilterHref('/admin/collections/comments', {})).toBe(
      `/admin/collections/comments?${PENDING}`,
    )
    expect(
      defaultFilterHref('/admin/collections/comments', {
        limit: '25',
        search: 'Matti',
        page: '3',
        x: ['a', 'b'],
      }),
    ).toBe(`/admin/collections/comments?${PENDING}&limit=25&search=Matti&x=a&x=b`)
  })

  it('leaves a list that has any filter alone', () => {
    expect(
      defaultFilterHref('/admin/collections/comments', { 'where[or][0][and][0][name][like]': 'M' }),
    ).toBeNull()
    expect(defaultFilterHref('/admin/collections/comments', { where: 'x' })).toBeNull()
  })

  it('knows the moderated collections', () => {
    expect(isModerated('reviews')).toBe(true)
    expect(isModerated('comments')).toBe(true)
    expect(isModerated('pages')).toBe(false)
  })
})

describe('moderation strings', () => {
  it('count items with the Finnish partitive and the English plural', () => {
    const fi = moderationStrings('fi')
    expect([fi.items('reviews', 1), fi.items('reviews', 2), fi.items('comments', 3)]).toEqual([
      '1 arvio',
      '2 arviota',
      '3 kommenttia',
    ])
    expect(moderationStrings('en').items('comments', 1)).toBe('1 comment')
    expect(fi.filter).toMatchObject({ pending: 'Odottaa', approved: 'Hyväksytty', all: 'Kaikki' })
    expect(fi.action).toEqual({ approved: 'Hyväksy', rejected: 'Hylkää', spam: 'Roskapostia' })
  })
})

describe('moderate', () => {
  afterEach(() => vi.unstubAllGlobals())

  const stub = (response: Response | Error) => {
    const fetch = vi.fn(async () => {
      if (response instanceof Error) throw response
      return response
    })
    vi.stubGlobal('fetch', fetch)
    return fetch
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

  it('patches the matching items’ status through the REST API, as the editor', async () => {
    const fetch = stub(json({ docs: [{ id: 4 }, { id: 5 }], errors: [] }))
    const result = await moderate({
      apiBase: '/api/',
      slug: 'comments',
      where: { id: { in: [4, 5] } },
      status: 'approved',
      language: 'fi',
    })
    expect(result).toEqual({ ok: true, count: 2, message: '' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/comments?where[id][in][0]=4&where[id][in][1]=5&depth=0')
    expect(init.method).toBe('PATCH')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"status":"approved"}')
    expect(init.headers).toMatchObject({ 'Accept-Language': 'fi' })
  })

  it('reports a partial success with the first error, and a failure without docs', async () => {
    stub(json({ docs: [{ id: 4 }], errors: [{ message: 'Ei oikeutta: 5' }] }, 400))
    expect(
      await moderate({ apiBase: '/api', slug: 'reviews', where: {}, status: 'spam', language: 'fi' }),
    ).toEqual({ ok: false, count: 1, message: 'Ei oikeutta: 5' })
    stub(json({ message: 'Kirjaudu sisään.' }, 403))
    expect(
      await moderate({ apiBase: '/api', slug: 'reviews', where: {}, status: 'spam', language: 'fi' }),
    ).toEqual({ ok: false, count: 0, message: 'Kirjaudu sisään.' })
    stub(new TypeError('offline'))
    expect(
      await moderate({ apiBase: '/api', slug: 'reviews', where: {}, status: 'spam', language: 'fi' }),
    ).toEqual({ ok: false, count: 0, message: '' })
  })
})
