import type { Payload } from 'payload'
import type { FormValues } from './definition'
import type { FormConfig } from './from-cms'
import { type AnswerRow, fillTemplate, type OutgoingMail, oneLine, stableMessageId, textValues } from './mail'
import { visibleFields } from './state'

const MAIL_FROM = () => process.env.MAIL_FROM ?? 'sivusto@kajodigital.example'
/** A submission whose mail was not queued this long after it was stored lost its queueing to a crash. */
const STRANDED_AFTER_MS = 60_000

/**
 * The messages a sending makes: the notification to the form's recipient (reply-to the visitor's
 * address when the form names that field) and, when on, the autoresponder to the visitor.
 * `ref` makes the Message-IDs: a message re-sent after a crash has the same one.
 */
export function outgoingMail(
  { mail, definition }: FormConfig,
  values: FormValues,
  rows: readonly AnswerRow[],
  ref: string,
): OutgoingMail[] {
  const shown = visibleFields(definition, values)
  // A tag gives what the visitor saw: option labels, every repeater row, nothing from hidden groups.
  const answerOf = (name: string) =>
    shown
      .filter((entry) => entry.def.name === name)
      .flatMap((entry) =>
        textValues(values, entry.postedName).map(
          (value) => entry.def.options?.find((option) => option.value === value)?.label ?? value,
        ),
      )
  const visitor = mail.replyToField ? (answerOf(mail.replyToField)[0] ?? '') : ''
  const visitorAddress = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(visitor) ? visitor : ''
  const messages: OutgoingMail[] = [
    {
      to: mail.recipient,
      ...(visitorAddress ? { replyTo: visitorAddress } : {}),
      subject: oneLine(fillTemplate(mail.subject, rows, answerOf)),
      text: fillTemplate(mail.body, rows, answerOf),
      messageId: stableMessageId(ref, 1, MAIL_FROM()),
    },
  ]
  if (mail.autoresponder && visitorAddress)
    messages.push({
      to: visitorAddress,
      subject: oneLine(fillTemplate(mail.autoresponder.subject, rows, answerOf)),
      text: fillTemplate(mail.autoresponder.body, rows, answerOf),
      messageId: stableMessageId(ref, 2, MAIL_FROM()),
    })
  return messages
}

/** Queues a stored submission's messages, then marks them queued. */
export async function queueOutbox(payload: Payload, submission: number, outbox: readonly OutgoingMail[]) {
  if (outbox.length === 0) return
  for (const message of outbox)
    await payload.jobs.queue({ task: 'send-mail', input: { ...message, from: MAIL_FROM(), submission } })
  await payload.update({
    collection: 'form-submissions',
    id: submission,
    overrideAccess: true,
    data: { mailQueued: true },
  })
}

/**
 * Queues the mail of submissions stored but never queued (the process stopped in between). A crash
 * after queueing but before marking sends that mail twice, with the same Message-ID.
 */
export async function requeueStranded(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    overrideAccess: true,
    depth: 0,
    limit: 50,
    pagination: false,
    where: {
      mailStatus: { equals: 'queued' },
      mailQueued: { not_equals: true },
      createdAt: { less_than: new Date(now - STRANDED_AFTER_MS).toISOString() },
    },
  })
  for (const doc of docs) await queueOutbox(payload, doc.id, (doc.outbox ?? []) as OutgoingMail[])
  return docs.length
}
