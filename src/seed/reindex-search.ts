// `npm run search:reindex`: rebuilds the site search's index from every published document, for an
// existing database (SQLite, or PostgreSQL through DATABASE_URL). Safe to run while the site serves:
// searches made meanwhile see a partial index for the few seconds it takes.
import config from '@payload-config'
import { getPayload } from 'payload'
import { rebuildSearchIndex } from '@/cms/search/search-index'

const payload = await getPayload({ config })
const started = Date.now()
const { documents, entries } = await rebuildSearchIndex(payload)
console.log(`Search index rebuilt: ${documents} documents, ${entries} entries, ${Date.now() - started} ms.`)
// Payload keeps its database connections open; the work is done.
process.exit(0)
