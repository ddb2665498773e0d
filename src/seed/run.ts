import config from '@payload-config'
import { getPayload } from 'payload'
import { isEmpty, seed } from './seed'

/** `payload run src/seed/run.ts`: seeds demo content when the database is empty, else does nothing. */
const payload = await getPayload({ config })
if (await isEmpty(payload)) {
  const login = await seed(payload)
  const line = '─'.repeat(60)
  console.log(`\n${line}\nDemo-sisältö luotu. Hallinta: /admin`)
  console.log(`  Sähköposti: ${login.email}`)
  console.log(`  Salasana:   ${login.password}${login.generated ? '   (luotu nyt; näytetään vain kerran)' : ''}`)
  console.log(`${line}\n`)
} else {
  payload.logger.info('seed: database already has content, skipping')
}
process.exit(0)
