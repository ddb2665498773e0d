import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload, TypedUser } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { countByStatus } from './counts'
import { ModerationControls } from './ModerationControls'
import { defaultFilterHref, FILTERS, isModerated, moderationListHref, type StatusFilter } from './moderation'

/** The part of Payload's `beforeListTable` props (list view server and client props) this uses. */
type Props = {
  collectionSlug?: string
  payload: Payload
  user?: TypedUser
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * `admin.components.beforeListTable` of reviews and comments. The list opens on the pending items:
 * an address without a filter is sent on to the pending filter, so the address always says what
 * the list shows (and Payload's "select all" acts on exactly that). Lists that Payload renders
 * inside a server function (a list drawer) are left as they are: they have no address to move.
 */
export async function ModerationBar({ collectionSlug, payload, user, searchParams }: Props) {
  if (!isModerated(collectionSlug) || !user) return null
  const adminRoute = payload.config.routes.admin
  if (!(await headers()).has('next-action')) {
    const path = formatAdminURL({ adminRoute, path: `/collections/${collectionSlug}` })
    const target = defaultFilterHref(path, searchParams)
    if (target) redirect(target)
  }
  const counts = await countByStatus(payload, collectionSlug, user)
  const hrefs = Object.fromEntries(
    FILTERS.map((filter) => [filter, moderationListHref(adminRoute, collectionSlug, filter)]),
  ) as Record<StatusFilter, string>
  return <ModerationControls slug={collectionSlug} counts={counts} hrefs={hrefs} />
}
