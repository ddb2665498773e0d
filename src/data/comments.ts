import { relationId } from '@/lib/relation'
import { readApproved } from './feedback'

/** What a post page shows of one approved comment (never the email). */
export type PublicComment = {
  id: number
  name: string
  text: string
  createdAt: string
  parent: number | null
}

/** A post's approved comments, oldest first. */
export function readComments(postId: number): Promise<PublicComment[]> {
  return readApproved(
    'comments',
    postId,
    { name: true, text: true, createdAt: true, parent: true },
    ({ id, name, text, createdAt, parent }) => ({ id, name, text, createdAt, parent: relationId(parent) }),
  )
}
