import type { APIRequestContext } from '@playwright/test'
import { type Cms, createTestPage, expect, test } from './support/cms'

const headingLayout = (text: string) => [
  {
    blockType: 'section' as const,
    columns: [{ widgets: [{ blockType: 'heading' as const, text, level: 'h2' as const }] }],
  },
]

/** Visits twice so the address is in the page cache; returns the second answer's cache state. */
async function warm(request: APIRequestContext, url: string): Promise<string | undefined> {
  expect((await request.get(url)).status(), url).toBe(200)
  return (await request.get(url)).headers()['x-nextjs-cache']
}

async function cacheState(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return { state: response.headers()['x-nextjs-cache'], html: await response.text() }
}

/** A published page with a Finnish and an English version, and a published child page under it. */
async function pagePair(cms: Cms) {
  const parent = await createTestPage(cms, headingLayout('Alkuperäinen otsikko'))
  await cms.update({
    collection: 'pages',
    id: parent.id,
    locale: 'en',
    data: {
      title: `Test page ${parent.slug}`,
      slug: `en-${parent.slug}`,
      layout: headingLayout('Original heading'),
    },
  })
  const child = await cms.create({
    collection: 'pages',
    data: {
      title: `Alasivu ${parent.slug}`,
      slug: 'alasivu',
      parent: parent.id,
      layout: headingLayout('Alasivun sisältö'),
      _status: 'published',
    },
  })
  return { parent, en: `/en/en-${parent.slug}`, child: { id: child.id, url: `/${child.path}` } }
}

test.describe('publishing revalidates by tag @serial', () => {
  test('a content change refreshes that page in both locales and leaves other pages cached', async ({
    request,
    cms,
  }) => {
    const { parent, en, child } = await pagePair(cms)
    for (const url of [parent.url, en, child.url, '/tietoa-meista', '/en']) {
      expect(await warm(request, url), url).toBe('HIT')
    }

    await cms.update({
      collection: 'pages',
      id: parent.id,
      data: { layout: headingLayout('Päivitetty otsikko') },
    })

    // The very next load shows the change: expiry is immediate, not one stale answer first.
    const changed = await cacheState(request, parent.url)
    expect(changed.html).toContain('Päivitetty otsikko')
    expect(changed.html).not.toContain('Alkuperäinen otsikko')
    expect(changed.state).not.toBe('HIT')
    // The English version carries the same page tag, so it renders afresh too.
    expect((await cacheState(request, en)).state).not.toBe('HIT')
    // Pages that did not show the changed content keep their cache entries.
    for (const url of [child.url, '/tietoa-meista', '/en']) {
      expect((await cacheState(request, url)).state, url).toBe('HIT')
    }
  })

  test('a new title reaches the pages that show it (breadcrumbs) on their next load', async ({
    request,
    cms,
  }) => {
    const { parent, child } = await pagePair(cms)
    expect(await warm(request, child.url)).toBe('HIT')
    const title = `Uusi nimi ${parent.slug}`
    await cms.update({ collection: 'pages', id: parent.id, data: { title } })
    const after = await cacheState(request, child.url)
    expect(after.state).not.toBe('HIT')
    expect(after.html).toContain(title)
  })

  test('a global change reaches every page on its next load', async ({ request, cms }) => {
    const before = await cms.findGlobal('footer')
    const copyright = `Kajo Digital Oy ${Date.now()}`
    expect(await warm(request, '/tietoa-meista')).toBe('HIT')
    try {
      await cms.updateGlobal('footer', { copyright })
      const after = await cacheState(request, '/tietoa-meista')
      expect(after.html).toContain(copyright)
    } finally {
      await cms.updateGlobal('footer', { copyright: before.copyright })
    }
  })

  test('publishing a post refreshes its page and the blog list; other posts stay cached', async ({
    request,
    cms,
  }) => {
    const list = await (await request.get('/blogi')).text()
    // Other tests' posts (live preview, new slugs) may be newest and hold unpublished drafts: take seeded ones.
    const [a, b] = [
      ...new Set([...list.matchAll(/href="(\/blogi\/[a-z0-9-]+)"/g)].map((m) => m[1] ?? '')),
    ].filter((href) => !/esikatseltava|uusi-artikkeli/.test(href))
    expect(a && b, 'two posts on the blog page').toBeTruthy()
    for (const url of [a ?? '', b ?? '', '/blogi', '/tietoa-meista'])
      expect(await warm(request, url), url).toBe('HIT')
    const post = await cms.first('posts', `where[slug][equals]=${a?.split('/').pop()}`)
    if (!post) throw new Error(`no post at ${a}`)
    const title = `${post.title} – päivitetty ${Date.now()}`
    try {
      await cms.update({ collection: 'posts', id: post.id, data: { title, _status: 'published' } })
      expect((await cacheState(request, a ?? '')).html).toContain(title)
      expect((await cacheState(request, '/blogi')).html).toContain(title)
      expect((await cacheState(request, b ?? '')).state, 'another post').toBe('HIT')
      expect((await cacheState(request, '/tietoa-meista')).state, 'a page without posts').toBe('HIT')
    } finally {
      await cms.update({
        collection: 'posts',
        id: post.id,
        data: { title: post.title, _status: 'published' },
      })
    }
  })

  test('a post published under a slug that was missing is found at once', async ({ request, cms }) => {
    const slug = `uusi-artikkeli-${Date.now()}`
    expect((await request.get(`/blogi/${slug}`)).status()).toBe(404)
    const post = await cms.create({
      collection: 'posts',
      data: { title: `Uusi artikkeli ${slug}`, slug, _status: 'published' },
    })
    expect((await request.get(`/blogi/${slug}`)).status()).toBe(200)
    // A new slug moves the post: found at the new address at once, gone from the old one.
    await cms.update({ collection: 'posts', id: post.id, data: { slug: `${slug}-b` } })
    expect((await request.get(`/blogi/${slug}-b`)).status()).toBe(200)
    expect((await request.get(`/blogi/${slug}`)).status()).toBe(404)
  })
})
