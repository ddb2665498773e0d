import type { EmailAdapter, SendEmailOptions } from 'payload'
import type { MailJobInput } from './send-mail-task'

type AddressLike = string | { name?: string; address: string }

/** One header value from nodemailer's address forms (a string, `{ name, address }` or a list). */
export function addressText(value: AddressLike | AddressLike[] | undefined | null): string {
  if (!value) return ''
  if (Array.isArray(value)) return value.map(addressText).filter(Boolean).join(', ')
  if (typeof value === 'string') return value
  return value.name ? `"${value.name.replaceAll('"', '')}" <${value.address}>` : value.address
}

/** The stored job for a message Payload (or the site) wants sent. */
export function mailJobInput(message: SendEmailOptions, defaultFrom: string): MailJobInput {
  const to = addressText(message.to as AddressLike | AddressLike[] | undefined)
  if (!to) throw new Error('A message needs a recipient')
  const text = typeof message.text === 'string' ? message.text : undefined
  const html = typeof message.html === 'string' ? message.html : undefined
  const replyTo = addressText(message.replyTo as AddressLike | AddressLike[] | undefined)
  return {
    to,
    from: addressText(message.from as AddressLike | undefined) || defaultFrom,
    subject: String(message.subject ?? ''),
    ...(replyTo ? { replyTo } : {}),
    ...(text ? { text } : {}),
    ...(html ? { html } : {}),
  }
}

/**
 * Payload's mail (password resets today, the contact forms' mail later) goes into the job queue
 * in the database instead of straight to SMTP: a message is never lost to an SMTP server that is
 * away, and the queue runner (src/cms/jobs/runner.ts) sends each one once, whichever instance queued it.
 */
export function queuedMail(from: { address: string; name: string }): EmailAdapter {
  return ({ payload }) => ({
    name: 'queued-smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const input = mailJobInput(message, addressText({ name: from.name, address: from.address }))
      await payload.jobs.queue({ task: 'send-mail', input })
    },
  })
}
