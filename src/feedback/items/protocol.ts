import type { BotChallenge } from '@/forms/protocol'
import type { FeedbackField, FeedbackKind } from './validate'

/** Where reviews and comments are posted, and where the browser gets a proof-of-work challenge. */
export const FEEDBACK_ENDPOINTS = {
  review: (productId: number) => `/api/products/${productId}/reviews`,
  comment: (postId: number) => `/api/posts/${postId}/comments`,
  challenge: '/api/feedback/challenge',
} as const satisfies Record<FeedbackKind | 'challenge', unknown>

/** The comment form's fragment: reply links lead there (its reply-to list is in the form). */
export const COMMENT_FORM_ID = 'kommentoi'

/**
 * The JSON answer to a post: `held` (stored, waiting for moderation) or why not. After a refusal
 * by the bot checks, `captcha` is a fresh challenge for the next try.
 */
export type FeedbackAnswer = {
  status: 'held' | 'validation_failed' | 'not_found' | 'spam' | 'rate_limited' | 'too_large' | 'failed'
  message: string
  invalid_fields: { field: FeedbackField; message: string }[]
  captcha?: BotChallenge
}
