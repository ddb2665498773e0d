// Imports point one way. src/ is split into parts, each of which may import itself and the parts
// below it in GRAPH (directly or through other parts), never one above or beside it:
//
//   types, i18n, lib      the generated Payload types, strings and locales, helpers and constants
//   cms                   collections, globals, fields, hooks, the database, payload.config.ts and
//                         the widgets' schemas (every file under blocks/ that payload.config.ts
//                         reaches: a widget's config.ts and what it uses)
//   data                  the Payload client and the cached reads with their tags
//   ui                    what widgets and the site's chrome share: islands, consent, lightbox, …
//   forms, lists          the contact-form engine; post, portfolio and gallery lists
//   feedback              comments and reviews (they use the forms' bot protection)
//   blocks                the widgets
//   site                  the page around the widgets: shell, header, content views, search
//   import                the WordPress import: reading an export, converting its content to
//                         widgets, writing it through Payload (the CLI and the admin's view use it)
//   app                   routes, plus the demo seed, start-up and the request proxy
//
// Also checked: no file imports outside the repository, and no two files outside tests import
// each other through a circle. Tests (*.test.ts, *.test.tsx, a widget's *.spec.ts) may import any part. Every specifier
// counts: `@/…`, `@payload-config` and relative ones, in imports, re-exports and `import()`, in
// TypeScript, JavaScript and CSS. A file in an unlisted place of src/ is an error, so a new folder
// gets its place on purpose. Run by `npm test`; `node scripts/layers.mjs` alone.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Each part: the top-level names of src/ it holds, and the parts right below it. */
export const GRAPH = {
  types: { holds: ['payload-types.ts'], below: [] },
  i18n: { holds: ['i18n'], below: [] },
  lib: { holds: ['lib'], below: ['types', 'i18n'] },
  cms: { holds: ['cms', 'db.ts', 'migrations', 'payload.config.ts'], below: ['lib'] },
  data: { holds: ['data'], below: ['cms'] },
  ui: { holds: ['ui'], below: ['data'] },
  forms: { holds: ['forms'], below: ['ui'] },
  lists: { holds: ['lists'], below: ['ui'] },
  feedback: { holds: ['feedback'], below: ['forms'] },
  blocks: { holds: ['blocks'], below: ['forms', 'lists'] },
  site: { holds: ['site'], below: ['blocks', 'feedback'] },
  import: { holds: ['import'], below: ['blocks'] },
  app: { holds: ['app', 'seed', 'instrumentation.ts', 'proxy.ts'], below: ['site', 'import'] },
}

/** Every part each part may import: itself and everything below it, transitively. */
export const REACHES = Object.fromEntries(
  Object.keys(GRAPH).map((part) => {
    const seen = new Set([part])
    const queue = [part]
    while (queue.length > 0)
      for (const next of GRAPH[queue.shift()].below) {
        if (seen.has(next)) continue
        seen.add(next)
        queue.push(next)
      }
    return [part, seen]
  }),
)

/** The part a path relative to src/ (posix separators) belongs to by its folder, or null. */
export function partOf(file) {
  const top = file.split('/')[0]
  return Object.keys(GRAPH).find((part) => GRAPH[part].holds.includes(top)) ?? null
}

const SCRIPT_SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
const CSS_SPECIFIER = /@import\s+(?:url\()?['"]([^'"]+)['"]|\bcomposes:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g

/** The import specifiers in a source text (comments are not parsed out: a commented import counts). */
export function specifiers(source, file = 'x.ts') {
  const pattern = file.endsWith('.css') ? CSS_SPECIFIER : SCRIPT_SPECIFIER
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2])
}

/** A specifier's target relative to src/ (may start with `..` when it leaves src/), or null for a package. */
function target(from, specifier) {
  if (specifier === '@payload-config') return 'payload.config.ts'
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier)
  return null
}

/** The file a target names among `known` (extension and `/index` optional), or the target itself. */
function fileOf(name, known) {
  for (const candidate of [name, `${name}.ts`, `${name}.tsx`, `${name}/index.ts`, `${name}/index.tsx`])
    if (known.has(candidate)) return candidate
  return name
}

const isTest = (file) => /\.(test\.tsx?|spec\.ts)$/.test(file)

/** Each file's imports of other files in src/, as resolved names. */
function edges(files) {
  const known = new Set(files.map((f) => f.file))
  return new Map(
    files.map(({ file, source }) => [
      file,
      specifiers(source, file)
        .map((specifier) => ({ specifier, name: target(file, specifier) }))
        .filter((edge) => edge.name !== null)
        .map((edge) => ({
          ...edge,
          name: edge.name.startsWith('..') ? edge.name : fileOf(edge.name, known),
        })),
    ]),
  )
}

/** The files under blocks/ that payload.config.ts reaches through other blocks/ files: the widgets' schemas. */
function schemaFiles(graph) {
  const found = new Set()
  const queue = (graph.get('payload.config.ts') ?? []).map((edge) => edge.name)
  while (queue.length > 0) {
    const file = queue.shift()
    if (!file.startsWith('blocks/') || found.has(file)) continue
    found.add(file)
    for (const edge of graph.get(file) ?? []) queue.push(edge.name)
  }
  return found
}

/**
 * Every import that breaks the graph, as readable lines. `files` are `{ file, source }` with `file`
 * relative to src/ in posix form.
 */
export function layerProblems(files) {
  const graph = edges(files)
  const schemas = schemaFiles(graph)
  const place = (file) => (schemas.has(file) ? 'cms' : partOf(file))
  const problems = []
  for (const { file } of files) {
    const from = place(file)
    if (from === null) {
      problems.push(`src/${file}: not in any part (give its folder one in scripts/layers.mjs)`)
      continue
    }
    for (const { specifier, name } of graph.get(file) ?? []) {
      // Tests beside the code use the shared test helpers in tests/; nothing may reach past the repository.
      if (name.startsWith('../..'))
        problems.push(`src/${file} imports '${specifier}': outside the repository`)
      if (name.startsWith('..')) continue
      if (isTest(file)) continue
      const to = place(name)
      if (to !== null && !REACHES[from].has(to))
        problems.push(
          `src/${file} imports '${specifier}': ${from} → ${to}${schemas.has(file) ? ' (a widget schema)' : ''}`,
        )
    }
  }
  return [
    ...problems,
    ...circles(graph).map((circle) => `circle: ${circle.map((f) => `src/${f}`).join(' → ')}`),
  ]
}

/** Groups of files outside tests that import each other in a circle (Tarjan's strongly connected components). */
export function circles(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let counter = 0
  const visit = (file) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const { name } of graph.get(file) ?? []) {
      if (!graph.has(name) || isTest(name)) continue
      if (!index.has(name)) {
        visit(name)
        low.set(file, Math.min(low.get(file), low.get(name)))
      } else if (onStack.has(name)) low.set(file, Math.min(low.get(file), index.get(name)))
    }
    if (low.get(file) === index.get(file)) {
      const group = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        group.push(member)
      } while (member !== file)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const file of graph.keys()) if (!isTest(file) && !index.has(file)) visit(file)
  return found
}

function sourceFiles(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(root, full)
    return /\.(tsx?|css)$/.test(name) ? [path.relative(root, full).split(path.sep).join('/')] : []
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src')
  const files = sourceFiles(src).map((file) => ({ file, source: readFileSync(path.join(src, file), 'utf8') }))
  const problems = layerProblems(files)
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} import(s) against the layers (see the top of scripts/layers.mjs):`)
    for (const line of problems) console.error(`  ${line}`)
    process.exit(1)
  }
  console.log(`Layers: ${files.length} files, every import points down, no circles.`)
}
