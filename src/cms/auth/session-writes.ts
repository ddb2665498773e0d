import type {
  BaseDatabaseAdapter,
  CollectionSlug,
  DatabaseAdapterObj,
  FindOneArgs,
  Payload,
  PayloadRequest,
  TypeWithID,
} from 'payload'

/**
 * Payload keeps an account's sessions as a list on the account and changes it by reading the
 * account, changing the list and writing the whole list back: at login (after the slow password
 * check), logout and token refresh. Two of those at once for one account lose one change, and the
 * token whose session was lost verifies but reads as signed out (payloadcms/payload#18132): an
 * editor signing in on two devices, or two people sharing an account, are signed straight out.
 *
 * Wrapped around the database adapter, each session write is merged with the list as it is now:
 * sessions another request added since this one read the account are kept, and sessions another
 * request removed (a logout) stay removed. Writes for one account take turns in this process, each
 * turn lasting until its transaction ends, so the next one reads what the last one wrote. Instances
 * sharing a PostgreSQL database can still overlap, but only within the milliseconds between a
 * read and a write, no longer across the password check.
 */

type Session = { id: string; expiresAt: Date | string }
type Request = Partial<PayloadRequest>

/** A turn held longer than this (a transaction never ended) is given up, so the account is not stuck. */
const TURN_MAX_MS = 15_000

/**
 * The list to write: what the request meant (`intended`, made from the list it read, `read`),
 * applied to the list as it is now (`current`).
 */
export function mergeSessions(
  intended: readonly Session[],
  read: ReadonlySet<string> | undefined,
  current: readonly Session[],
  now = new Date(),
): Session[] {
  // Without a read to compare with, the request's list stands, as in Payload.
  if (!read) return [...intended]
  const currentIds = new Set(current.map((s) => s.id))
  const intendedIds = new Set(intended.map((s) => s.id))
  // Sessions it read that are gone now were removed by another request (a logout): not put back.
  const kept = intended.filter((s) => currentIds.has(s.id) || !read.has(s.id))
  // Sessions it never saw were added by another request (a login): kept unless expired.
  const added = current.filter(
    (s) => !read.has(s.id) && !intendedIds.has(s.id) && new Date(s.expiresAt) > now,
  )
  return [...kept, ...added]
}

function isSessionList(value: unknown): value is Session[] {
  return Array.isArray(value) && value.every((s) => typeof s?.id === 'string')
}

/** Runs session writes for one key one at a time; `turn` resolves to the function that ends it. */
function turns() {
  const tails = new Map<string, Promise<void>>()
  return async (key: string): Promise<() => void> => {
    const before = tails.get(key) ?? Promise.resolve()
    let end = () => {}
    const ended = new Promise<void>((resolve) => {
      end = resolve
    })
    const tail = before.then(() => ended)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    await before
    const timer = setTimeout(end, TURN_MAX_MS)
    timer.unref()
    return () => {
      clearTimeout(timer)
      end()
    }
  }
}

function wrap(adapter: BaseDatabaseAdapter, payload: Payload): BaseDatabaseAdapter {
  const withSessions = (slug: CollectionSlug) => Boolean(payload.collections[slug]?.config.auth?.useSessions)
  const turn = turns()
  /** Session ids each request read, per account, for the merge of its write. */
  const reads = new WeakMap<Request, Map<string, Set<string>>>()
  /** The turns each open transaction holds (account → its end), ended when it commits or rolls back. */
  const held = new Map<number | string, Map<string, () => void>>()
  const findOne = adapter.findOne.bind(adapter)
  const updateOne = adapter.updateOne.bind(adapter)
  const commitTransaction = adapter.commitTransaction.bind(adapter)
  const rollbackTransaction = adapter.rollbackTransaction.bind(adapter)

  const finish =
    (original: typeof commitTransaction): typeof commitTransaction =>
    async (id) => {
      try {
        await original(id)
      } finally {
        const key = await id
        for (const end of held.get(key)?.values() ?? []) end()
        held.delete(key)
      }
    }

  async function remembering<T extends TypeWithID>(args: FindOneArgs): Promise<T | null> {
    const doc = await findOne<T>(args)
    if (doc && args.req && withSessions(args.collection)) {
      const sessions: unknown = (doc as { sessions?: unknown }).sessions
      if (isSessionList(sessions)) {
        const byAccount = reads.get(args.req) ?? new Map<string, Set<string>>()
        byAccount.set(`${args.collection}:${doc.id}`, new Set(sessions.map((s) => s.id)))
        reads.set(args.req, byAccount)
      }
    }
    return doc
  }
  adapter.findOne = remembering

  adapter.updateOne = async (args) => {
    const intended = args.data.sessions
    if (args.id === undefined || !withSessions(args.collection) || !isSessionList(intended))
      return updateOne(args)
    const account = `${args.collection}:${args.id}`
    const transaction = args.req?.transactionID ? await args.req.transactionID : undefined
    // A second write in a transaction that already holds the turn goes on (waiting would be for itself).
    const holds = transaction !== undefined && Boolean(held.get(transaction)?.has(account))
    const end = holds ? () => {} : await turn(account)
    let ends = true
    try {
      // Read outside the request's transaction: what other requests have committed.
      const now = await findOne({
        collection: args.collection,
        where: { id: { equals: args.id } },
        select: { sessions: true },
      })
      const current: unknown = (now as { sessions?: unknown } | null)?.sessions
      const read = args.req ? reads.get(args.req)?.get(account) : undefined
      const sessions = mergeSessions(intended, read, isSessionList(current) ? current : [])
      const result = await updateOne({ ...args, data: { ...args.data, sessions } })
      if (transaction !== undefined && !holds) {
        // The write is seen by others only once its transaction commits: the turn lasts until then.
        held.set(transaction, (held.get(transaction) ?? new Map()).set(account, end))
        ends = false
      }
      return result
    } finally {
      if (ends) end()
    }
  }
  adapter.commitTransaction = finish(commitTransaction)
  adapter.rollbackTransaction = finish(rollbackTransaction)
  return adapter
}

/** The database adapter, with session writes that keep each other's sessions. */
export function keepConcurrentSessions(db: DatabaseAdapterObj): DatabaseAdapterObj {
  return { ...db, init: (args) => wrap(db.init(args), args.payload) }
}
