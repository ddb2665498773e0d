import { FORMS } from '@/lib/constants'

/*
 * The email check on its own: the review and comment script needs it without the rest of the
 * rule engine (a browser chunk holds whole modules).
 */

const DOMAIN_LABEL = /^[\p{L}\d](?:[\p{L}\p{M}\d-]*[\p{L}\p{M}\d])?$/u

/**
 * WordPress `is_email()` with docs/forms.md's limits: at least 6 characters, exactly one @, a local part of
 * ASCII letters, digits and !#$%&'*+/=?^_`{|}~.-, a domain of two or more labels. Domain labels may
 * hold Unicode letters (IDN such as `grå.org`, `äänekoski.fi`): they are delivered as punycode.
 * The local part stays ASCII because non-ASCII mailboxes need SMTPUTF8 on every relay.
 */
export function isEmail(text: string): boolean {
  const parts = text.split('@')
  const labels = (parts[1] ?? '').split('.')
  return (
    text.length >= FORMS.emailMinLength &&
    parts.length === 2 &&
    /^[\w!#$%&'*+/=?^`{|}~.-]+$/.test(parts[0] ?? '') &&
    labels.length > 1 &&
    labels.every((l) => DOMAIN_LABEL.test(l))
  )
}
