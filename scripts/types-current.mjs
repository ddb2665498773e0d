// Fails when src/payload-types.ts is not what `payload generate:types` writes for the current
// config (the widget and collection types come from that file), or when src/blocks/views.ts
// (block type → component) is not what scripts/widget-views.mjs writes for src/blocks/widgets.ts
// and the widget folders, or when a `*.sheet.ts` is not what scripts/sheets.mjs writes for its CSS.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT, run } from './lib.mjs'
import { staleSheets } from './sheets.mjs'
import { VIEWS_FILE, viewsSource } from './widget-views.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'payload-types-'))
const fresh = path.join(dir, 'payload-types.ts')
try {
  // Payload's CLI now and then exits 0 before it has loaded the config (its TypeScript loader
  // runs in a worker and nothing keeps the process waiting), writing nothing: try again.
  for (let attempt = 1; attempt <= 6 && !existsSync(fresh); attempt++)
    run('payload', ['generate:types'], { PAYLOAD_TS_OUTPUT_PATH: fresh, NODE_OPTIONS: '--no-deprecation' })
  if (!existsSync(fresh)) throw new Error('payload generate:types wrote nothing in 6 attempts')
  const committed = readFileSync(path.join(ROOT, 'src/payload-types.ts'), 'utf8')
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error(
      '✗ src/payload-types.ts is out of date: run `npm run generate:types` and commit the result.',
    )
    process.exitCode = 1
  } else console.log('✓ src/payload-types.ts matches the config.')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (readFileSync(VIEWS_FILE, 'utf8') !== viewsSource()) {
  console.error('✗ src/blocks/views.ts is out of date: run `npm run generate:types` and commit the result.')
  process.exitCode = 1
} else console.log('✓ src/blocks/views.ts matches the widget list.')
const stale = staleSheets()
if (stale.length > 0) {
  console.error(`✗ not current: ${stale.join(', ')}: run \`npm run generate:types\` and commit the result.`)
  process.exitCode = 1
} else console.log('✓ every *.sheet.ts matches its *.sheet.css.')
