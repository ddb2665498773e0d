import nodemailer from 'nodemailer'
import type { TaskConfig } from 'payload'
import { logJob } from '@/lib/job-log'
import { countMetric } from '@/lib/metrics'

/** Mail as a stored job: the queue keeps it until the SMTP server has taken it. */
export type MailJobInput = {
  to: string
  from: string
  replyTo?: string
  subject: string
  text?: string
  html?: string
  /** A fixed Message-ID: a message sent again after a crash is recognisably the same one. */
  messageId?: string
  /** The form submission this message reports (its mail status turns to sent). */
  submission?: number
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
    { name: 'messageId', type: 'text' },
    { name: 'submission', type: 'number' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    const started = performance.now()
    const line = (outcome: 'done' | 'failed') =>
      logJob({
        task: 'send-mail',
        id: job.id,
        outcome,
        ms: performance.now() - started,
        attempt: (job.totalTried ?? 0) + 1,
      })
    let messageId: string
    try {
      const info = await smtp().sendMail({
        messageId: input.messageId ?? undefined,
        to: input.to,
        from: input.from,
        replyTo: input.replyTo ?? undefined,
        subject: input.subject,
        text: input.text ?? undefined,
        html: input.html ?? undefined,
      })
      messageId = String(info.messageId ?? '')
    } catch (error) {
      countMetric('site_mail_failures_total')
      line('failed')
      throw error
    }
    countMetric('site_mail_sent_total')
    line('done')
    // The message is out: a failed status update must not fail the task (a retry would send it again).
    if (input.submission)
      await req.payload
        .update({
          collection: 'form-submissions',
          id: input.submission,
          overrideAccess: true,
          data: { mailStatus: 'sent', messageId },
        })
        .catch((error: unknown) =>
          req.payload.logger.warn({ msg: 'Lähetystilan päivitys epäonnistui', err: error }),
        )
    return { output: { messageId } }
  },
}
