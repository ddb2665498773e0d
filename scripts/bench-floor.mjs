// The stack's floor for the bench: the first-load JavaScript of a bare Next.js app (this project's
// own Next.js and React, nothing else) whose one page has one client component, built and served
// in the bench's run and measured the same way as the site's pages. "Within floor + 10 KB" is then
// read against a figure of the same build tools, gzip and units, not against a number from
// elsewhere.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { scriptsLoadedBy } from './bench-admin.mjs'
import { ROOT } from './lib.mjs'

const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')

const FILES = {
  'package.json': JSON.stringify({ name: 'floor', private: true, type: 'module' }),
  // The project's node_modules is linked in from outside the app's folder: Turbopack reads only
  // under its root.
  'next.config.mjs': `export default { turbopack: { root: '/' } }\n`,
  'app/layout.jsx': `export default function Layout({ children }) {
  return (
    <html lang="fi">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `import { Counter } from './counter'

export default function Page() {
  return (
    <main>
      <h1>Pohja</h1>
      <Counter />
    </main>
  )
}
`,
  'app/counter.jsx': `'use client'
import { useState } from 'react'

export function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  )
}
`,
}

/** Builds the bare app, serves it on `port`, and returns its first-load JS (scripts, KB gzipped). */
export async function measureFloor(browser, port) {
  // Outside the repository, so nothing of the site (its instrumentation, its config) is picked up.
  const DIR = mkdtempSync(path.join(tmpdir(), 'kajo-floor-'))
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(DIR, 'node_modules'), 'dir')
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true })
    writeFileSync(path.join(DIR, file), text)
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  const build = spawnSync(process.execPath, [NEXT, 'build'], { cwd: DIR, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`The floor app did not build:\n${build.stdout}\n${build.stderr}`)
  const server = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: DIR,
    env,
    stdio: 'ignore',
  })
  try {
    const origin = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      const up = await fetch(origin).then(
        (answer) => answer.ok,
        () => false,
      )
      if (up) break
      if (i > 120) throw new Error('The floor app did not start.')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const page = await browser.newPage()
    const scripts = await scriptsLoadedBy(page, origin)
    await page.close()
    let gzip = 0
    let raw = 0
    for (const body of scripts.values()) {
      raw += body.length
      gzip += gzipSync(body).length
    }
    return { scripts: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) }
  } finally {
    server.kill('SIGTERM')
    rmSync(DIR, { recursive: true, force: true })
  }
}
