import config from '@payload-config'
import type { PayloadRequest } from 'payload'
import { getEntityPermissions } from 'payload/internal'
import { describe, expect, it } from 'vitest'

/**
 * Payload 3.90's field-permission walk (populateFieldPermissions) follows block references
 * without a guard against cycles, so a container whose widget field references itself (an
 * accordion that may hold an accordion) recurses until the stack overflows. It runs for every
 * REST query with `where` (validateSearchParams) and for the admin's access results. This test
 * pins the upstream behaviour: when it starts failing, Payload has fixed it (or the widget
 * fields no longer form a cycle) and it can go.
 */
describe('Payload permissions over self-referencing widget containers', () => {
  it('Payload 3.90 still overflows the stack computing the pages collection’s field permissions', async () => {
    const resolved = await config
    const blocks = Object.fromEntries((resolved.blocks ?? []).map((block) => [block.slug, block]))
    const pages = resolved.collections.find((c) => c.slug === 'pages')
    if (!pages) throw new Error('pages collection missing')
    const req = {
      payload: { blocks, config: resolved },
      user: null,
      context: {},
    } as unknown as PayloadRequest
    await expect(
      getEntityPermissions({
        blockReferencesPermissions: {} as Parameters<
          typeof getEntityPermissions
        >[0]['blockReferencesPermissions'],
        entity: pages,
        entityType: 'collection',
        fetchData: false,
        operations: ['read'],
        req,
      }),
    ).rejects.toThrow(RangeError)
  })
})
