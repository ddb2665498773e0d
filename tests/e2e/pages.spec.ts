import { ValidationError } from 'payload'
import { createTestPage, expect, test } from './support/cms'

/** The per-field messages an editor sees beside the fields in the admin. */
async function fieldMessages(action: Promise<unknown>): Promise<string[]> {
  try {
    await action
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((e) => e.message)
    throw error
  }
  return []
}

test.describe('page addresses @smoke', () => {
  test('a child page lives under its parent and moves with it', async ({ page, cms }) => {
    const parent = await createTestPage(cms, [])
    const child = await cms.create({
      collection: 'pages',
      locale: 'fi',
      context: { disableRevalidate: true },
      data: { title: 'Alasivu', slug: 'alasivu', parent: parent.id, _status: 'published' },
    })
    expect(child.path).toBe(`${parent.slug}/alasivu`)
    expect((await page.goto(`/${parent.slug}/alasivu`))?.status()).toBe(200)

    await cms.update({
      collection: 'pages',
      id: parent.id,
      locale: 'fi',
      context: { disableRevalidate: true },
      data: { slug: `${parent.slug}-uusi` },
    })
    const moved = await cms.findByID({ collection: 'pages', id: child.id, locale: 'fi' })
    expect(moved.path).toBe(`${parent.slug}-uusi/alasivu`)
    expect((await page.goto(`/${parent.slug}-uusi/alasivu`))?.status()).toBe(200)
  })

  test('bad addresses are refused with a Finnish message', async ({ cms }) => {
    const first = await createTestPage(cms, [])
    const duplicate = cms.create({
      collection: 'pages',
      locale: 'fi',
      data: { title: 'Kaksoiskappale', slug: first.slug, _status: 'published' },
    })
    expect(await fieldMessages(duplicate)).toEqual([
      `Osoite /${first.slug} on jo toisen sivun käytössä. Valitse toinen tunniste.`,
    ])
    const ownParent = cms.update({
      collection: 'pages',
      id: first.id,
      locale: 'fi',
      data: { parent: first.id },
    })
    expect(await fieldMessages(ownParent)).toEqual(['Sivu ei voi olla oma tai alasivunsa yläsivu.'])
    const slugified = await cms.create({
      collection: 'pages',
      locale: 'fi',
      context: { disableRevalidate: true },
      data: { title: 'Äänekoski Öljy', slug: '', _status: 'draft' },
    })
    expect(slugified.slug).toBe('aanekoski-oljy')
  })
})
