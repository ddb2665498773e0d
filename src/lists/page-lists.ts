import { OwnPageTimeout, ownPage } from '@/lib/own-page'
import { type ListFragments, listFragments } from './fragments'

/** A page render that takes longer has gone wrong; the visitor's list stays as it was. */
const RENDER_TIMEOUT_MS = 15_000
/**
 * List states whose pieces are kept, least recently used out first. Each holds one page of cards
 * (tens of kilobytes): a bound however many states visitors ask for.
 */
export const KEPT_LISTS = 200

type Kept = { etag: string; parts: ListFragments | null }
const kept = new Map<string, Kept>()

export type PageList =
  | { kind: 'found'; parts: ListFragments }
  | { kind: 'noList' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'timeout' }

function keep(key: string, entry: Kept): void {
  kept.delete(key)
  kept.set(key, entry)
  if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value as string)
}

function answer(parts: ListFragments | null): PageList {
  return parts ? { kind: 'found', parts } : { kind: 'noList' }
}

/**
 * The pieces of list `listElementId` on the page at `address` (a state's own route), as the page
 * cache holds it now. The page is asked for with the ETag of the copy cut up last time: unchanged
 * (304), those pieces answer, and the page's 180 kB are neither copied nor scanned again; after a
 * publish the page has a new ETag and is cut up afresh.
 */
export async function pageList(address: string, listElementId: string): Promise<PageList> {
  const key = `${address}#${listElementId}`
  const before = kept.get(key)
  let page: Response
  try {
    page = await ownPage(
      address,
      { accept: 'text/html', ...(before ? { 'if-none-match': before.etag } : {}) },
      RENDER_TIMEOUT_MS,
    )
  } catch (error) {
    return { kind: error instanceof OwnPageTimeout ? 'timeout' : 'failed' }
  }
  if (page.status === 304 && before) {
    keep(key, before)
    return answer(before.parts)
  }
  if (page.status === 404) return { kind: 'notFound' }
  if (!page.ok) return { kind: 'failed' }
  const parts = listFragments(await page.text(), listElementId)
  const etag = page.headers.get('etag')
  if (etag) keep(key, { etag, parts })
  return answer(parts)
}

/** How many list states are kept now (for the bound's test). */
export function keptLists(): number {
  return kept.size
}
