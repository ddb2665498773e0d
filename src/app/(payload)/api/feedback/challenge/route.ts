import { feedbackChallenge } from '@/feedback/items/endpoint'
import { wrongMethod } from '@/forms/endpoints'

/** Per request, never cached: each challenge passes once. */
export const dynamic = 'force-dynamic'

/** The proof of work a review or comment form solves before sending. */
export function GET(): Response {
  return feedbackChallenge()
}

export const POST = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
