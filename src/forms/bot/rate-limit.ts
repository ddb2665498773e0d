/** Accepted posts per sender (clientKey) within the window, counted in the database. */
export const FORM_RATE_LIMIT = { submissions: 10, windowMs: 10 * 60_000 } as const

/** Where the window starts when counting at `now`. */
export function rateLimitSince(now: number): number {
  return now - FORM_RATE_LIMIT.windowMs
}

/**
 * `count` is the sender's posts already accepted in the window, so the 10th passes and the 11th
 * does not. Instances count and write separately, so a burst spread over several instances may let
 * one or two more through; a limit for spam does not need a lock.
 */
export function isRateLimited(count: number, limit: number = FORM_RATE_LIMIT.submissions): boolean {
  return count >= limit
}
