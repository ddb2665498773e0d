// Mends one bug in Payload's admin UI after every install (npm's postinstall runs it).
//
// Payload UI 3.90's `useIntersect` keeps only the first entry of an IntersectionObserver batch.
// A field group the admin draws lazily (RenderIfInViewport) is observed while its row is folded;
// when the row opens on a busy main thread, the "hidden" and the "visible" entries reach the
// callback in one batch, the hook keeps "hidden", and no later entry ever comes: the open row
// stays blank until it is folded and opened again. Keeping the batch's last entry (the newest
// state) mends it. The script fails when neither the bug nor the mend is found, so an upgrade of
// Payload makes someone look whether the mend is still needed.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ui = path.join(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/@payloadcms/ui/dist')

const mends = [
  {
    file: 'exports/client/index.js',
    bug: 'new window.IntersectionObserver(b=>{let[C]=b;return u(C)}',
    mended: 'new window.IntersectionObserver(b=>u(b[b.length-1])',
  },
  {
    file: 'hooks/useIntersect.js',
    bug: 'const [ent] = t4;\n    return updateEntry(ent);',
    mended: 'return updateEntry(t4[t4.length - 1]);',
  },
]

for (const { file, bug, mended } of mends) {
  const at = path.join(ui, file)
  const text = readFileSync(at, 'utf8')
  if (text.includes(mended)) continue
  if (!text.includes(bug)) {
    throw new Error(
      `scripts/patch-payload.mjs: ${file} has changed; check whether Payload still needs the mend.`,
    )
  }
  writeFileSync(at, text.replace(bug, mended))
  console.log(`patch-payload: ${file}: an IntersectionObserver batch now yields its newest entry.`)
}
