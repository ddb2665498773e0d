import type { Payload } from 'payload'
import type { FormValues } from './definition'
import type { FormConfig } from './from-cms'
import { type AnswerRow, fillTemplate, type OutgoingMail, oneLine, stableMessageId, textValues } from './mail'
import { visibleFields } from './state'

const MAIL_FROM = () => process.env.MAIL_FROM ?? 'sivusto@kajodigital.example'
/** A submission whose mail was not queued this long after it was stored lost its queueing to a crash. */
const STRANDED_AFTER_MS = 60_000

const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/

/** A tag's text as the visitor saw it: option labels, every repeater row, nothing from hidden groups. */
function answerReader(definition: FormConfig['definition'], values: FormValues) {
  const shown = visibleFields(definition, values)
  return (name: string) =>
    shown
      .filter((entry) => entry.def.name === name)
      .flatMap((entry) =>
        textValues(values, entry.postedName).map(
          (value) => entry.def.options?.find((option) => option.value === value)?.label ?? value,
        ),
      )
}

/** The visitor's address from the form's reply-to field when it looks like one, else ''. */
export function visitorAddress({ mail, definition }: FormConfig, values: FormValues): string {
  const given = mail.replyToField ? (answerReader(definition, values)(mail.replyToField)[0] ?? '') : ''
  return ADDRESS.test(given) ? given : ''
}

/**
 * The messages a sending makes: the notification to the form's recipient (reply-to the visitor's
 * address when the form names that field) and, when the form has one and `autoresponse` allows it,
 * the autoresponse to the visitor. The autoresponse is the form's fixed text, tags left as written:
 * it goes to whatever address was typed, so it must carry nothing the visitor wrote.
 * `ref` makes the Message-IDs: a message re-sent after a crash has the same one.
 */
export function outgoingMail(
  config: FormConfig,
  values: FormValues,
  rows: readonly AnswerRow[],
  ref: string,
  autoresponse: boolean,
): OutgoingMail[] {
  const { mail, definition } = config
  const answerOf = answerReader(definition, values)
  const visitor = visitorAddress(config, values)
  const messages: OutgoingMail[] = [
    {
      to: mail.recipient,
      ...(visitor ? { replyTo: visitor } : {}),
      subject: oneLine(fillTemplate(mail.subject, rows, answerOf)),
      text: fillTemplate(mail.body, rows, answerOf),
      messageId: stableMessageId(ref, 1, MAIL_FROM()),
    },
  ]
  if (autoresponse && mail.autoresponder && visitor)
    messages.push({
      to: visitor,
      subject: oneLine(mail.autoresponder.subject),
      text: mail.autoresponder.body,
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
