// `npm run backup -- <file>`: one .tar.gz of the site's data, made while the site runs: a consistent
// copy of the database, the media and form-upload folders, and a manifest of checksums and counts
// (docs/backup.md; scripts/backup-site.mjs does the work).
import { createBackup, siteData } from './backup-site.mjs'
import { ensureEnv } from './lib.mjs'

const target = process.argv[2]
if (!target || process.argv.length > 3) {
  console.error('Usage: npm run backup -- <file.tar.gz>')
  process.exit(2)
}
ensureEnv()
const site = siteData()
const started = Date.now()
try {
  const { file, size, manifest } = await createBackup(target, site)
  const counts = Object.entries(manifest.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ')
  console.log(
    `✓ Backup written: ${file} (${(size / 1024 / 1024).toFixed(1)} MB, ${manifest.files.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  console.log(
    `  Database: ${site.kind}, migration ${manifest.migrations.applied} (code: ${manifest.migrations.code})`,
  )
  console.log(`  Rows: ${counts}`)
  for (const [name, folder] of Object.entries(manifest.folders))
    if (folder.archived)
      console.log(`  ${name}: ${folder.present ? `${folder.files} files` : 'no folder (recorded as empty)'}`)
  if (manifest.storage.kind === 's3') {
    console.log(`  Not in the archive, kept in the bucket ${manifest.storage.bucket}:`)
    for (const line of manifest.storage.notInArchive) console.log(`    - ${line}`)
    console.log(`  ${manifest.storage.advice}`)
  }
} catch (error) {
  console.error(
    `✗ Backup failed, nothing written to ${target}: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
}
