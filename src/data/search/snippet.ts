import type { Hit } from '@/cms/search/match'
import { SEARCH } from '@/cms/search/normalise'

/** A piece of a result's excerpt; `hit` pieces are shown in `<mark>`. `at` is its offset in the text. */
export type SnippetPart = { text: string; hit: boolean; at: number }

type Range = [start: number, end: number]

/** Hits in order, overlapping ones merged. */
function mergeHits(hits: readonly Hit[]): Range[] {
  const ranges = hits.map((hit): Range => [hit.start, hit.end]).sort((a, b) => a[0] - b[0])
  const merged: Range[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** Where the excerpt centres: the first of the best hits (an exact form before a stem or a typo). */
function focus(hits: readonly Hit[]): number {
  let best: Hit | undefined
  for (const hit of hits) if (!best || hit.score > best.score) best = hit
  return best?.start ?? 0
}

/** Moves a cut point to the nearest space in the given direction, so words stay whole. */
function wordBoundary(text: string, at: number, direction: -1 | 1, limit: number): number {
  const space = direction === 1 ? text.indexOf(' ', at) : text.lastIndexOf(' ', at)
  if (space === -1 || Math.abs(space - at) > limit) return at
  return direction === 1 ? space + 1 : space
}

/**
 * About `length` characters of `text` around its best hit, every hit inside marked. With no hit
 * in the text (the title matched) it is the beginning of the text.
 */
export function buildSnippet(
  text: string,
  hits: readonly Hit[],
  length: number = SEARCH.snippet,
): SnippetPart[] {
  if (text === '') return []
  const ranges = mergeHits(hits)
  const first = focus(hits)
  let start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length))
  if (start > 0) start = Math.min(wordBoundary(text, start, 1, 20), first)
  let end = Math.min(text.length, start + length)
  if (end < text.length) end = Math.max(wordBoundary(text, end, -1, 20), start + 1)
  const parts: SnippetPart[] = []
  const push = (at: number, to: number, hit: boolean) => {
    if (to > at) parts.push({ text: text.slice(at, to), hit, at })
  }
  let cursor = start
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue
    const a = Math.max(from, start)
    const b = Math.min(to, end)
    push(cursor, a, false)
    push(a, b, true)
    cursor = b
  }
  push(cursor, end, false)
  if (start > 0) parts.unshift({ text: '…', hit: false, at: -1 })
  if (end < text.length) parts.push({ text: '…', hit: false, at: text.length })
  return parts
}
