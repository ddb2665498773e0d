// Finds Debian's Chromium for the browser tests: CHROMIUM_PATH, else /usr/bin/chromium, else installs
// the `chromium` package when running as root; otherwise stops with a clear message.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH
  if (wanted) {
    if (existsSync(wanted)) return wanted
    console.error(`CHROMIUM_PATH points to ${wanted}, which does not exist.`)
    process.exit(1)
  }
  const debian = '/usr/bin/chromium'
  if (existsSync(debian)) return debian
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium package for the browser tests…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
      if (r.status !== 0) break
    }
    if (existsSync(debian)) return debian
  }
  console.error(
    'No Chromium found for the browser tests. Install Debian\'s "chromium" package (apt-get install chromium)\n' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  )
  process.exit(1)
}
