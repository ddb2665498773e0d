import type { PublicComment } from '@/data/comments'

export type { PublicComment }

/** A top-level comment with its replies, both oldest first. */
export type Thread = PublicComment & { replies: PublicComment[] }

/**
 * Threads two levels deep from a post's approved comments (oldest first). A reply whose parent is
 * not shown (pending, rejected, spam) is not shown either: its context would be missing. Deleting
 * a comment clears its replies' link (the database sets it null), so they become threads of their
 * own, as in WordPress. A reply to a reply (the endpoint never stores one, an editor might) joins
 * its top comment's thread.
 */
export function threadComments(comments: readonly PublicComment[]): Thread[] {
  const byId = new Map(comments.map((c) => [c.id, c]))
  const threads = new Map<number, Thread>()
  for (const c of comments) if (c.parent === null) threads.set(c.id, { ...c, replies: [] })
  const topOf = (c: PublicComment): Thread | undefined => {
    const seen = new Set<number>()
    let current: PublicComment | undefined = c
    while (current && current.parent !== null && !seen.has(current.id)) {
      seen.add(current.id)
      current = byId.get(current.parent)
    }
    return current && current.parent === null ? threads.get(current.id) : undefined
  }
  for (const c of comments) if (c.parent !== null) topOf(c)?.replies.push(c)
  return [...threads.values()]
}
