import { randomBytes } from 'node:crypto'
import { createTestPage, expect, FieldErrors, test } from './support/cms'

/** An old address's answer, not followed: its status and where it sends the visitor. */
async function answer(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return [response.status(), response.headers().location ?? null] as const
}

test('a page whose address changes keeps its old one as a 301; a new page there takes it back', async ({
  cms,
  request,
}) => {
  const page = await createTestPage(cms, [])
  expect(await answer(request, page.url)).toEqual([200, null])
  const slug = `${page.slug}-uusi`
  await cms.update({ collection: 'pages', id: page.id, data: { slug } })
  await expect.poll(() => answer(request, page.url)).toEqual([301, `/${slug}`])
  expect((await request.get(`/${slug}`)).status()).toBe(200)
  // A post's slug change too.
  const suffix = randomBytes(3).toString('hex')
  const post = await cms.create({
    collection: 'posts',
    data: { title: `Siirtyvä artikkeli ${suffix}`, slug: `siirtyva-${suffix}`, _status: 'published' },
  })
  await cms.update({ collection: 'posts', id: post.id, data: { slug: `siirtynyt-${suffix}` } })
  await expect
    .poll(() => answer(request, `/blogi/siirtyva-${suffix}`))
    .toEqual([301, `/blogi/siirtynyt-${suffix}`])
  // Publishing a page at the old address: the page answers, not the redirect.
  const again = await cms.create({
    collection: 'pages',
    data: { title: `Takaisin ${suffix}`, slug: page.slug, _status: 'published' },
  })
  await expect.poll(() => answer(request, page.url)).toEqual([200, null])
  await cms.delete('pages', again.id)
  await cms.delete('pages', page.id)
  await cms.delete('posts', post.id)
})

test('redirects from the admin: chains are collapsed, loops and other hosts refused in Finnish @smoke', async ({
  cms,
  request,
}) => {
  const id = randomBytes(3).toString('hex')
  const [a, b, c] = [`/vanha-a-${id}`, `/vanha-b-${id}`, `/blogi`]
  const ab = await cms.create({ collection: 'redirects', data: { from: `${a}/`, to: b } })
  expect(ab.from).toBe(a)
  const bc = await cms.create({ collection: 'redirects', data: { from: b, to: c } })
  // A → B with B → C: A now leads straight to C.
  await expect.poll(() => answer(request, a)).toEqual([301, c])
  expect(await answer(request, `${b}/`)).toEqual([301, c])

  const refused = async (data: Record<string, string>) =>
    cms.create({ collection: 'redirects', data }).then(
      () => [],
      (error: unknown) => (error instanceof FieldErrors ? error.messages : [String(error)]),
    )
  expect(await refused({ from: c, to: a })).toEqual([expect.stringMatching(/silmukan/)])
  expect(await refused({ from: `/x-${id}`, to: 'https://evil.example/' })).toEqual([
    'Uuden osoitteen on oltava tämän sivuston polku, joka alkaa merkillä /.',
  ])
  expect(await refused({ from: '/admin', to: '/' })).toEqual([
    expect.stringMatching(/^Vanhan osoitteen on oltava/),
  ])
  await cms.delete('redirects', ab.id)
  await cms.delete('redirects', bc.id)
  await expect.poll(() => answer(request, a)).toEqual([404, null])
})
