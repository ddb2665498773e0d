import { createHmac, pbkdf2, randomBytes } from 'node:crypto'
import {
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Payload,
} from 'payload'
import { clientIp, clientKey } from '@/lib/client-address'
import { countMetric } from '@/lib/metrics'
import { LOGIN_FAILURES_SLUG } from '../collections/LoginFailures'

/**
 * Failed admin logins are counted two ways, so a stranger can neither guess a password nor shut
 * its owner out:
 * - per sender address (clientKey): `perAddress` failures within `windowMs` and that address is
 *   refused, even with the right password, until the oldest of them has left the window;
 * - per account (the email tried, known or not): from `accountFreeFailures` on, every attempt on
 *   it waits first, doubling up to `maxDelayMs`. It is slowed, never shut: the owner signing in
 *   from another address gets in.
 * Wrong password, unknown email and refused address all answer Payload's own 401 with the same
 * message, after the same password-hash work.
 */
export const LOGIN_LIMITS = {
  windowMs: 10 * 60_000,
  perAddress: 5,
  accountFreeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
} as const

/** Whether an address with `failures` in the window is refused. */
export function addressLocked(failures: number): boolean {
  return failures >= LOGIN_LIMITS.perAddress
}

/** How long an attempt on an account with `failures` in the window waits before it is checked. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.accountFreeFailures
  if (over < 0) return 0
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(over, 16), LOGIN_LIMITS.maxDelayMs)
}

/** The keys a login attempt is counted under: HMACs, so the table holds no address or email. */
export function loginKeys(
  headers: Headers,
  email: string,
  payloadSecret: string,
): { addressKey: string; accountKey: string } {
  const secret = createHmac('sha256', payloadSecret).update('login-throttle').digest('hex')
  const account = createHmac('sha256', secret)
    .update(`login-account:${email.toLowerCase().trim()}`)
    .digest('hex')
  return { addressKey: clientKey(clientIp(headers), secret), accountKey: account.slice(0, 32) }
}

/**
 * The work Payload does to check a password (its current hash: PBKDF2-SHA256, 600 000 rounds, 32
 * bytes; payload/dist/auth/strategies/local/generatePasswordSaltHash.js), spent when there is no
 * password to check, so an unknown email or a refused address takes as long as a wrong password.
 */
export function passwordHashWork(password: string): Promise<void> {
  return new Promise((resolve) => pbkdf2(password, randomBytes(32), 600_000, 32, 'sha256', () => resolve()))
}

type Field = 'addressKey' | 'accountKey'

async function failuresSince(payload: Payload, field: Field, key: string, since: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: LOGIN_FAILURES_SLUG,
    overrideAccess: true,
    where: {
      and: [{ [field]: { equals: key } }, { createdAt: { greater_than: new Date(since).toISOString() } }],
    },
  })
  return totalDocs
}

/** Stores one failure and deletes those past the window, which keeps the table bounded. */
async function recordFailure(
  payload: Payload,
  keys: { addressKey: string; accountKey: string },
  now: number,
): Promise<string | number> {
  const row = await payload.create({
    collection: LOGIN_FAILURES_SLUG,
    overrideAccess: true,
    data: keys,
    depth: 0,
  })
  await payload.db.deleteMany({
    collection: LOGIN_FAILURES_SLUG,
    where: { createdAt: { less_than: new Date(now - LOGIN_LIMITS.windowMs).toISOString() } },
  })
  return row.id
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Where the attempt's provisional failure row waits for a successful login to remove it. */
const PENDING = 'loginFailureId'

/**
 * Before Payload's login (REST, the admin's form and the local API all run it): refuses a locked
 * address, slows a pressed account, and counts the attempt as failed until afterLogin says
 * otherwise. Counting before the password check means parallel guesses count at once, and a
 * process that dies mid-way errs on the side of the count.
 */
export const throttleLogin: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data: { email?: unknown; password?: unknown } = args.data ?? {}
  const { email, password } = data
  // Incomplete attempts are Payload's to refuse (400, field by field); they check no password.
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password.trim())
    return args
  const { payload } = req
  const keys = loginKeys(req.headers, email, payload.secret)
  const now = Date.now()
  const since = now - LOGIN_LIMITS.windowMs
  const [fromAddress, onAccount] = await Promise.all([
    failuresSince(payload, 'addressKey', keys.addressKey, since),
    failuresSince(payload, 'accountKey', keys.accountKey, since),
  ])
  const delay = accountDelayMs(onAccount)
  if (delay > 0) {
    payload.logger.warn(
      `Kirjautumista hidastetaan ${delay} ms: ${onAccount} epäonnistunutta yritystä tunnukselle ${keys.accountKey}`,
    )
    await sleep(delay)
  }

  let refused = addressLocked(fromAddress)
  if (!refused) {
    req.context[PENDING] = await recordFailure(payload, keys, now)
    // Attempts racing in parallel from one address: only the first `perAddress` get checked.
    refused = (await failuresSince(payload, 'addressKey', keys.addressKey, since)) > LOGIN_LIMITS.perAddress
  }
  if (refused) {
    countMetric('site_rate_limit_refusals_total', { limit: 'login' })
    payload.logger.warn(
      `Kirjautuminen estetty: liikaa epäonnistuneita yrityksiä osoitteesta ${keys.addressKey}`,
    )
  }
  const user = await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  if (refused || !user) {
    await passwordHashWork(password)
    throw new AuthenticationError(req.t)
  }
  return args
}

/** The password was right: the attempt's provisional failure is removed (in the login's transaction). */
export const forgetSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const id = req.context[PENDING]
  if (typeof id === 'string' || typeof id === 'number')
    await req.payload.db.deleteMany({ collection: LOGIN_FAILURES_SLUG, req, where: { id: { equals: id } } })
  return user
}

/**
 * An admin's "Unlock" on an account (after Payload's own access check passed): its failures are
 * forgotten, so its owner signs in without the slow-down. Addresses stay refused until their
 * failures leave the window; they belong to no account.
 */
export const forgetAccountOnUnlock: CollectionAfterOperationHook<'users'> = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'unlock') return result
  const email: unknown = args.data?.email
  if (typeof email !== 'string' || !email.trim()) return result
  const { accountKey } = loginKeys(req.headers, email, req.payload.secret)
  await req.payload.db.deleteMany({
    collection: LOGIN_FAILURES_SLUG,
    req,
    where: { accountKey: { equals: accountKey } },
  })
  return result
}
