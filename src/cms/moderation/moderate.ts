import { listQueryString } from '../submissions/export-url'
import type { Action, ModeratedSlug } from './moderation'

export type ModerationResult = { ok: boolean; count: number; message: string }

type ErrorBody = { docs?: unknown[]; errors?: { message?: string }[]; message?: string }

/**
 * Sets `status` on the items `where` matches through Payload's REST API (`PATCH /api/{slug}?where=…`,
 * the request Payload's own bulk edit makes), as the signed-in editor: access control applies and
 * every item's hooks run, so approving one refreshes its page (src/cms/feedback/revalidate.ts).
 * A partial success reports both what changed and the first error.
 */
export async function moderate(args: {
  apiBase: string
  slug: ModeratedSlug
  where: unknown
  status: Action
  language: string
}): Promise<ModerationResult> {
  const url = `${args.apiBase.replace(/\/+$/, '')}/${args.slug}?${listQueryString({ where: args.where })}&depth=0`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': args.language },
      body: JSON.stringify({ status: args.status }),
    })
  } catch {
    return { ok: false, count: 0, message: '' }
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  const count = Array.isArray(body.docs) ? body.docs.length : 0
  const error = body.errors?.find((e) => e.message)?.message ?? (response.ok ? '' : (body.message ?? ''))
  return { ok: response.ok && !error, count, message: error }
}

/**
 * A row's buttons (StatusCell) and the list's bar (ModerationControls) are separate components of
 * Payload's list view; a row reports its outcome with this window event so the bar announces it
 * in its status region and takes focus (the row itself may leave the filtered list).
 */
export const MODERATED_EVENT = 'kajo:moderated'
export type ModeratedDetail = { message: string }
