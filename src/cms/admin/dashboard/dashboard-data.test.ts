import type { Payload, SanitizedPermissions, TypedUser } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import {
  type DashboardDoc,
  fetchDrafts,
  fetchRecent,
  fromDoc,
  fromVersion,
  newest,
  permittedCollections,
  settle,
  startLinks,
  toEntry,
} from './dashboard-data'
import { dashboardLanguage, dashboardStrings } from './strings'

const doc = (overrides: Partial<DashboardDoc>): DashboardDoc => ({
  collection: 'pages',
  id: 1,
  title: 'Etusivu',
  updatedAt: '2026-01-01T10:00:00.000Z',
  status: 'published',
  ...overrides,
})

const all = { read: true, create: true, readVersions: true, fields: {} } as const
const permissions: SanitizedPermissions = {
  collections: { pages: all, posts: all, portfolio: all, galleries: all, media: all },
  globals: { header: { read: true, fields: {} }, footer: { read: true, fields: {} } },
}

describe('dashboard lists', () => {
  it('merges the lists newest first and keeps the first eight', () => {
    const pages = [1, 3, 5, 7, 9].map((day) => doc({ id: day, updatedAt: `2026-01-0${day}T10:00:00.000Z` }))
    const posts = [2, 4, 6, 8].map((day) =>
      doc({ collection: 'posts', id: day, updatedAt: `2026-01-0${day}T10:00:00.000Z` }),
    )
    const merged = newest([pages, posts])
    expect(merged.map((d) => `${d.collection}:${d.id}`)).toEqual([
      'pages:9',
      'posts:8',
      'pages:7',
      'posts:6',
      'pages:5',
      'posts:4',
      'pages:3',
      'posts:2',
    ])
    expect(newest([pages], 2).map((d) => d.id)).toEqual([9, 7])
    expect(newest([])).toEqual([])
  })

  it('puts a document without a readable date last', () => {
    const merged = newest([[doc({ id: 1, updatedAt: '' }), doc({ id: 2 })]])
    expect(merged.map((d) => d.id)).toEqual([2, 1])
  })

  it('reads found documents and draft versions', () => {
    expect(fromDoc('posts', { id: 4, title: ' Uutinen ', updatedAt: 'T', _status: 'draft' })).toEqual({
      collection: 'posts',
      id: 4,
      title: 'Uutinen',
      updatedAt: 'T',
      status: 'draft',
    })
    expect(fromDoc('galleries', { id: 2, title: 'Kuvat', updatedAt: 'T', _status: 'published' }).status).toBe(
      'published',
    )
    expect(fromDoc('pages', { id: 3, title: '   ', updatedAt: 'T' }).title).toBeNull()
    expect(fromVersion('pages', { parent: 7, updatedAt: 'T', version: { title: 'Palvelut' } })).toEqual({
      collection: 'pages',
      id: 7,
      title: 'Palvelut',
      updatedAt: 'T',
      status: 'draft',
    })
    expect(fromVersion('pages', { parent: 7, updatedAt: 'T', version: {} }).title).toBeNull()
  })

  it('shows a row with its title or "(nimetön)", its type, status and edit address', () => {
    const fi = dashboardStrings.fi
    expect(
      toEntry(doc({ collection: 'portfolio', id: 5, title: null, status: 'draft' }), fi, '/admin'),
    ).toEqual({
      key: 'portfolio:5',
      href: '/admin/collections/portfolio/5',
      title: '(nimetön)',
      tags: [
        { label: 'Referenssi', tone: 'neutral' },
        { label: 'Luonnos', tone: 'warning' },
      ],
      updatedAt: '2026-01-01T10:00:00.000Z',
    })
    const en = toEntry(doc({ collection: 'galleries', id: 2, title: null }), dashboardStrings.en, '/admin')
    expect(en.title).toBe('(untitled)')
    expect(en.tags.map((tag) => tag.label)).toEqual(['Gallery', 'Published'])
    const types = (['pages', 'posts', 'portfolio', 'galleries'] as const).map(
      (collection) => toEntry(doc({ collection }), dashboardStrings.fi, '/admin').tags[0]?.label,
    )
    expect(types).toEqual(['Sivu', 'Artikkeli', 'Referenssi', 'Galleria'])
  })
})

describe('dashboard language and permissions', () => {
  it('speaks Finnish to a Finnish admin and English to any other', () => {
    expect(dashboardLanguage('fi')).toBe('fi')
    expect(dashboardLanguage('en')).toBe('en')
    expect(dashboardLanguage('sv')).toBe('en')
  })

  it('keeps both languages on the same keys', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' && inner !== null ? keys(inner).map((k) => `${key}.${k}`) : [key],
      )
    expect(keys(dashboardStrings.en)).toEqual(keys(dashboardStrings.fi))
  })

  it('offers only the start links the permissions allow', () => {
    expect(startLinks(permissions, '/admin')).toEqual([
      { label: 'pages', href: '/admin/collections/pages' },
      { label: 'newPage', href: '/admin/collections/pages/create' },
      { label: 'posts', href: '/admin/collections/posts' },
      { label: 'media', href: '/admin/collections/media' },
      { label: 'header', href: '/admin/globals/header' },
      { label: 'footer', href: '/admin/globals/footer' },
    ])
    const readOnly: SanitizedPermissions = {
      collections: { pages: { read: true, fields: {} } },
      globals: { 'site-settings': { read: true, fields: {} } },
    }
    expect(startLinks(readOnly, '/admin').map((link) => link.href)).toEqual([
      '/admin/collections/pages',
      '/admin/globals/site-settings',
    ])
    expect(startLinks(undefined, '/admin')).toEqual([])
  })

  it('lists the content collections an operation is allowed on', () => {
    expect(permittedCollections(permissions, 'read')).toEqual(['pages', 'posts', 'portfolio', 'galleries'])
    expect(
      permittedCollections({ collections: { posts: { read: true, fields: {} } } }, 'readVersions'),
    ).toEqual([])
    expect(permittedCollections(undefined, 'read')).toEqual([])
  })
})

describe('dashboard queries', () => {
  const user = { id: 1, collection: 'users' } as unknown as TypedUser

  it('asks each collection for its latest documents with the user’s access and merges them', async () => {
    const find = vi.fn(async ({ collection }: { collection: string }) => ({
      docs:
        collection === 'pages'
          ? [{ id: 1, title: 'Etusivu', updatedAt: '2026-01-02T00:00:00.000Z', _status: 'published' }]
          : [{ id: 2, title: 'Kuvat', updatedAt: '2026-01-03T00:00:00.000Z', _status: 'published' }],
    }))
    const payload = { find } as unknown as Payload
    const docs = await fetchRecent({ payload, user, locale: 'en' }, ['pages', 'galleries'])
    expect(docs.map((d) => `${d.collection}:${d.id}:${d.status}`)).toEqual([
      'galleries:2:published',
      'pages:1:published',
    ])
    expect(find).toHaveBeenCalledWith({
      collection: 'pages',
      sort: '-updatedAt',
      limit: 8,
      depth: 0,
      draft: true,
      user,
      overrideAccess: false,
      locale: 'en',
      select: { title: true, updatedAt: true, _status: true },
    })
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'galleries',
        draft: true,
        select: { title: true, updatedAt: true, _status: true },
      }),
    )
  })

  it('asks each collection for its latest draft versions', async () => {
    const findVersions = vi.fn(async ({ collection }: { collection: string }) => ({
      docs: [{ id: 'v1', parent: 10, updatedAt: '2026-01-02T00:00:00.000Z', version: { title: collection } }],
    }))
    const payload = { findVersions } as unknown as Payload
    const docs = await fetchDrafts({ payload, user }, ['pages', 'posts', 'galleries'])
    expect(findVersions.mock.calls.map(([args]) => args.collection)).toEqual(['pages', 'posts', 'galleries'])
    expect(findVersions).toHaveBeenCalledWith({
      collection: 'pages',
      where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
      sort: '-updatedAt',
      limit: 8,
      depth: 0,
      user,
      overrideAccess: false,
      locale: undefined,
    })
    expect(docs).toHaveLength(3)
    expect(docs[0]).toMatchObject({ id: 10, title: 'pages', status: 'draft' })
  })

  it('turns a failed query into a failed list and reports the error', async () => {
    const onError = vi.fn()
    const boom = new Error('tietokanta')
    await expect(settle(() => Promise.reject(boom), onError)).resolves.toEqual({ ok: false })
    expect(onError).toHaveBeenCalledWith(boom)
    await expect(settle(async () => [1], onError)).resolves.toEqual({ ok: true, value: [1] })
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
