import { HIDDEN_FIELDS } from '../protocol'
import { HONEYPOT_INPUT, HONEYPOT_LABEL } from './honeypot'
import type { NoscriptQuestion } from './noscript-check'

const NOSCRIPT_HELP = {
  fi: 'Selaimesi ei suorita JavaScriptiä, joten vastaa tähän roskapostin torjumiseksi.',
  en: 'Your browser does not run JavaScript, so answer this to help us stop spam.',
} as const

/**
 * The form's bot fields, server-rendered with no script of their own: the honeypot (hidden from
 * sight and from the keyboard, labelled for screen readers) and, for visitors without JavaScript,
 * the sum. Inside `<noscript>` those inputs exist only when scripts are off; with scripts on, the
 * proof of work goes in `HIDDEN_FIELDS.botResponse`, which the form's script fills.
 */
export function BotFields({
  idPrefix,
  locale,
  noscript,
}: {
  /** Unique per form on the page, for the labels' `for`. */
  idPrefix: string
  locale: 'fi' | 'en'
  noscript: NoscriptQuestion
}) {
  const honeypotId = `${idPrefix}-website`
  const answerId = `${idPrefix}-noscript-answer`
  return (
    <>
      <div className="visually-hidden">
        <label htmlFor={honeypotId}>{HONEYPOT_LABEL[locale]}</label>
        <input id={honeypotId} {...HONEYPOT_INPUT} />
      </div>
      <noscript>
        <label htmlFor={answerId}>{noscript.question}</label>
        <p id={`${answerId}-help`}>{NOSCRIPT_HELP[locale]}</p>
        <input
          id={answerId}
          aria-describedby={`${answerId}-help`}
          name={HIDDEN_FIELDS.noscriptAnswer}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          size={4}
        />
        <input type="hidden" name={HIDDEN_FIELDS.noscriptToken} value={noscript.token} />
      </noscript>
    </>
  )
}
