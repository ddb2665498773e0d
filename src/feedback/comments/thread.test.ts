import { describe, expect, it } from 'vitest'
import { type PublicComment, threadComments } from './thread'

const c = (id: number, parent: number | null = null): PublicComment => ({
  id,
  parent,
  name: `Nimi ${id}`,
  text: `Teksti ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, id)).toISOString(),
})
const shape = (threads: ReturnType<typeof threadComments>) =>
  threads.map((t) => [t.id, t.replies.map((r) => r.id)])

describe('threadComments (two levels)', () => {
  it('puts replies under their comment, keeping the order given', () => {
    expect(shape(threadComments([c(1), c(2, 1), c(3), c(4, 1), c(5, 3)]))).toEqual([
      [1, [2, 4]],
      [3, [5]],
    ])
  })

  it('puts a reply to a reply under the top comment: never a third level', () => {
    expect(shape(threadComments([c(1), c(2, 1), c(3, 2), c(4, 3)]))).toEqual([[1, [2, 3, 4]]])
  })

  it('leaves out replies whose comment is not shown (pending, rejected, deleted)', () => {
    expect(shape(threadComments([c(1), c(2, 99), c(3, 2)]))).toEqual([[1, []]])
  })

  it('survives a loop an editor could make', () => {
    expect(shape(threadComments([c(1, 2), c(2, 1), c(3)]))).toEqual([[3, []]])
  })
})
