import { FEEDBACK_LIMITS } from '@/cms/feedback/limits'
import { LIVE_TEXT, ruleMessage, statusMessage } from '@/forms/messages'
import type { Locale } from '@/i18n/locales'
import { formatCount } from '@/i18n/numbers'
import { format, t } from '@/i18n/strings'
import type { FeedbackKind, FeedbackMessages } from './validate'

/** What the browser's form script says: the check messages plus the sending states. */
export type FeedbackUiTexts = FeedbackMessages & {
  invalid: string
  sending: string
  held: string
  offline: string
  failed: string
}

/** The check messages in the visitor's language (the endpoint's and the browser's are the same). */
export function feedbackMessages(kind: FeedbackKind, locale: Locale): FeedbackMessages {
  const ui = t(locale)
  return {
    required: ruleMessage('required', locale),
    email: ruleMessage('email', locale),
    rating: ui.ratingRequired,
    nameTooLong: format(ui.feedbackTooLong, { n: FEEDBACK_LIMITS.nameMaxLength }),
    textTooLong: format(kind === 'review' ? ui.reviewTooLong : ui.commentTooLong, {
      n: formatCount(FEEDBACK_LIMITS.textMaxLength, locale),
    }),
    parent: ui.commentParentMissing,
  }
}

/** A kind's form labels: the form's title, the text field's label and the submit button. */
export function feedbackLabels(
  kind: FeedbackKind,
  locale: Locale,
): { title: string; text: string; submit: string } {
  const ui = t(locale)
  return kind === 'review'
    ? { title: ui.reviewWrite, text: ui.reviewText, submit: ui.reviewSubmit }
    : { title: ui.commentWrite, text: ui.commentText, submit: ui.commentSubmit }
}

export function feedbackUiTexts(kind: FeedbackKind, locale: Locale): FeedbackUiTexts {
  const ui = t(locale)
  return {
    ...feedbackMessages(kind, locale),
    invalid: statusMessage('validation_failed', locale),
    sending: ui.feedbackSending,
    held: kind === 'review' ? ui.reviewHeld : ui.commentHeld,
    offline: LIVE_TEXT[locale].fetch_error,
    failed: statusMessage('mail_failed', locale),
  }
}
