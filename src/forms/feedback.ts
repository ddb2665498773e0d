import { createHash, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { deleteUploads, sanitiseFilename, storeUpload } from '@/cms/submissions/files'
import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/locales'
import { clientIp, clientKey } from '@/lib/client-address'
import { countMetric } from '@/lib/metrics'
import { MAX_REQUEST_BYTES } from '@/lib/request-limits'
import { ANSWER_TEXT } from './answer-text'
import { botSecret, createChallenge } from './bot/challenge'
import { type BotVerdict, checkBot, type StoreRequest } from './bot/guard'
import { claimDailyAutoresponse } from './bot/store'
import type { FileValue, FormValue, FormValues } from './definition'
import { contentMatchesName } from './file-signature'
import type { FormConfig } from './from-cms'
import { type OutgoingMail, textValues } from './mail'
import { ruleMessage, ruleTexts } from './messages'
import { outgoingMail, queueOutbox, visitorAddress } from './outbox'
import { type FeedbackResponse, HIDDEN_FIELDS, type InvalidField } from './protocol'
import { acceptanceMissing, summaryRows, validateForm, valuesFromFormData, visibleFields } from './state'

/** Posts larger than this are refused before they are read (files included). */
export const MAX_POST_BYTES = MAX_REQUEST_BYTES
/** A single text answer longer than this is refused (no field needs more). */
export const MAX_TEXT_LENGTH = 20_000

export type ParsedPost = { form: FormData; values: FormValues; locale: Locale }

export class PostError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The posted form's values and the locale it names. */
export function parsePost(form: FormData): ParsedPost {
  const posted = form.get(HIDDEN_FIELDS.locale)
  const locale: Locale = typeof posted === 'string' && isLocale(posted) ? posted : 'fi'
  return { form, values: valuesFromFormData(form), locale }
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/**
 * The post as form data, reading at most `max` bytes whatever Content-Length claims (a chunked
 * body has none). A 4xx PostError for anything else.
 */
export async function readCappedForm(request: Request, max: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(type)) throw new PostError(415, ANSWER_TEXT.fi.notForm)
  if (Number(request.headers.get('content-length') ?? 0) > max)
    throw new PostError(413, ANSWER_TEXT.fi.tooLarge)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new PostError(413, ANSWER_TEXT.fi.tooLarge)
    }
    chunks.push(value)
  }
  try {
    return await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw new PostError(400, ANSWER_TEXT.fi.unreadable)
  }
}

/** Reads a multipart (or URL-encoded, from a form without files) post; anything else is a 4xx. */
export async function readPost(request: Request): Promise<ParsedPost> {
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(type)) throw new PostError(415, ANSWER_TEXT.fi.notMultipart)
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_POST_BYTES) throw new PostError(413, ANSWER_TEXT.fi.tooLarge)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new PostError(400, ANSWER_TEXT.fi.unreadable)
  }
  return parsePost(form)
}

const cleanFile = (file: FileValue): FileValue => ({ ...file, name: sanitiseFilename(file.name) })

/**
 * The values with every file under the cleaned name it is stored by (no path, markup-breaking
 * characters or right-to-left overrides): what the answers, the mail and the CSV show.
 */
export function withCleanFileNames(values: FormValues): FormValues {
  const clean = (value: FormValue | undefined): FormValue | undefined => {
    if (value === undefined || typeof value === 'string') return value
    if (!Array.isArray(value)) return cleanFile(value)
    return value.every((v) => typeof v === 'string') ? value : value.map(cleanFile)
  }
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, clean(value)]))
}

/** Text answers longer than any field needs, as invalid fields (before the rules run). */
function oversized(values: FormValues, locale: Locale): InvalidField[] {
  const message = ruleMessage('maxlength', locale)
  return Object.entries(values)
    .filter(([, value]) => [value].flat().some((v) => typeof v === 'string' && v.length > MAX_TEXT_LENGTH))
    .map(([field]) => ({ field, message, idref: null }))
}

/** A hash of what was posted, so the browser can tell this answer belongs to that post. */
export function postedDataHash(values: FormValues): string {
  const entries = Object.entries(values)
    .filter(([name]) => !name.startsWith('_cf_'))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name]) => [name, textValues(values, name)])
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 32)
}

export type Verdict = { status: number; body: FeedbackResponse }

const reply = (status: number, body: FeedbackResponse): Verdict => ({ status, body })

/**
 * Field rules and length limits: the invalid fields, one per field (none when the post is valid).
 * Rules named in `skip` are not checked.
 */
export function checkValues(
  config: FormConfig,
  values: FormValues,
  locale: Locale,
  steps?: number[],
  skip: readonly string[] = [],
) {
  const { definition, quiz } = config
  const invalid: InvalidField[] = [
    ...oversized(values, locale),
    ...validateForm(definition, values, { texts: ruleTexts(locale), quiz, ...(steps ? { steps } : {}) })
      .filter((error) => !skip.includes(error.rule))
      .map((error) => ({
        field: error.field,
        message: error.message,
        idref: null,
      })),
  ]
  const seen = new Set<string>()
  return invalid.filter((field) => !seen.has(field.field) && seen.add(field.field))
}

/** Files whose content is not what their name says (an executable renamed to .pdf). */
async function disguisedFiles(
  files: { field: string; file: File }[],
  locale: Locale,
): Promise<InvalidField[]> {
  const invalid: InvalidField[] = []
  for (const { field, file } of files)
    if (!contentMatchesName(file.name, new Uint8Array(await file.slice(0, 16).arrayBuffer())))
      invalid.push({ field, message: ruleMessage('file', locale), idref: null })
  return invalid
}

/** Files of the visible file fields, read from the post. */
function postedFiles(config: FormConfig, form: FormData, values: FormValues) {
  const files: { field: string; file: File }[] = []
  for (const field of visibleFields(config.definition, values)) {
    if (field.def.type !== 'file') continue
    for (const entry of form.getAll(field.postedName))
      if (entry instanceof File && entry.size > 0) files.push({ field: field.postedName, file: entry })
  }
  return files
}

/**
 * A sending, in order: rules (nothing stored when they fail), bot protection (the challenge is
 * used up only by a valid post), then the submission committed as ONE row — answers, files' names
 * and the outgoing mail in it — and only then the mail queued (src/forms/outbox.ts re-queues any
 * whose queueing a crash cut off). A 4xx answer leaves nothing behind.
 */
export async function handleFeedback(
  payload: Payload,
  config: FormConfig,
  post: ParsedPost,
  request: Request,
  pageUrl: string,
): Promise<Verdict> {
  const { definition } = config
  const { values, locale, form } = post
  const hash = postedDataHash(values)
  const attached = postedFiles(config, form, values)
  const invalid = [...checkValues(config, values, locale), ...(await disguisedFiles(attached, locale))]
  if (invalid.length > 0)
    return reply(400, {
      status: 'validation_failed',
      message: definition.messages.validation_failed,
      invalid_fields: invalid,
      posted_data_hash: hash,
    })
  if (acceptanceMissing(definition, values))
    return reply(400, {
      status: 'acceptance_missing',
      message: definition.messages.acceptance_missing,
      invalid_fields: [],
      posted_data_hash: hash,
    })
  const key = clientKey(clientIp(request.headers), botSecret())
  const shown = withCleanFileNames(values)
  const rows = summaryRows(definition, shown, locale)
  const visible = new Set(visibleFields(definition, values).map((f) => f.postedName))
  const data = Object.fromEntries(
    Object.entries(shown)
      .filter(([name]) => visible.has(name))
      .map(([name]) => [name, textValues(shown, name)]),
  )
  const uploaded: string[] = []
  /** The files, then the row: the challenge is spent with it (bot/guard.ts), never before. */
  const store = async (req: StoreRequest) => {
    // The mail is part of the submission's row: once that insert commits, it will be sent. The
    // autoresponse only to an address that has had none today (a post that got here passed the
    // rate limit); a claim this post then fails to use is simply not sent.
    const to = process.env.SMTP_URL ? visitorAddress(config, shown) : ''
    const autoresponse = Boolean(
      to && config.mail.autoresponder && (await claimDailyAutoresponse(payload, to, botSecret())),
    )
    const outbox = process.env.SMTP_URL ? outgoingMail(config, shown, rows, randomUUID(), autoresponse) : []
    const files = []
    for (const { field, file } of attached) {
      const saved = await storeUpload(Buffer.from(await file.arrayBuffer()), file.name)
      uploaded.push(saved.storedName)
      files.push({
        field,
        filename: saved.filename,
        storedName: saved.storedName,
        size: file.size,
        type: file.type,
      })
    }
    const row = await payload.create({
      collection: 'form-submissions',
      overrideAccess: true,
      req,
      data: {
        form: definition.id,
        formTitle: definition.title,
        locale,
        pageUrl,
        answers: rows,
        data,
        files,
        outbox,
        clientKey: key,
        mailStatus: outbox.length > 0 ? 'queued' : 'off',
      },
    })
    return { id: row.id, outbox }
  }
  let bot: BotVerdict<{ id: number; outbox: OutgoingMail[] }>
  try {
    // Only a valid post spends its challenge and counts towards the rate limit.
    bot = await checkBot(payload, {
      values: form,
      headers: request.headers,
      store,
      undo: async (submission) => {
        await payload.delete({ collection: 'form-submissions', id: submission.id, overrideAccess: true })
      },
    })
  } catch (error) {
    // Nothing was stored: the visitor is told, and no file is left without its submission.
    await deleteUploads(uploaded).catch(() => undefined)
    payload.logger.error({ msg: 'Lomakkeen tallennus epäonnistui', err: error })
    return reply(503, {
      status: 'mail_failed',
      message: definition.messages.mail_failed,
      invalid_fields: [],
      posted_data_hash: hash,
    })
  }
  if (!bot.ok) {
    // Files of a post whose challenge a racing post spent first are not kept.
    await deleteUploads(uploaded).catch(() => undefined)
    payload.logger.info({ msg: 'Lomakkeen lähetys torjuttiin', reason: bot.reason, client: bot.client })
    if (bot.reason === 'rate-limit') countMetric('site_rate_limit_refusals_total', { limit: 'form' })
    return reply(bot.reason === 'rate-limit' ? 429 : 403, {
      status: 'spam',
      message: definition.messages.spam,
      invalid_fields: [],
      posted_data_hash: hash,
      captcha: createChallenge({ secret: botSecret() }),
    })
  }
  const { id: submission, outbox } = bot.stored
  // Stored, so it will be mailed: a failure to queue now is retried by the housekeeping.
  await queueOutbox(payload, submission, outbox).catch((error: unknown) =>
    payload.logger.warn({ msg: 'Lomakkeen viestien jonotus jäi kesken', err: error }),
  )
  // With mail off nothing is sent, so the form's "sent" text would not be true.
  return reply(200, {
    status: 'mail_sent',
    message: outbox.length > 0 ? definition.messages.mail_sent : ANSWER_TEXT[locale].received,
    invalid_fields: [],
    posted_data_hash: hash,
  })
}
