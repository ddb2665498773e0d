// `npm run search:reindex`: rebuilds the site search's index of an existing database (src/seed/
// reindex-search.ts) with the settings `npm start` uses (.env; DATABASE_URL for PostgreSQL).
import { ensureEnv, run } from './lib.mjs'

ensureEnv()
run('tsx', ['src/seed/reindex-search.ts'])
