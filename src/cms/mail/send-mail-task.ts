import nodemailer from 'nodemailer'
import type { TaskConfig } from 'payload'

/** Mail as a stored job: the queue keeps it until the SMTP server has taken it. */
export type MailJobInput = {
  to: string
  from: string
  replyTo?: string
  subject: string
  text?: string
  html?: string
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined

/** One pooled SMTP connection per process, to `SMTP_URL`. */
function smtp(): ReturnType<typeof nodemailer.createTransport> {
  const url = process.env.SMTP_URL
  if (!url) throw new Error('SMTP_URL is not set: mail waits in the queue until it is')
  transport ??= nodemailer.createTransport(url)
  return transport
}

/**
 * Sends one queued message. A failure (server away, refused) leaves the job to be retried with
 * growing pauses (10 s, 20 s, 40 s …); after the last attempt it stays in the queue with its error.
 */
export const SendMailTask: TaskConfig<'send-mail'> = {
  slug: 'send-mail',
  label: 'Sähköpostin lähetys',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'from', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input }) => {
    const info = await smtp().sendMail({
      to: input.to,
      from: input.from,
      replyTo: input.replyTo ?? undefined,
      subject: input.subject,
      text: input.text ?? undefined,
      html: input.html ?? undefined,
    })
    return { output: { messageId: String(info.messageId ?? '') } }
  },
}
