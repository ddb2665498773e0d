import nextEnv from '@next/env'

/** `tsx src/seed/run.ts`: seeds demo content when the database is empty, else does nothing. */
nextEnv.loadEnvConfig(process.cwd())
// Imported after the environment is loaded: the config reads PAYLOAD_SECRET and DATABASE_URL.
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { isEmpty, seed } = await import('./seed')

const payload = await getPayload({ config })
if (await isEmpty(payload)) {
  const login = await seed(payload)
  const line = '─'.repeat(60)
  console.log(`\n${line}\nDemo-sisältö luotu. Hallinta: /admin`)
  console.log(`  Sähköposti: ${login.email}`)
  console.log(
    `  Salasana:   ${login.password}${login.generated ? '   (luotu nyt; näytetään vain kerran)' : ''}`,
  )
  console.log(`${line}\n`)
} else {
  payload.logger.info('seed: database already has content, skipping')
}
process.exit(0)
