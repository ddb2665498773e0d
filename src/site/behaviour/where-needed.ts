import type { Scan } from '@/ui/dom'

/** A scan whose code is a chunk of its own: `scan` for the runtime, `load` to fetch it at once. */
export type ScanWhereNeeded = { scan: Scan; load: () => void }

/**
 * A page-wide scan whose code loads only where it has work. Until then `scan` asks `needed(root)`;
 * the first yes (or a call to `load`) fetches the code, which then scans the whole document and,
 * from there on, every root the runtime hands it.
 */
export function whereNeeded(
  needed: (root: ParentNode) => boolean,
  importScan: () => Promise<Scan>,
  signal: AbortSignal,
): ScanWhereNeeded {
  let loaded: Scan | undefined
  let loading = false
  const load = () => {
    if (loading) return
    loading = true
    void importScan().then((scan) => {
      if (signal.aborted) return
      loaded = scan
      scan(document)
    })
  }
  const scan: Scan = (root) => {
    if (loaded) loaded(root)
    else if (needed(root)) load()
  }
  return { scan, load }
}
