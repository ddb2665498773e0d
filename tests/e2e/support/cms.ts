import { randomBytes } from 'node:crypto'
import nextEnv from '@next/env'
import { test as base } from '@playwright/test'
import { getPayload, type Payload } from 'payload'
import config from '../../../src/payload.config'
import type { Page } from '../../../src/payload-types'

type Layout = NonNullable<Page['layout']>

// The same .env the server reads (PAYLOAD_SECRET).
nextEnv.loadEnvConfig(process.cwd())

/** Tests talk to the same database as the server, through Payload's Local API. */
export const test = base.extend<object, { cms: Payload }>({
  cms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const payload = await getPayload({ config })
      await use(payload)
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'

/** Creates a published page holding `layout`, so a widget can be tested on its own. Returns its address. */
export async function createTestPage(
  cms: Payload,
  layout: Layout,
  options: { title?: string; status?: 'published' | 'draft' } = {},
): Promise<{ id: number; url: string; slug: string }> {
  const slug = `testi-${randomBytes(4).toString('hex')}`
  const doc = await cms.create({
    collection: 'pages',
    locale: 'fi',
    context: { disableRevalidate: true },
    data: {
      title: options.title ?? `Testisivu ${slug}`,
      slug,
      layout,
      _status: options.status ?? 'published',
    },
  })
  return { id: doc.id, url: `/${doc.path}`, slug }
}

export const ADMIN = { email: 'admin@kajodigital.example', password: process.env.ADMIN_PASSWORD ?? '' }
