import { createHmac, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import { FORM_RATE_LIMIT } from './rate-limit'

export const FORM_CHALLENGES_SLUG = 'form-challenges'

type ChallengeRow = { id: number | string; signature: string; clientKey?: string | null; createdAt: string }
type ChallengeData = { signature: string; clientKey: string; expiresAt: string }
type Common = { collection: string; overrideAccess: true; req?: Partial<PayloadRequest> }

/**
 * The slice of the local API used here, typed for this collection. The generated types know the
 * slug only once the collection is in payload.config.ts and the types are regenerated; this view
 * compiles before and after that, and keeps the one cast in one place.
 */
type ChallengeApi = {
  find(
    args: Common & { where: Where; limit: number; depth: 0; pagination: false },
  ): Promise<{ docs: ChallengeRow[] }>
  count(args: Common & { where: Where }): Promise<{ totalDocs: number }>
  create(args: Common & { data: ChallengeData; depth: 0 }): Promise<ChallengeRow>
  db: { deleteMany(args: { collection: string; where: Where; req?: Partial<PayloadRequest> }): Promise<void> }
}

function api(payload: Payload): ChallengeApi {
  return payload as unknown as ChallengeApi
}

/** What every local API call here starts with: this collection, as the system (no user's access). */
const inCollection = (req?: Partial<PayloadRequest>): Common => ({
  collection: FORM_CHALLENGES_SLUG,
  overrideAccess: true,
  req,
})

/**
 * Payload turns the unique index's complaint (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505)
 * into a ValidationError: status 400 with `data.errors[].path` naming the field. Matched by shape,
 * not `instanceof`, because the built app can hold more than one copy of Payload's error classes
 * (see src/cms/hooks/errors.ts).
 */
export function isUniqueViolation(error: unknown, field = 'signature'): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, data } = error as { status?: unknown; data?: { errors?: unknown } }
  if (status !== 400 || !Array.isArray(data?.errors)) return false
  return data.errors.some(
    (e: unknown) => typeof e === 'object' && e !== null && 'path' in e && e.path === field,
  )
}

/** Whether this challenge has been spent already (a replay); consumeChallenge still decides races. */
export async function challengeUsed(
  payload: Payload,
  signature: string,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const { docs } = await api(payload).find({
    ...inCollection(req),
    where: { signature: { equals: signature } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs.length > 0
}

/**
 * Records a verified challenge as used: 'ok' the first time, 'used' ever after. The unique index
 * decides, so two instances receiving the same solution at the same moment cannot both get 'ok';
 * the lookup first only spares the common replay an error.
 *
 * With a `req` inside an open transaction, note that Payload rolls that transaction back when the
 * insert fails (and PostgreSQL could not go on with it anyway): a 'used' answer ends it.
 */
export async function consumeChallenge(
  payload: Payload,
  {
    signature,
    clientKey,
    expiresAt,
    req,
  }: { signature: string; clientKey: string; expiresAt: Date; req?: Partial<PayloadRequest> },
): Promise<'ok' | 'used'> {
  if (await challengeUsed(payload, signature, req)) return 'used'
  try {
    await api(payload).create({
      ...inCollection(req),
      data: { signature, clientKey, expiresAt: expiresAt.toISOString() },
      depth: 0,
    })
    return 'ok'
  } catch (error) {
    if (isUniqueViolation(error)) return 'used'
    throw error
  }
}

/**
 * Counts a request that had no challenge (a no-JavaScript post, or with `kind` another counted
 * request such as a step check) towards the sender's rate limit. Its row needs no expiry beyond the
 * rate-limit window, so it expires at once.
 */
export async function recordSubmission(
  payload: Payload,
  {
    clientKey,
    now = Date.now(),
    req,
    kind = 'noscript',
  }: { clientKey: string; now?: number; req?: Partial<PayloadRequest>; kind?: string },
): Promise<void> {
  await api(payload).create({
    ...inCollection(req),
    data: {
      signature: `${kind}:${randomBytes(16).toString('hex')}`,
      clientKey,
      expiresAt: new Date(now).toISOString(),
    },
    depth: 0,
  })
}

/** The sender's recorded posts created at or after `sinceMs` (epoch milliseconds). */
export async function recentSubmissions(
  payload: Payload,
  clientKey: string,
  sinceMs: number,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { totalDocs } = await api(payload).count({
    ...inCollection(req),
    where: {
      and: [
        { clientKey: { equals: clientKey } },
        { createdAt: { greater_than_equal: new Date(sinceMs).toISOString() } },
      ],
    },
  })
  return totalDocs
}

/**
 * Deletes rows nobody needs any more: the challenge has expired (so a replay fails on its expiry
 * anyway) and the row has left the rate-limit window. One SQL statement through the adapter, as
 * the local API's delete would load and delete row by row. Safe to run on several instances at once.
 */
export async function purgeExpired(
  payload: Payload,
  now = Date.now(),
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await api(payload).db.deleteMany({
    collection: FORM_CHALLENGES_SLUG,
    req,
    where: {
      and: [
        { expiresAt: { less_than: new Date(now).toISOString() } },
        { createdAt: { less_than: new Date(now - FORM_RATE_LIMIT.windowMs).toISOString() } },
      ],
    },
  })
}

const DAY_MS = 24 * 60 * 60_000
/** The rows' sender key: not a sender's, so they never count towards anyone's rate limit. */
const AUTORESPONSE_KEY = 'autoresponse'

/** One inbox's address: case, spacing and a `+tag` (delivered to the same inbox) do not make another. */
export function normaliseAddress(address: string): string {
  const [local = '', domain = ''] = address
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  return `${local.replace(/\+.*$/, '')}@${domain}`
}

/**
 * Claims the one autoresponse an address may get per day (UTC): true the first time that day. A
 * row under a keyed hash of the address (never the address itself), unique like a spent challenge
 * so instances cannot both claim it, and purged with them once the day is over.
 */
export async function claimDailyAutoresponse(
  payload: Payload,
  address: string,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  const day = Math.floor(now / DAY_MS)
  const hash = createHmac('sha256', secret)
    .update(`autoresponse:${normaliseAddress(address)}`)
    .digest('hex')
  const claimed = await consumeChallenge(payload, {
    signature: `autoresponse:${day}:${hash}`,
    clientKey: AUTORESPONSE_KEY,
    expiresAt: new Date((day + 1) * DAY_MS),
  })
  return claimed === 'ok'
}
