import type { Field, Validate } from 'payload'
import { emailField, numberField, selectField, textareaField, textField } from '../fields/simple'
import { FEEDBACK_LIMITS, isRating } from './limits'

/**
 * What reviews and comments share: the moderation status, the sender and the text. Visitors write
 * them only through the site's endpoints (src/feedback/items); editors moderate them.
 */

export const FEEDBACK_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, { fi: string; en: string }> = {
  pending: { fi: 'Odottaa', en: 'Pending' },
  approved: { fi: 'Hyväksytty', en: 'Approved' },
  rejected: { fi: 'Hylätty', en: 'Rejected' },
  spam: { fi: 'Roskapostia', en: 'Spam' },
}

const inEnglish = (req: { i18n?: { language?: string } }) => req.i18n?.language === 'en'

const validateRating: Validate<number | null | undefined> = (value, { req }) =>
  isRating(value) ||
  (inEnglish(req)
    ? 'The rating must be a whole number from 1 to 5.'
    : 'Arvosanan on oltava kokonaisluku 1–5.')

export const ratingField: Field = numberField('rating', ['Arvosana', 'Rating'], {
  required: true,
  min: FEEDBACK_LIMITS.ratingMin,
  max: FEEDBACK_LIMITS.ratingMax,
  index: true,
  validate: validateRating,
  admin: { step: 1 },
})

export const statusField: Field = selectField(
  'status',
  ['Tila', 'Status'],
  FEEDBACK_STATUSES.map((value) => ({ label: { ...FEEDBACK_STATUS_LABELS[value] }, value })),
  {
    required: true,
    defaultValue: 'pending',
    index: true,
    admin: {
      position: 'sidebar',
      // In the list views: the status with approve / reject / spam buttons (src/cms/moderation).
      components: { Cell: '/cms/moderation/StatusCell#StatusCell' },
    },
  },
)

/** The sender and the text; the email is for the editors only and is never shown on the site. */
export function senderFields(textLabel: { fi: string; en: string }): Field[] {
  return [
    textField('name', ['Nimi', 'Name'], { required: true, maxLength: FEEDBACK_LIMITS.nameMaxLength }),
    emailField('email', ['Sähköposti', 'Email'], {
      required: true,
      admin: { description: { fi: 'Ei näy sivustolla.', en: 'Never shown on the site.' } },
    }),
    textareaField('text', textLabel, { required: true, maxLength: FEEDBACK_LIMITS.textMaxLength }),
  ]
}
