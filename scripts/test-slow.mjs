// `npm run test:slow`: the whole `npm test` on a machine made slow on purpose. One busy loop per
// core competes with the suite for the whole run (each loop also ends by itself after SLOW_MAX_MINUTES),
// and every timeout is stretched by E2E_TIME_SCALE (3 unless set), as the README advises for slow
// machines. Proves that no test depends on how fast the machine is today.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { ROOT } from './lib.mjs'

const loops = Number(process.env.SLOW_LOOPS ?? availableParallelism())
const maxMinutes = Number(process.env.SLOW_MAX_MINUTES ?? 150)
const spin = `const end = Date.now() + ${maxMinutes * 60_000}; while (Date.now() < end) {}`
const spinners = Array.from({ length: loops }, () =>
  spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
)
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill('SIGKILL')
}
process.on('exit', stopSpinners)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

const env = { ...process.env, E2E_TIME_SCALE: process.env.E2E_TIME_SCALE ?? '3' }
console.log(`Slowed: ${loops} busy loop(s) beside the suite, E2E_TIME_SCALE=${env.E2E_TIME_SCALE}.`)
const started = Date.now()
const suite = spawn(process.execPath, ['scripts/test.mjs'], { cwd: ROOT, stdio: 'inherit', env })
suite.on('exit', (code, signal) => {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(
    `\n⏱ npm test on a slowed machine: ${minutes} min, ${code === 0 ? 'passed' : `failed (${code ?? signal})`}.`,
  )
  process.exit(code ?? 1)
})
