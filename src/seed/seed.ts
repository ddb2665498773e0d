import { randomBytes } from 'node:crypto'
import type { Payload, RequestContext } from 'payload'
import { seedCollections } from './collections'
import { seedFeedback } from './feedback'
import { seedGlobals } from './globals'
import { seedMedia } from './media'
import { seedPages } from './pages'

export const DEMO_ADMIN_EMAIL = 'admin@kajodigital.example'
const context: RequestContext = { disableRevalidate: true }

/** The demo login: ADMIN_PASSWORD when given; in production a fresh random one, printed once. */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): { password: string; generated: boolean } {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, generated: false }
  if (env.NODE_ENV === 'production')
    return { password: randomBytes(12).toString('base64url'), generated: true }
  return { password: 'demo-salasana', generated: false }
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'pages', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0
}

type Login = { email: string; password: string; generated: boolean }

async function seedAdmin(payload: Payload): Promise<Login> {
  const { password, generated } = demoPassword()
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context,
    data: { email: DEMO_ADMIN_EMAIL, password, name: 'Demo Ylläpitäjä', role: 'admin' },
  })
  return { email: DEMO_ADMIN_EMAIL, password, generated }
}

/** Fills an empty database with the Finnish demo company "Kajo Digital". Returns the login. */
export async function seed(payload: Payload): Promise<Login> {
  const log = (msg: string) => payload.logger.info(`seed: ${msg}`)
  const login = await seedAdmin(payload)
  log('admin user')
  const media = await seedMedia(payload, context)
  log('images and video')
  const collections = await seedCollections(payload, context)
  log('categories, posts, portfolio and galleries')
  await seedFeedback(payload, context, collections)
  log('reviews and comments')
  const ids = await seedPages(payload, context, { ...media, collections })
  log('pages')
  await seedGlobals(payload, context, ids)
  log('globals')
  return login
}
