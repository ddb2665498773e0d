// `npm start`: set up and serve the site in production mode with demo content (SQLite by default).
import { buildIfStale, clearPageCache, ensureEnv, serve } from './lib.mjs'

process.env.NODE_ENV = 'production'
ensureEnv()
buildIfStale()
clearPageCache()
const port = process.env.PORT ?? '3000'
console.log(`\nSite: http://localhost:${port}   Admin: http://localhost:${port}/admin\n`)
// The server migrates the database and seeds an empty one as it starts (src/instrumentation.ts).
serve(['-p', port], { SEED_DEMO_CONTENT: process.env.SEED_DEMO_CONTENT ?? '1' })
