import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { expect } from '@playwright/test'

/** Java from the PATH (scripts/java.mjs installs Debian's runtime when it is missing). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The Nu HTML Checker's errors for saved pages (file → the address it was read from), one line
 * each; warnings are printed once each with a count, and may stay. One Java start checks them all.
 */
export function htmlErrors(files: Map<string, string>): string[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java could not run').toBeUndefined()
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
  const describe = (m: VnuMessage) =>
    `${files.get(decodeURI(new URL(m.url ?? 'file:///').pathname)) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` «${m.extract.trim()}»` : ''}`
  // (Checked as local files, the meta CSP's 'self' is the file's origin, so vnu warns that our own
  // scripts and images are blocked.)
  const warnings = new Map<string, number>()
  for (const m of messages.filter((m) => m.type === 'info' && m.subType === 'warning')) {
    const key = m.message.replace(/“[^”]*”/g, '…')
    warnings.set(key, (warnings.get(key) ?? 0) + 1)
  }
  if (warnings.size) console.log(`HTML warnings:\n${[...warnings].map(([m, n]) => `${n}× ${m}`).join('\n')}`)
  // Not its CSS: the sheets inlined in <head> (scripts/sheets.mjs) are compiled by Lightning CSS,
  // which stops at a rule it cannot parse, while vnu's CSS grammar predates what they use (container
  // queries, scroll-driven animations, @starting-style) and reports each as an error.
  return messages.filter((m) => m.type !== 'info' && !m.message.startsWith('CSS: ')).map(describe)
}
