import { readdirSync } from 'node:fs'
import path from 'node:path'

/** `<slug>.svg` → its path, for every picture in the widget folders (read at build). */
export function thumbnailFiles(root = path.join(process.cwd(), 'src', 'blocks')): Map<string, string> {
  const files = new Map<string, string>()
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue
    for (const name of readdirSync(path.join(root, folder.name))) {
      if (name.endsWith('.svg')) files.set(name, path.join(root, folder.name, name))
    }
  }
  return files
}
