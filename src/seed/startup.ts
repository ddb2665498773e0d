import config from '@payload-config'
import { getPayload } from 'payload'
import { isEmpty, seed } from './seed'

/**
 * Runs once as the server starts (from instrumentation.ts): Payload's init applies the committed
 * migrations in production, then an empty database gets the demo content when SEED_DEMO_CONTENT=1
 * (`npm start` sets it). Doing this inside the built server needs no TypeScript loader at runtime.
 */
export async function prepareSite(): Promise<void> {
  const payload = await getPayload({ config })
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
