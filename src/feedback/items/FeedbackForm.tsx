import type { ReactNode } from 'react'
import { FEEDBACK_LIMITS } from '@/cms/feedback/limits'
import { BotFields } from '@/forms/bot/BotFields'
import { botSecret } from '@/forms/bot/challenge'
import { noscriptQuestion } from '@/forms/bot/noscript-check'
import { HIDDEN_FIELDS } from '@/forms/protocol'
import { Sheet as FormStylesSheet, styles as formStyles } from '@/forms/view/contact-form.sheet'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import { FeedbackBehaviour } from './Feedback.client'
import { Sheet, styles } from './feedback.sheet'
import { FEEDBACK_ENDPOINTS } from './protocol'
import { feedbackLabels, feedbackUiTexts } from './texts'
import type { FeedbackKind } from './validate'

/** "(pakollinen)" for screen readers, an asterisk for the eye; as the contact forms mark it. */
export function RequiredMark({ locale }: { locale: Locale }) {
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <span className={formStyles.required}>
        <span aria-hidden="true"> *</span>
        <span className="visually-hidden"> ({t(locale).feedbackRequired})</span>
      </span>
    </>
  )
}

/** The id of a field's error slot, which its control names in `aria-describedby`. */
export const errorId = (idPrefix: string, field: string) => `${idPrefix}-${field}-error`

type TextFieldProps = {
  idPrefix: string
  name: 'name' | 'email' | 'text'
  label: string
  locale: Locale
  help?: string
  type?: 'text' | 'email'
  autoComplete?: string
  maxLength: number
  multiline?: boolean
}

function TextField({
  idPrefix,
  name,
  label,
  locale,
  help,
  type,
  autoComplete,
  maxLength,
  multiline,
}: TextFieldProps) {
  const id = `${idPrefix}-${name}`
  const describedBy = [help ? `${id}-help` : '', errorId(idPrefix, name)].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    className: formStyles.input,
    required: true,
    maxLength,
    'aria-describedby': describedBy,
  }
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <div className={formStyles.field} data-field={name}>
        <label className={formStyles.label} htmlFor={id}>
          {label}
          <RequiredMark locale={locale} />
        </label>
        {multiline ? (
          <textarea {...control} rows={6} />
        ) : (
          <input {...control} type={type ?? 'text'} autoComplete={autoComplete} />
        )}
        {/* Under the control, so the name and email boxes side by side line up. */}
        {help ? (
          <p className={cx(formStyles.help, styles.helpAfter)} id={`${id}-help`}>
            {help}
          </p>
        ) : null}
        <p className={formStyles.error} id={errorId(idPrefix, name)} data-error="" />
      </div>
    </>
  )
}

type Props = {
  kind: FeedbackKind
  /** The product or post the review or comment is about. */
  targetId: number
  locale: Locale
  /** Unique on the page; the form's element ids start with it. */
  idPrefix: string
  headingLevel: 2 | 3
  /** The form's own fragment (reply links lead to it), if it has one. */
  id?: string
  /** Fields before the sender's: the star rating, or the comment replied to. */
  children?: ReactNode
}

/**
 * The review and comment form: plain HTML that posts without JavaScript (the browser's own
 * required-field checks, the arithmetic question in place of the proof of work, an answer page
 * back); feedback.ts sends it with fetch and shows the answer in place. It comes last in its
 * section, whose root its island enhances (relative dates and reply links too).
 */
export function FeedbackForm({ kind, targetId, locale, idPrefix, headingLevel, id, children }: Props) {
  const ui = t(locale)
  const labels = feedbackLabels(kind, locale)
  const Heading = `h${headingLevel}` as const
  const titleId = `${idPrefix}-title`
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <>
        <div className={styles.formBox} id={id}>
          <Heading id={titleId} className={styles.formTitle}>
            {labels.title}
          </Heading>
          <p className={styles.note}>{ui.feedbackModeration}</p>
          <form
            className={formStyles.form}
            method="post"
            action={FEEDBACK_ENDPOINTS[kind](targetId)}
            aria-labelledby={titleId}
            data-feedback-form=""
          >
            <div hidden>
              <input type="hidden" name={HIDDEN_FIELDS.locale} defaultValue={locale} />
              <input type="hidden" name={HIDDEN_FIELDS.botResponse} defaultValue="" />
            </div>
            {children}
            <div className={styles.sender}>
              <TextField
                idPrefix={idPrefix}
                name="name"
                label={ui.feedbackName}
                locale={locale}
                autoComplete="name"
                maxLength={FEEDBACK_LIMITS.nameMaxLength}
              />
              <TextField
                idPrefix={idPrefix}
                name="email"
                type="email"
                label={ui.feedbackEmail}
                help={ui.feedbackEmailHelp}
                locale={locale}
                autoComplete="email"
                maxLength={FEEDBACK_LIMITS.emailMaxLength}
              />
            </div>
            <TextField
              idPrefix={idPrefix}
              name="text"
              label={labels.text}
              locale={locale}
              maxLength={FEEDBACK_LIMITS.textMaxLength}
              multiline
            />
            <div className={formStyles.bot}>
              <BotFields
                idPrefix={idPrefix}
                locale={locale}
                noscript={noscriptQuestion(botSecret(), targetId, locale)}
              />
            </div>
            <div className={formStyles.actions}>
              <button type="submit" className={formStyles.primary}>
                {labels.submit}
              </button>
            </div>
            <p className={formStyles.response} role="status" tabIndex={-1} data-feedback-status="" />
          </form>
        </div>
        <FeedbackBehaviour locale={locale} form={{ kind, texts: feedbackUiTexts(kind, locale) }} />
      </>
    </>
  )
}
