// Layers point one way: code may import its own layer and the layers below, never one above.
//
//   0  src/lib, src/i18n, src/payload-types.ts   helpers, constants, strings, generated types
//   1  src/cms, src/db.ts, src/migrations          collections, globals, fields, hooks, database
//   2  src/blocks, src/site, src/forms, src/lists, widgets and the site around them, plus
//      src/payload.config.ts                      the CMS entry point (it adds the block schemas)
//   3  src/app, src/seed, src/instrumentation.ts,  routes, demo content, start-up, request proxy
//      src/proxy.ts
//
// Layer 2's parts may import each other: pages render blocks (site/RenderLayout) and the video
// widgets use the consent gates (site/consent), which share their state with the cookie banner.
// Tests (*.test.ts, *.test.tsx) are exempt: they may use any fixture, the demo seed's included.
// Every import specifier is checked: `@/…`, `@payload-config` and relative ones, in static
// imports, re-exports and dynamic `import()`. A file in an unlisted place of src/ is an error too,
// so a new folder gets a layer on purpose. Run by `npm test`; `node scripts/layers.mjs` alone.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const LAYERS = [
  ['lib', 'i18n', 'payload-types.ts'],
  ['cms', 'db.ts', 'migrations'],
  ['blocks', 'site', 'forms', 'lists', 'payload.config.ts'],
  ['app', 'seed', 'instrumentation.ts', 'proxy.ts'],
]

const NAMES = ['lib', 'cms', 'blocks/site', 'app']

/** The layer of a path relative to src/ (posix separators), or null when none is assigned. */
export function layerOf(file) {
  const top = file.split('/')[0]
  const index = LAYERS.findIndex((parts) => parts.includes(top))
  return index < 0 ? null : index
}

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The import specifiers in a source text (comments are not parsed out: a commented import counts). */
export function specifiers(source) {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2])
}

/** A specifier's target relative to src/, or null for a package. */
function resolve(from, specifier) {
  if (specifier === '@payload-config') return 'payload.config.ts'
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier)
  return null
}

/**
 * Every import that points upward, as readable lines. `files` are `{ file, source }` with `file`
 * relative to src/ in posix form.
 */
export function upwardImports(files) {
  const problems = []
  for (const { file, source } of files) {
    if (/\.test\.tsx?$/.test(file)) continue
    const from = layerOf(file)
    if (from === null) {
      problems.push(`src/${file}: not in any layer (add its folder to scripts/layers.mjs)`)
      continue
    }
    for (const specifier of specifiers(source)) {
      const target = resolve(file, specifier)
      // Relative imports that leave src/ (none should) are not layer questions.
      if (target === null || target.startsWith('..')) continue
      const to = layerOf(target)
      if (to !== null && to > from)
        problems.push(`src/${file} imports '${specifier}': ${NAMES[from]} (${from}) → ${NAMES[to]} (${to})`)
    }
  }
  return problems
}

function sourceFiles(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(root, full)
    return /\.tsx?$/.test(name) ? [path.relative(root, full).split(path.sep).join('/')] : []
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src')
  const files = sourceFiles(src).map((file) => ({ file, source: readFileSync(path.join(src, file), 'utf8') }))
  const problems = upwardImports(files)
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} import(s) point up a layer (lib < cms < blocks/site < app):`)
    for (const line of problems) console.error(`  ${line}`)
    process.exit(1)
  }
  console.log(`Layers: ${files.length} files, no upward imports.`)
}
