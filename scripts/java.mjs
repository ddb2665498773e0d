// Finds a Java runtime for the HTML validity test (the Nu HTML Checker, vnu.jar, is Java): `java`
// on the PATH, else installs Debian's `default-jre-headless` when running as root; otherwise
// stops with a clear message.
import { spawnSync } from 'node:child_process'

function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
}

export function ensureJava() {
  if (hasJava()) return
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's default-jre-headless package for the HTML validity test…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'default-jre-headless'],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
      if (r.status !== 0) break
    }
    if (hasJava()) return
  }
  console.error(
    'No Java runtime found for the HTML validity test (vnu.jar). Install Debian\'s "default-jre-headless"\n' +
      'package (apt-get install default-jre-headless) or put a Java 11+ `java` on the PATH.',
  )
  process.exit(1)
}
