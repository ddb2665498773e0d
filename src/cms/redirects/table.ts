import type { Payload } from 'payload'
import { requestKeys } from '@/lib/redirect-paths'

/** Same key as REDIRECT_KEY in scripts/server.mjs. */
export const REDIRECT_KEY = Symbol.for('kajo.redirects')

/** How often an instance checks for redirects another instance changed. */
const POLL_MS = 30_000
/** Saves close together (an import writes thousands) reload the table once. */
const RELOAD_DELAY_MS = 250

type State = {
  table: Map<string, string>
  stamp: string
  timer: ReturnType<typeof setTimeout> | null
  payload: Payload | null
}

const KEY = Symbol.for('kajo.redirects.state')
const state: State = ((globalThis as Record<symbol, unknown>)[KEY] as State | undefined) ?? {
  table: new Map(),
  stamp: '',
  timer: null,
  payload: null,
}
;(globalThis as Record<symbol, unknown>)[KEY] = state

/** The redirect's target for a request's address (path and query as sent), or null. */
export function redirectFor(url: string): string | null {
  if (state.table.size === 0) return null
  for (const key of requestKeys(url)) {
    const target = state.table.get(key)
    if (target !== undefined) return target
  }
  return null
}

/** What tells whether the stored redirects changed: how many there are and the latest change. */
async function currentStamp(payload: Payload): Promise<string> {
  const latest = await payload.find({
    collection: 'redirects',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`
}

async function load(payload: Payload): Promise<void> {
  const stamp = await currentStamp(payload)
  const all = await payload.find({
    collection: 'redirects',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { from: true, to: true },
  })
  state.table = new Map(all.docs.map((doc) => [doc.from, doc.to]))
  state.stamp = stamp
}

/** Reads the table again shortly (after the saving transaction has ended). */
export function reloadRedirects(payload: Payload): void {
  if (!state.payload) return
  if (state.timer) clearTimeout(state.timer)
  state.timer = setTimeout(() => {
    state.timer = null
    load(payload).catch((error: unknown) =>
      payload.logger.error({ msg: 'Uudelleenohjausten luku epäonnistui', error }),
    )
  }, RELOAD_DELAY_MS)
  state.timer.unref?.()
}

/**
 * Loads the redirects and hands the lookup to the production server (scripts/server.mjs), which
 * answers 301 before Next.js routes the request. Another instance's changes arrive within POLL_MS.
 */
export async function offerRedirects(payload: Payload): Promise<void> {
  state.payload = payload
  await load(payload)
  Reflect.set(globalThis, REDIRECT_KEY, redirectFor)
  const poll = setInterval(() => {
    currentStamp(payload)
      .then((stamp) => (stamp === state.stamp ? undefined : load(payload)))
      .catch((error: unknown) =>
        payload.logger.warn({ msg: 'Uudelleenohjausten tarkistus epäonnistui', error }),
      )
  }, POLL_MS)
  poll.unref()
}
