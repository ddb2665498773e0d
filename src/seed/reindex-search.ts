// `npm run search:reindex` (scripts/search-reindex.mjs): rebuilds the site search's index from every
// published document, for an existing database (SQLite, or PostgreSQL through DATABASE_URL). Safe to
// run while the site serves: searches made meanwhile see a partial index for the seconds it takes.
import config from '@payload-config'
import { getPayload } from 'payload'
import { rebuildSearchIndex } from '@/cms/search/search-index'

async function main(): Promise<string> {
  const payload = await getPayload({ config })
  const started = Date.now()
  const { documents, entries } = await rebuildSearchIndex(payload)
  return `Search index rebuilt: ${documents} documents, ${entries} entries, ${Date.now() - started} ms.`
}

// Payload's start-up can wait on database handles that do not hold the process open; without a
// handle of its own, Node now and then exited mid-way (status 13, an unsettled top-level await).
const alive = setInterval(() => {}, 60_000)
main()
  .then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
  // Payload keeps its database connections open; the work is done.
  .finally(() => {
    clearInterval(alive)
    process.exit()
  })
