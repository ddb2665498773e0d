/** docs/forms.md: the server's status → the form root's `data-status`; anything else is `custom-{status}`. */
const STATUS_ATTR: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
}

export function statusAttribute(status: string): string {
  const known = STATUS_ATTR[status]
  if (known) return known
  const custom = status
    .replace(/^custom-/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
  return `custom-${custom}`
}
