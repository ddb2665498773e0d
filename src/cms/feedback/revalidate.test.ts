import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CACHE_TAGS } from '@/lib/cache-tags'

const revalidateTag = vi.fn()
vi.mock('next/cache.js', () => ({ revalidateTag: (tag: string) => revalidateTag(tag) }))

const { feedbackRevalidation } = await import('./revalidate')
const hooks = feedbackRevalidation('post', CACHE_TAGS.postComments)
const req = { context: {}, payload: { logger: { debug: vi.fn() } } } as unknown as PayloadRequest
type Doc = { id: number; status: 'pending' | 'approved' | 'rejected' | 'spam'; post: number | { id: number } }

const change = (doc: Doc, previousDoc?: Doc) =>
  hooks.afterChange({ doc, previousDoc, req } as unknown as Parameters<typeof hooks.afterChange>[0])
const remove = (doc: Doc) =>
  hooks.afterDelete({ doc, req } as unknown as Parameters<typeof hooks.afterDelete>[0])

describe('what a comment change revalidates', () => {
  beforeEach(() => revalidateTag.mockClear())

  it('nothing for a new pending (or spam) comment: the post page stays cached', async () => {
    await change({ id: 1, status: 'pending', post: 5 })
    await change({ id: 1, status: 'spam', post: 5 }, { id: 1, status: 'pending', post: 5 })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('only that post’s comments when one is approved, edited or un-approved', async () => {
    await change({ id: 1, status: 'approved', post: 5 }, { id: 1, status: 'pending', post: 5 })
    await change({ id: 1, status: 'approved', post: { id: 5 } }, { id: 1, status: 'approved', post: 5 })
    await change({ id: 1, status: 'rejected', post: 5 }, { id: 1, status: 'approved', post: 5 })
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      'post-comments:5',
      'post-comments:5',
      'post-comments:5',
    ])
  })

  it('both posts when an approved comment moves', async () => {
    await change({ id: 1, status: 'approved', post: 6 }, { id: 1, status: 'approved', post: 5 })
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['post-comments:6', 'post-comments:5'])
  })

  it('on delete, only when it was shown', async () => {
    await remove({ id: 1, status: 'pending', post: 5 })
    expect(revalidateTag).not.toHaveBeenCalled()
    await remove({ id: 1, status: 'approved', post: 5 })
    expect(revalidateTag).toHaveBeenCalledWith('post-comments:5')
  })
})
