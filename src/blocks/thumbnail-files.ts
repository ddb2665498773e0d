import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * `<slug>.svg` → its path, for every picture in the widget folders. Read only at build, where the
 * route writes the pictures out as static files: the server bundle need not trace the sources.
 */
export function thumbnailFiles(
  root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'blocks'),
): Map<string, string> {
  const files = new Map<string, string>()
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue
    for (const name of readdirSync(path.join(root, folder.name))) {
      if (name.endsWith('.svg')) files.set(name, path.join(root, folder.name, name))
    }
  }
  return files
}
