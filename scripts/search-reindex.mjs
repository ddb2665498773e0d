// `npm run search:reindex`: rebuilds the site search's index of an existing database (src/seed/
// reindex-search.ts) with the settings `npm start` uses (.env; DATABASE_URL for PostgreSQL).
import { ensureEnv, run } from './lib.mjs'

ensureEnv()
// Not production: there Payload applies pending migrations as it starts, which is the server's job,
// and which now and then never finished while the running site held the same SQLite file.
run('tsx', ['src/seed/reindex-search.ts'], { NODE_ENV: 'development' })
