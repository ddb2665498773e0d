import type { Payload, TypedUser } from 'payload'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../feedback/fields'
import type { ModeratedSlug, StatusFilter } from './moderation'

const count = async (payload: Payload, slug: ModeratedSlug, user: TypedUser, status: FeedbackStatus) =>
  (
    await payload.count({
      collection: slug,
      where: { status: { equals: status } },
      user,
      overrideAccess: false,
    })
  ).totalDocs

/** How many items of each status the user may read, and all of them. */
export async function countByStatus(
  payload: Payload,
  slug: ModeratedSlug,
  user: TypedUser,
): Promise<Record<StatusFilter, number>> {
  const counts = await Promise.all(
    FEEDBACK_STATUSES.map(async (status) => [status, await count(payload, slug, user, status)] as const),
  )
  const byStatus = Object.fromEntries(counts) as Record<FeedbackStatus, number>
  return { ...byStatus, all: counts.reduce((sum, [, n]) => sum + n, 0) }
}

/** The items waiting for a decision in each of `slugs`, as the user may read them. */
export async function countPending(
  payload: Payload,
  slugs: readonly ModeratedSlug[],
  user: TypedUser,
): Promise<{ slug: ModeratedSlug; count: number }[]> {
  return Promise.all(
    slugs.map(async (slug) => ({ slug, count: await count(payload, slug, user, 'pending') })),
  )
}
