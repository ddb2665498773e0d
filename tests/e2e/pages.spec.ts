import { createTestPage, expect, FieldErrors, test } from './support/cms'

/** How a refused CMS call failed: its status and the messages beside the fields. */
async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action
  } catch (error) {
    if (error instanceof FieldErrors) return `${error.status}: ${error.message}`
    return error instanceof Error ? error.message : String(error)
  }
  return 'accepted'
}

test.describe('page addresses', () => {
  test('a child page lives under its parent and moves with it @smoke', async ({ page, cms }) => {
    const parent = await createTestPage(cms, [])
    const child = await cms.create({
      collection: 'pages',
      locale: 'fi',
      data: { title: 'Alasivu', slug: 'alasivu', parent: parent.id, _status: 'published' },
    })
    expect(child.path).toBe(`${parent.slug}/alasivu`)
    expect((await page.goto(`/${parent.slug}/alasivu`))?.status()).toBe(200)

    await cms.update({
      collection: 'pages',
      id: parent.id,
      locale: 'fi',
      data: { slug: `${parent.slug}-uusi` },
    })
    const moved = await cms.findByID({ collection: 'pages', id: child.id })
    expect(moved.path).toBe(`${parent.slug}-uusi/alasivu`)
    expect((await page.goto(`/${parent.slug}-uusi/alasivu`))?.status()).toBe(200)
  })

  test('duplicate and cyclic addresses are refused with a Finnish message beside the field; nothing is saved', async ({
    cms,
    request,
  }) => {
    const first = await createTestPage(cms, [])
    const duplicate = cms.create({
      collection: 'pages',
      data: { title: 'Kaksoiskappale', slug: first.slug, _status: 'published' },
    })
    expect(await refusal(duplicate)).toBe(
      `400: Osoite /${first.slug} on jo toisen sivun käytössä. Valitse toinen tunniste.`,
    )
    const list = await (await request.get(`/api/pages?where[slug][equals]=${first.slug}&depth=0`)).json()
    expect(list.totalDocs).toBe(1)
    const ownParent = cms.update({ collection: 'pages', id: first.id, data: { parent: first.id } })
    expect(await refusal(ownParent)).toBe('400: Sivu ei voi olla oma tai alasivunsa yläsivu.')
    const missingParent = cms.update({ collection: 'pages', id: first.id, data: { parent: 99999999 } })
    expect(await refusal(missingParent)).toBe('400: Valittua yläsivua ei löydy.')
    expect((await cms.findByID({ collection: 'pages', id: first.id })).parent ?? null).toBeNull()
    const slugified = await cms.create({
      collection: 'pages',
      locale: 'fi',
      data: { title: 'Äänekoski Öljy', slug: '', _status: 'draft' },
    })
    expect(slugified.slug).toBe('aanekoski-oljy')
  })
})
