import { contentRevision } from '@/lib/content-revision'
import { OwnPageTimeout, ownPage } from '@/lib/own-page'
import { type ListFragments, listFragments } from './fragments'

/** A page render that takes longer has gone wrong; the visitor's list stays as it was. */
const RENDER_TIMEOUT_MS = 15_000
/**
 * List states whose pieces are kept, least recently used out first. Each holds one page of cards
 * (tens of kilobytes): a bound however many states visitors ask for.
 */
export const KEPT_LISTS = 200

/**
 * How long a state's kept pieces answer without the page being asked again, while no content
 * changes in this process (a publish here is seen at once). A publish on another instance of a
 * cluster reaches these pieces within this time; the page itself has it at once.
 */
export const LIST_RECHECK_MS = 1000

/** A state's pieces, the ETag of the page they were cut from, and when it was last that page. */
type Kept = { etag: string; parts: ListFragments | null; revision: number; checkedAt: number }
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
 * cache holds it now. Pieces checked against the page less than LIST_RECHECK_MS ago, with no
 * content changed since, answer at once. Otherwise the page is asked for with the ETag of the copy
 * cut up last time: unchanged (304), those pieces answer, and the page's 180 kB are neither copied
 * nor scanned again; after a publish the page has a new ETag and is cut up afresh.
 */
export async function pageList(address: string, listElementId: string): Promise<PageList> {
  const key = `${address}#${listElementId}`
  const before = kept.get(key)
  const revision = contentRevision()
  const checkedAt = Date.now()
  if (before && before.revision === revision && checkedAt - before.checkedAt < LIST_RECHECK_MS) {
    keep(key, before)
    return answer(before.parts)
  }
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
    keep(key, { ...before, revision, checkedAt })
    return answer(before.parts)
  }
  if (page.status === 404) return { kind: 'notFound' }
  if (!page.ok) return { kind: 'failed' }
  const parts = listFragments(await page.text(), listElementId)
  const etag = page.headers.get('etag')
  if (etag) keep(key, { etag, parts, revision, checkedAt })
  return answer(parts)
}

/** How many list states are kept now (for the bound's test). */
export function keptLists(): number {
  return kept.size
}
