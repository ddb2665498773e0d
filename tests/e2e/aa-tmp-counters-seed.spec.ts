// TEMPORARY (helper's local run only, deleted afterwards): the lead registers the showcase in the seed.
import type { Ids } from '../../src/seed/content'
import { counters } from '../../src/seed/showcase/counters'
import { expect, test } from './support/cms'

test('seed the counters showcase', async ({ cms }) => {
  const ids = {} as Ids
  const found = await cms.first('pages', `locale=fi&where[slug][equals]=${counters.fi.slug}`)
  if (found) return
  const doc = await cms.create({
    collection: 'pages',
    data: { title: counters.fi.title, slug: counters.fi.slug, layout: counters.layout('fi', ids), _status: 'published' },
  })
  await cms.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    data: { title: counters.en.title, slug: counters.en.slug, layout: counters.layout('en', ids), _status: 'published' },
  })
  expect(doc.id).toBeGreaterThan(0)
})
