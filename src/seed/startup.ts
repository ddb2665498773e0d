import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { startJobRunner } from '@/cms/jobs/runner'
import { offerRedirects } from '@/cms/redirects/table'
import { openStore, rebuildSearchIndex } from '@/cms/search/search-index'
import { providePayloadConfig } from '@/data/payload'
import { DATABASE_LOCKS, withDatabaseLock } from '@/db'
import { startFormHousekeeping } from '@/forms/housekeeping'
import { SOCKET_TOKEN_ENV, trustedProxyCount } from '@/lib/client-address'
import { isEmpty, seed } from './seed'

/**
 * Runs once as the server starts (from instrumentation.ts): gives the data layer its config
 * (src/data/payload.ts), Payload's init applies the committed migrations in production, then an
 * empty database gets the demo content when SEED_DEMO_CONTENT=1 (`npm start` sets it). Doing this inside the built server needs no TypeScript loader at runtime.
 * Instances starting together on one database take turns, so each step happens once. Then the
 * job queue (queued mail) and the forms' housekeeping (src/forms/housekeeping.ts) start running.
 */
export async function prepareSite(): Promise<void> {
  providePayloadConfig(config)
  await withDatabaseLock(DATABASE_LOCKS.startup, async () => {
    const payload = await getPayload({ config })
    await seedIfEmpty(payload)
    await fillSearchIndex(payload)
  })
  const payload = await getPayload({ config })
  if (!process.env[SOCKET_TOKEN_ENV] && trustedProxyCount() === 0)
    payload.logger.warn(
      'Palvelin ei näe kävijöiden osoitteita (käynnistä scripts/server.mjs tai aseta TRUSTED_PROXY): lomakkeiden ja kirjautumisen rajat koskevat kaikkia kävijöitä yhdessä.',
    )
  await offerRedirects(payload)
  startJobRunner(payload)
  startFormHousekeeping(payload)
}

/**
 * A database from before the search index (or restored without it) gets its index built once;
 * afterwards every save keeps it current.
 */
async function fillSearchIndex(payload: Payload): Promise<void> {
  if ((await (await openStore(payload)).count()) > 0) return
  const { documents } = await rebuildSearchIndex(payload)
  if (documents > 0) console.log(`Hakuhakemisto rakennettu: ${documents} julkaistua sisältöä.`)
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
