import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { isEmpty, seed } from './seed'

/**
 * Runs once as the server starts (from instrumentation.ts): Payload's init applies the committed
 * migrations in production, then an empty database gets the demo content when SEED_DEMO_CONTENT=1
 * (`npm start` sets it). Doing this inside the built server needs no TypeScript loader at runtime.
 */
export async function prepareSite(): Promise<void> {
  // A Payload instance of its own, closed afterwards: instrumentation is bundled apart from the
  // routes, and a shared instance would throw this bundle's error classes into the routes, whose
  // `instanceof ValidationError` then fails and the per-field messages vanish from API answers.
  const payload = await getPayload({ config, key: 'startup' })
  try {
    await seedIfEmpty(payload)
  } finally {
    await payload.destroy()
  }
}

async function seedIfEmpty(payload: Payload): Promise<void> {
  if (process.env.SEED_DEMO_CONTENT !== '1' || !(await isEmpty(payload))) return
  const login = await seed(payload)
  const line = '─'.repeat(60)
  console.log(`\n${line}\nDemo-sisältö luotu. Hallinta: /admin`)
  console.log(`  Sähköposti: ${login.email}`)
  console.log(
    `  Salasana:   ${login.password}${login.generated ? '   (luotu nyt; näytetään vain kerran)' : ''}`,
  )
  console.log(`${line}\n`)
}
