// `npm run restore -- <file>`: puts a backup made by `npm run backup` back in place, with the site
// stopped. The whole archive is checked before anything is touched (docs/backup.md;
// scripts/backup-site.mjs does the work).
import { ArchiveError } from './backup-archive.mjs'
import { RestoreRefused, restoreBackup, siteData } from './backup-site.mjs'
import { ensureEnv } from './lib.mjs'

const archive = process.argv[2]
if (!archive || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <file.tar.gz>')
  process.exit(2)
}
ensureEnv()
try {
  await restoreBackup(archive, siteData(), (line) => console.log(line))
} catch (error) {
  if (error instanceof ArchiveError || error instanceof RestoreRefused) {
    console.error(`✗ Restore refused, nothing changed: ${error.message}`)
  } else {
    console.error(`✗ Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
  }
  process.exit(1)
}
