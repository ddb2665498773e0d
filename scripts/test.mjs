// `npm test`: lint, layer check, typecheck, unit tests, then the browser tests against the production build.
// Prints how long each stage took, also when one fails, so CI's time can be followed stage by stage.
import { ensureChromium } from './chromium.mjs'
import { ensureJava } from './java.mjs'
import { ensureEnv, run } from './lib.mjs'

const timings = []
let current = null
process.on('exit', () => {
  if (current) timings.push([`${current.name} (stopped)`, Date.now() - current.start])
  console.log('\nStage times:')
  for (const [name, ms] of timings)
    console.log(`  ${name.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(7)} s`)
})

function stage(name, bin, args) {
  console.log(`\n▶ ${name}`)
  current = { name, start: Date.now() }
  run(bin, args)
  timings.push([name, Date.now() - current.start])
  current = null
}

ensureEnv()
ensureChromium()
ensureJava()
stage('lint (Biome)', 'biome', ['check', '.'])
stage('layers', 'node', ['scripts/layers.mjs'])
stage('generated types current', 'node', ['scripts/types-current.mjs'])
stage('typecheck', 'tsc', ['--noEmit'])
stage('unit tests (Vitest)', 'vitest', ['run'])
stage('browser tests (build + Playwright)', 'node', ['scripts/e2e.mjs'])
