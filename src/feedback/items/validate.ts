import { FEEDBACK_LIMITS } from '@/cms/feedback/limits'
import { isEmail } from '@/forms/email'

/**
 * The one set of checks for a posted review or comment: the endpoint runs it before anything else
 * and the browser runs the same code before sending. Pure, and free of the site's string tables
 * (the browser chunk gets its few messages from the page).
 */

export type FeedbackKind = 'review' | 'comment'

/** The posted names; hidden bot fields come on top (src/forms/protocol.ts). */
export const FEEDBACK_FIELDS = ['rating', 'parent', 'name', 'email', 'text'] as const
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number]

/** The messages the checks give, in the visitor's language. */
export type FeedbackMessages = {
  required: string
  email: string
  rating: string
  nameTooLong: string
  textTooLong: string
  parent: string
}

export type Sender = { name: string; email: string; text: string }

/** A checked review (rating 1–5) or comment (and the comment it replies to, if any). */
export type FeedbackData = Sender &
  ({ kind: 'review'; rating: number } | { kind: 'comment'; parent?: number })

export type FieldError = { field: FeedbackField; message: string }

export type Checked = { ok: true; data: FeedbackData } | { ok: false; errors: FieldError[] }

// Control characters other than tab and line feed: nothing a person types, and some confuse logs.
const CONTROL = /[^\P{Cc}\t\n]/gu
const RATING = /^[1-5]$/
const ID = /^[1-9]\d{0,9}$/

/** The text as stored: Windows line ends as \n, control characters gone, no edge whitespace. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

/** A name on one line with single spaces. */
export function cleanName(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Checks one post. `value` gives a field's posted text (undefined when missing). A rating must be
 * exactly one digit 1–5 as posted: "0", "6", "4.5", "5 OR 1=1" and "" are all refused.
 */
export function checkFeedback(
  kind: FeedbackKind,
  value: (field: FeedbackField) => string | undefined,
  messages: FeedbackMessages,
): Checked {
  const errors: FieldError[] = []
  let rating = 0
  let parent: number | undefined
  if (kind === 'review') {
    const posted = value('rating') ?? ''
    if (RATING.test(posted)) rating = Number(posted)
    else errors.push({ field: 'rating', message: messages.rating })
  } else {
    const posted = value('parent')?.trim() ?? ''
    if (ID.test(posted)) parent = Number(posted)
    else if (posted !== '') errors.push({ field: 'parent', message: messages.parent })
  }

  const name = cleanName(value('name') ?? '')
  if (!name) errors.push({ field: 'name', message: messages.required })
  else if (name.length > FEEDBACK_LIMITS.nameMaxLength)
    errors.push({ field: 'name', message: messages.nameTooLong })

  const email = (value('email') ?? '').trim()
  if (!email) errors.push({ field: 'email', message: messages.required })
  else if (email.length > FEEDBACK_LIMITS.emailMaxLength || !isEmail(email))
    errors.push({ field: 'email', message: messages.email })

  // Measured once cleaned: a browser posts each line end as \r\n but counts it as one character.
  const text = cleanText(value('text') ?? '')
  if (!text) errors.push({ field: 'text', message: messages.required })
  else if (text.length > FEEDBACK_LIMITS.textMaxLength)
    errors.push({ field: 'text', message: messages.textTooLong })

  if (errors.length > 0) return { ok: false, errors }
  const sender = { name, email, text }
  return {
    ok: true,
    data:
      kind === 'review' ? { ...sender, kind, rating } : { ...sender, kind, ...(parent ? { parent } : {}) },
  }
}
