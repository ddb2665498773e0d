import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { botSecret, createChallenge } from '@/forms/bot/challenge'
import { type BotVerdict, checkBot, type StoreRequest } from '@/forms/bot/guard'
import { parseFormId } from '@/forms/data'
import { NO_STORE, pagePath, wantsJson } from '@/forms/endpoints'
import { PostError, readCappedForm } from '@/forms/feedback'
import { statusMessage } from '@/forms/messages'
import { HIDDEN_FIELDS } from '@/forms/protocol'
import { resultDocument } from '@/forms/result-page'
import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { PRODUCT_TAB_ANCHORS } from '@/lib/content-paths'
import { countMetric } from '@/lib/metrics'
import { relationId } from '@/lib/relation'
import { notifyEditors } from './notify'
import { COMMENT_FORM_ID, type FeedbackAnswer } from './protocol'
import { feedbackLabels, feedbackMessages } from './texts'
import { checkFeedback, type FeedbackData, type FeedbackField, type FeedbackKind } from './validate'

/**
 * Bodies larger than this are refused unread. Room for the longest text in any script (5 000
 * characters of up to 4 bytes) and the bot fields; a 100 000-character text still gets through
 * to be refused by name, with the limit in the message.
 */
export const MAX_FEEDBACK_BYTES = 256 * 1024

const TARGET = { review: 'products', comment: 'posts' } as const
/** Where the no-JavaScript answer page leads back to after an error: the form's own place. */
const backTo = (kind: FeedbackKind, locale: Locale) =>
  `#${kind === 'comment' ? COMMENT_FORM_ID : PRODUCT_TAB_ANCHORS[locale].reviews}`

/** The published product or post, by id; null when there is none. */
async function findTarget(payload: Payload, kind: FeedbackKind, id: number, locale: Locale) {
  const { docs } = await payload.find({
    collection: TARGET[kind],
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { title: true },
  })
  return docs[0] ?? null
}

/**
 * The comment a reply goes under: an approved comment of the same post. A reply to a reply goes
 * under that reply's top comment, as threads are two levels deep. Null when there is none.
 */
export async function replyParent(
  payload: Payload,
  postId: number,
  parentId: number,
): Promise<number | null> {
  const load = (id: number) =>
    payload.findByID({
      collection: 'comments',
      id,
      depth: 0,
      disableErrors: true,
      select: { post: true, parent: true, status: true },
    })
  const shown = (c: Awaited<ReturnType<typeof load>>) =>
    c !== null && c.status === 'approved' && relationId(c.post) === postId
  const parent = await load(parentId)
  if (!parent || !shown(parent)) return null
  const top = relationId(parent.parent)
  if (top === null) return parent.id
  const root = await load(top)
  return root && shown(root) && relationId(root.parent) === null ? root.id : null
}

function localeOf(form: FormData | null): Locale {
  const value = form?.get(HIDDEN_FIELDS.locale)
  return typeof value === 'string' && isLocale(value) ? value : 'fi'
}

/** JSON for the site's script; for a plain form post, a page with the result and a way back. */
function respond(
  kind: FeedbackKind,
  request: Request,
  locale: Locale,
  status: number,
  answer: FeedbackAnswer,
) {
  if (wantsJson(request)) return Response.json(answer, { status, headers: NO_STORE })
  const ui = t(locale)
  const form = feedbackLabels(kind, locale)
  const labels: Record<FeedbackField, string> = {
    rating: ui.ratingLegend,
    parent: ui.commentReplyTo,
    name: ui.feedbackName,
    email: ui.feedbackEmail,
    text: form.text,
  }
  const held = answer.status === 'held'
  const html = resultDocument({
    locale,
    title: form.title,
    message: answer.message,
    sent: held,
    errors: answer.invalid_fields.map((e) => ({ label: labels[e.field], message: e.message })),
    pagePath: `${pagePath(request)}${held ? '' : backTo(kind, locale)}`,
  })
  return new Response(html, { status, headers: { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' } })
}

/**
 * How checkBot stores the item, as pending (the challenge is spent with it, bot/guard.ts, never
 * before), and how it takes the item back.
 */
function pendingItem(payload: Payload, item: FeedbackData, targetId: number, locale: Locale) {
  const common = { name: item.name, email: item.email, text: item.text, status: 'pending', locale } as const
  return {
    store: async (req: StoreRequest): Promise<{ id: number }> =>
      item.kind === 'review'
        ? payload.create({
            collection: 'reviews',
            overrideAccess: true,
            depth: 0,
            req,
            data: { ...common, product: targetId, rating: item.rating },
          })
        : payload.create({
            collection: 'comments',
            overrideAccess: true,
            depth: 0,
            req,
            data: { ...common, post: targetId, parent: item.parent ?? null },
          }),
    undo: async (doc: { id: number }) => {
      await payload.delete({
        collection: item.kind === 'review' ? 'reviews' : 'comments',
        id: doc.id,
        overrideAccess: true,
      })
    },
  }
}

/**
 * `POST /api/products/{id}/reviews` and `POST /api/posts/{id}/comments`. Cheapest first: the size
 * and the fields (nothing is read from the database for a bad post), the product or post and the
 * comment replied to, then the bot checks (which spend the challenge and count towards the rate
 * limit), and last the item, stored as pending, and the editors' notice.
 */
export async function postFeedback(kind: FeedbackKind, request: Request, segment: string): Promise<Response> {
  let form: FormData
  try {
    form = await readCappedForm(request, MAX_FEEDBACK_BYTES)
  } catch (error) {
    if (!(error instanceof PostError)) throw error
    const status = error.status === 413 ? 'too_large' : 'failed'
    return respond(kind, request, 'fi', error.status, { status, message: error.message, invalid_fields: [] })
  }
  const locale = localeOf(form)
  const ui = t(locale)
  const reply = (status: number, answer: Omit<FeedbackAnswer, 'invalid_fields'> & Partial<FeedbackAnswer>) =>
    respond(kind, request, locale, status, { invalid_fields: [], ...answer })
  const missing = kind === 'review' ? ui.reviewProductMissing : ui.commentPostMissing

  const targetId = parseFormId(segment)
  if (targetId === null) return reply(404, { status: 'not_found', message: missing })
  const checked = checkFeedback(
    kind,
    (field) => {
      const value = form.get(field)
      return typeof value === 'string' ? value : undefined
    },
    feedbackMessages(kind, locale),
  )
  const invalid = statusMessage('validation_failed', locale)
  if (!checked.ok)
    return reply(400, { status: 'validation_failed', message: invalid, invalid_fields: checked.errors })
  let { data } = checked

  const payload = await payloadClient()
  const target = await findTarget(payload, kind, targetId, locale)
  if (!target) return reply(404, { status: 'not_found', message: missing })
  if (data.kind === 'comment' && data.parent !== undefined) {
    const parent = await replyParent(payload, targetId, data.parent)
    if (parent === null)
      return reply(400, {
        status: 'validation_failed',
        message: invalid,
        invalid_fields: [{ field: 'parent', message: ui.commentParentMissing }],
      })
    data = { ...data, parent }
  }

  let bot: BotVerdict<{ id: number }>
  try {
    bot = await checkBot(payload, {
      values: form,
      headers: request.headers,
      ...pendingItem(payload, data, targetId, locale),
    })
  } catch (error) {
    payload.logger.error({ msg: 'Arvion tai kommentin tallennus epäonnistui', kind, err: error })
    return reply(503, { status: 'failed', message: statusMessage('mail_failed', locale) })
  }
  if (!bot.ok) {
    payload.logger.info({
      msg: 'Arvion tai kommentin lähetys torjuttiin',
      kind,
      reason: bot.reason,
      client: bot.client,
    })
    const limited = bot.reason === 'rate-limit'
    if (limited) countMetric('site_rate_limit_refusals_total', { limit: 'feedback' })
    return reply(limited ? 429 : 403, {
      status: limited ? 'rate_limited' : 'spam',
      message: limited ? ui.feedbackRateLimited : statusMessage('spam', locale),
      captcha: createChallenge({ secret: botSecret() }),
    })
  }
  const id = bot.stored.id
  // Stored: a failed notice is logged, never the visitor's problem.
  await notifyEditors(payload, { ...data, id, locale }, target.title).catch((error: unknown) =>
    payload.logger.warn({ msg: 'Ilmoitusta uudesta arviosta tai kommentista ei voitu lähettää', err: error }),
  )
  return reply(202, { status: 'held', message: kind === 'review' ? ui.reviewHeld : ui.commentHeld })
}

/** `GET /api/feedback/challenge`: a fresh proof-of-work challenge for a review or comment form. */
export function feedbackChallenge(): Response {
  return Response.json(createChallenge({ secret: botSecret() }), { headers: NO_STORE })
}
