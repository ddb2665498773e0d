// `npm test`: lint, typecheck, unit tests, then the browser tests against the production build.
import { ensureChromium } from './chromium.mjs'
import { ensureJava } from './java.mjs'
import { ensureEnv, run } from './lib.mjs'

ensureEnv()
ensureChromium()
ensureJava()
console.log('\n▶ lint (Biome)')
run('biome', ['check', '.'])
console.log('\n▶ typecheck')
run('tsc', ['--noEmit'])
console.log('\n▶ unit tests (Vitest)')
run('vitest', ['run'])
console.log('\n▶ browser tests (Playwright + Chromium)')
run('node', ['scripts/e2e.mjs'])
