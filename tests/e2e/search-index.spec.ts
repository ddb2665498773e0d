import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/cms'

/** A word no other document has, so the results are exactly the post made here. */
const token = `hakusana${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`

/** The result links of a search, in order. */
async function found(request: APIRequestContext, q: string, base = '/haku'): Promise<string[]> {
  const response = await request.get(`${base}?q=${encodeURIComponent(q)}`)
  expect(response.status(), q).toBe(200)
  const main = (await response.text()).split('<main')[1] ?? ''
  return [...main.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1] ?? '')
}

test.describe('search index follows the content', () => {
  test('publish, draft edit, unpublish, republish and delete, in both locales @smoke', async ({
    request,
    cms,
  }) => {
    const slug = `uusi-artikkeli-haku-${Date.now()}`
    const fiUrl = `/blogi/${slug}`
    const enUrl = `/en/blog/${slug}`
    const post = await cms.create({
      collection: 'posts',
      data: {
        title: `Kirjastoautot ${token}`,
        slug,
        excerpt: 'Kirjastoauto kiertää kylissä.',
        _status: 'published',
      },
    })
    await cms.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: {
        title: `Mobile libraries ${token}`,
        slug,
        excerpt: 'The library bus visits villages.',
        _status: 'published',
      },
    })
    try {
      // Found at once in both locales, by an inflected form and by a typo.
      expect(await found(request, `kirjastoautossa ${token}`)).toEqual([fiUrl])
      expect(await found(request, `kirjastoatuo ${token}`)).toEqual([fiUrl])
      expect(await found(request, `library ${token}`, '/en/search')).toEqual([enUrl])

      // A draft edit stays out of search until it is published.
      await cms.update({
        collection: 'posts',
        id: post.id,
        draft: true,
        data: { title: `Luonnosotsikko ${token}`, _status: 'draft' },
      })
      expect(await found(request, `luonnosotsikko ${token}`)).toEqual([])
      expect(await found(request, `kirjastoautot ${token}`)).toEqual([fiUrl])

      // Unpublished: gone from both locales; published again: back.
      await cms.update({
        collection: 'posts',
        id: post.id,
        data: { title: `Kirjastoautot ${token}`, _status: 'draft' },
      })
      expect(await found(request, `kirjastoautot ${token}`)).toEqual([])
      expect(await found(request, `library ${token}`, '/en/search')).toEqual([])
      await cms.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
      expect(await found(request, `kirjastoautot ${token}`)).toEqual([fiUrl])
      expect(await found(request, `libraries ${token}`, '/en/search')).toEqual([enUrl])
    } finally {
      await cms.delete('posts', post.id)
    }
    expect(await found(request, `kirjastoautot ${token}`)).toEqual([])
    expect(await found(request, `library ${token}`, '/en/search')).toEqual([])
  })
})
