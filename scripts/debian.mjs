// Debian packages the test scripts need (servers run on loopback only): installed when missing and
// we are root, else a clear message of what to install.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Makes sure each `[binary, package]` is there; returns nothing or stops the script. */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter(([binary]) => !existsSync(binary))
  if (missing.length === 0) return
  const packages = missing.map(([, name]) => name)
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${packages.join(', ')}…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...packages],
    ]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break
    }
  }
  const still = missing.filter(([binary]) => !existsSync(binary))
  if (still.length > 0) {
    console.error(
      `Missing ${still.map(([b]) => b).join(', ')}: install Debian's ${packages.join(' ')} (or run as root).`,
    )
    process.exit(1)
  }
}
