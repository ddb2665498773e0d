/**
 * The lightbox's place in the address (docs/lightbox.md), in PhotoSwipe 4's format: `#&gid=1&pid=3`, after
 * whatever fragment the page had before. No imports: the launcher parses deep links with this.
 */

export type LightboxTarget = { gid: number; pid: string }

const POSITIVE = /^[1-9]\d*$/

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The gallery and picture a fragment names, or null. Fragments shorter than `minLength` (without
 * the `#`) are ignored; parts without `=` are skipped; the gid must be a positive integer and the
 * pid non-empty (whether it must be a number depends on the gallery, see `indexForPid`).
 */
export function parseFragment(hash: string, minLength: number): LightboxTarget | null {
  const fragment = hash.replace(/^#/, '')
  if (fragment.length < minLength) return null
  const params = new Map<string, string>()
  for (const part of fragment.split('&')) {
    const at = part.indexOf('=')
    if (at > 0) params.set(part.slice(0, at), part.slice(at + 1))
  }
  const gid = params.get('gid') ?? ''
  const pid = decode(params.get('pid') ?? '')
  return POSITIVE.test(gid) && pid ? { gid: Number(gid), pid } : null
}

/** The page's own fragment with any lightbox parameters taken out (what closing returns to). */
export function baseFragment(hash: string): string {
  return hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => !/^(gid|pid)=/.test(part))
    .join('&')
}

/** The fragment (without `#`) for one picture, kept after the page's own fragment. */
export function buildFragment(base: string, gid: number, pid: string): string {
  return `${base}&gid=${gid}&pid=${encodeURIComponent(pid)}`
}

/** A picture's pid: its own in a gallery with custom pids (when it has one), else its 1-based place. */
export function pidOf(ownPid: string, index: number, custom: boolean): string {
  return custom && ownPid ? ownPid : String(index + 1)
}

/**
 * The index a pid names among the gallery's pids, or null when the address names no picture (a
 * number pid below 1). A pid past the end or unknown opens the first picture (docs/lightbox.md).
 */
export function indexForPid(pid: string, pids: readonly string[], custom: boolean): number | null {
  if (custom) return Math.max(pids.indexOf(pid), 0)
  if (!POSITIVE.test(pid)) return null
  const index = Number(pid) - 1
  return index < pids.length ? index : 0
}
