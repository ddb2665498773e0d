import type { Payload, SanitizedPermissions, TypedUser } from 'payload'
import type { AnchorHTMLAttributes } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Dashboard } from './Dashboard'

// Payload's Link needs the admin's router; a plain anchor shows the same markup.
vi.mock('@payloadcms/ui', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
}))

const user = { id: 1, collection: 'users' } as unknown as TypedUser
const all = { read: true, create: true, readVersions: true, fields: {} } as const
const permissions: SanitizedPermissions = {
  collections: { pages: all, posts: all, portfolio: all, galleries: all, media: all },
  globals: { header: { read: true, fields: {} }, footer: { read: true, fields: {} }, 'site-settings': all },
}

function fakePayload(options: { failVersions?: boolean } = {}) {
  const error = vi.fn()
  const payload = {
    config: { routes: { admin: '/admin' } },
    logger: { error },
    find: async ({ collection }: { collection: string }) => ({
      docs:
        collection === 'pages'
          ? [
              { id: 1, title: 'Etusivu', updatedAt: '2026-01-02T08:30:00.000Z', _status: 'published' },
              { id: 2, title: '', updatedAt: '2026-01-01T08:30:00.000Z', _status: 'draft' },
            ]
          : [],
    }),
    findVersions: async () => {
      if (options.failVersions) throw new Error('versions table missing')
      return { docs: [] }
    },
  } as unknown as Payload
  return { payload, error }
}

async function render(props: Partial<Parameters<typeof Dashboard>[0]> = {}) {
  const { payload, error } = fakePayload()
  const element = await Dashboard({ i18n: { language: 'fi' }, payload, permissions, user, ...props })
  const html = element ? renderToStaticMarkup(element) : ''
  return { doc: new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html'), error }
}

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((node) => node.textContent?.trim())

describe('Dashboard', () => {
  it('shows three labelled panels in Finnish', async () => {
    const { doc } = await render()
    const sections = [...doc.querySelectorAll('section')]
    expect(
      sections.map((section) => doc.getElementById(section.getAttribute('aria-labelledby') ?? '')?.tagName),
    ).toEqual(['H2', 'H2', 'H2'])
    expect(texts(doc, 'h2')).toEqual(['Aloita tästä', 'Viimeksi muokatut', 'Luonnokset odottavat'])
    expect(texts(doc, 'section:first-child a')).toEqual([
      'Sivut',
      'Uusi sivu',
      'Artikkelit',
      'Media',
      'Valikot ja ylätunniste',
      'Alatunniste',
      'Sivuston asetukset',
    ])
    expect(doc.body.textContent).toContain('Ei odottavia luonnoksia.')
  })

  it('lists recent documents with type, status, time and edit link', async () => {
    const { doc } = await render()
    const rows = [...doc.querySelectorAll('section:nth-child(2) li a')]
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/admin/collections/pages/1',
      '/admin/collections/pages/2',
    ])
    expect(texts(doc, 'section:nth-child(2) .kajo-dash__title')).toEqual(['Etusivu', '(nimetön)'])
    expect(texts(doc, 'section:nth-child(2) .kajo-dash__tag')).toEqual([
      'Sivu',
      'Julkaistu',
      'Sivu',
      'Luonnos',
    ])
    expect(doc.querySelector('section:nth-child(2) time')?.getAttribute('dateTime')).toBe(
      '2026-01-02T08:30:00.000Z',
    )
  })

  it('speaks English to an English admin', async () => {
    const { doc } = await render({ i18n: { language: 'en' } })
    expect(texts(doc, 'h2')).toEqual(['Start here', 'Recently edited', 'Drafts waiting'])
    expect(doc.body.textContent).toContain('No drafts waiting.')
  })

  it('keeps the other panels when one query fails, and logs the failure', async () => {
    const { payload, error } = fakePayload({ failVersions: true })
    const element = await Dashboard({ i18n: { language: 'fi' }, payload, permissions, user })
    const html = element ? renderToStaticMarkup(element) : ''
    expect(html).toContain('Tietoja ei voitu hakea.')
    expect(html).toContain('Etusivu')
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }))
  })

  describe('items waiting for moderation', () => {
    const MODERATION = '.kajo-dash__panel--wide a'
    const moderating: SanitizedPermissions = {
      ...permissions,
      collections: { ...permissions.collections, reviews: all, comments: all },
    }
    const withPending = (pending: Record<string, number>) => {
      const { payload } = fakePayload()
      const count = vi.fn(async ({ collection }: { collection: string }) => ({
        totalDocs: pending[collection] ?? 0,
      }))
      return { payload: { ...payload, count } as unknown as Payload, count }
    }

    it('counts reviews and comments and links to their pending lists', async () => {
      const { payload, count } = withPending({ reviews: 2, comments: 3 })
      const { doc } = await render({ payload, permissions: moderating })
      expect(texts(doc, 'h2')).toEqual([
        'Odottaa tarkistusta',
        'Aloita tästä',
        'Viimeksi muokatut',
        'Luonnokset odottavat',
      ])
      const links = [...doc.querySelectorAll(MODERATION)]
      expect(links.map((a) => a.textContent)).toEqual(['2 arviota', '3 kommenttia'])
      expect(links[0]?.getAttribute('href')).toBe(
        '/admin/collections/reviews?where[or][0][and][0][status][equals]=pending',
      )
      expect(count).toHaveBeenCalledWith(
        expect.objectContaining({ where: { status: { equals: 'pending' } }, user, overrideAccess: false }),
      )
    })

    it('leaves out a collection with nothing waiting, and says calmly when nothing is', async () => {
      const one = await render({ payload: withPending({ comments: 1 }).payload, permissions: moderating })
      expect(texts(one.doc, MODERATION)).toEqual(['1 kommentti'])
      const none = await render({ payload: withPending({}).payload, permissions: moderating })
      expect(texts(none.doc, '.kajo-dash__panel--wide p')).toEqual(['Ei odottavia.'])
      const en = await render({
        payload: withPending({ reviews: 1 }).payload,
        permissions: moderating,
        i18n: { language: 'en' },
      })
      expect(texts(en.doc, MODERATION)).toEqual(['1 review'])
    })

    it('shows no panel to a user who may read neither', async () => {
      const { doc } = await render({ payload: withPending({ reviews: 4 }).payload })
      expect(doc.body.textContent).not.toContain('Odottaa tarkistusta')
    })
  })

  it('hides what the user may not read', async () => {
    const { doc } = await render({
      permissions: { collections: { pages: { read: true, fields: {} } }, globals: {} },
    })
    expect(texts(doc, 'section:first-child a')).toEqual(['Sivut'])
    // No version access: the drafts list queries nothing and is simply empty.
    expect(doc.body.textContent).toContain('Ei odottavia luonnoksia.')
  })
})
