import { BOT_RESPONSE_FIELD } from './bot/field'
import type { FormDefinition } from './definition'
import type { RuleTexts } from './messages'

/**
 * What the form page and the form endpoints say to each other: the hidden fields every post
 * carries (docs/forms.md) and the answers' shapes (docs/forms.md). Both sides import these names.
 */
export const HIDDEN_FIELDS = {
  formId: '_cf_form',
  version: '_cf_version',
  locale: '_cf_locale',
  unitTag: '_cf_unit_tag',
  containerPost: '_cf_container_post',
  postedDataHash: '_cf_posted_data_hash',
  /** The proof-of-work solution (where Contact Form 7 sent its "recaptcha response"). */
  botResponse: BOT_RESPONSE_FIELD,
  /** The no-JavaScript check's token and answer (visitors who cannot run the proof of work). */
  noscriptToken: '_cf_noscript_token',
  noscriptAnswer: '_cf_noscript_answer',
  /** JSON of `ConditionalState`: what the browser hid; the server re-derives it. */
  conditionalState: '_cf_state',
  /** The 1-based step `validate-step` checks. */
  step: '_cf_step',
} as const

/** A repeater's row count travels as `${repeater}_count` (docs/forms.md "Repeaters keep a count field"). */
export function repeaterCountName(repeater: string): string {
  return `${repeater}_count`
}

export type ConditionalState = {
  hiddenGroups: string[]
  visibleGroups: string[]
  hiddenGroupFields: string[]
  repeaters: Record<string, number>
  steps: number
}

/** docs/forms.md statuses; any other value a hook may set is shown as `custom-{status}`. */
export const FORM_STATUSES = [
  'init',
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'mail_sent',
  'mail_failed',
  'submitting',
  'resetting',
  'validating',
  'payment_required',
] as const
export type FormStatus = (typeof FORM_STATUSES)[number]

export type InvalidField = { field: string; message: string; idref: string | null }

/** `POST /api/contact-forms/{id}/feedback` (multipart). */
export type FeedbackResponse = {
  status: FormStatus | `custom-${string}`
  message: string
  invalid_fields: InvalidField[]
  posted_data_hash: string
  /** A fresh challenge after a spam verdict, so the next try can pass. */
  captcha?: BotChallenge
}

/** `POST /api/contact-forms/{id}/validate-step`: invalid fields keyed by posted name. */
export type ValidateStepResponse = {
  success: boolean
  message: string
  invalid_fields: Record<string, { reason: string }>
}

/** `POST /api/contact-forms/{id}/summary`. */
export type SummaryResponse = { summaryHtml: string }

/** `GET /api/contact-forms/{id}/refill`. */
export type RefillResponse = {
  captcha: BotChallenge
  quiz: Record<string, { question: string; index: number }>
}

/** `GET /api/contact-forms/{id}/feedback/schema`: the definition without quiz answers. */
/** The definition the browser's rule engine runs on, and the default rule messages in its locale. */
export type SchemaResponse = { definition: FormDefinition; texts: RuleTexts }

export type BotChallenge = {
  algorithm: 'SHA-256'
  challenge: string
  salt: string
  signature: string
  maxNumber: number
}

/** The endpoints of one form. */
export function formEndpoints(id: number) {
  const base = `/api/contact-forms/${id}`
  return {
    feedback: `${base}/feedback`,
    schema: `${base}/feedback/schema`,
    refill: `${base}/refill`,
    validateStep: `${base}/validate-step`,
    summary: `${base}/summary`,
  }
}
