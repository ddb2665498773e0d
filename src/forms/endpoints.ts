import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/locales'
import { prefersHtml } from '@/lib/accept'
import { clientIp, clientKey } from '@/lib/client-address'
import { countMetric } from '@/lib/metrics'
import { safeLocalPath } from '@/lib/safe-local-path'
import { ANSWER_TEXT } from './answer-text'
import { botSecret, createChallenge } from './bot/challenge'
import { isRateLimited, rateLimitSince } from './bot/rate-limit'
import { recentSubmissions, recordSubmission } from './bot/store'
import { parseFormId, readFormConfig } from './data'
import {
  checkValues,
  handleFeedback,
  type ParsedPost,
  PostError,
  parsePost,
  readCappedForm,
  readPost,
  withCleanFileNames,
} from './feedback'
import type { FormConfig } from './from-cms'
import { ruleTexts } from './messages'
import type { RefillResponse, SchemaResponse, SummaryResponse, ValidateStepResponse } from './protocol'
import { HIDDEN_FIELDS } from './protocol'
import { resultPage } from './result-page'
import { summaryHtml, summaryRows } from './state'

export const NO_STORE = { 'cache-control': 'no-store' }

const json = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

const notFound = (locale: Locale) => json(404, { message: ANSWER_TEXT[locale].notFound })

function localeOf(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('locale')
  return value && isLocale(value) ? value : 'fi'
}

async function loadForm(segment: string, locale: Locale): Promise<FormConfig | null> {
  const id = parseFormId(segment)
  return id === null ? null : readFormConfig(id, locale)
}

/** Step checks and summaries per address within the form rate limit's window: far above any visitor's clicking. */
export const STEP_RATE_LIMIT = 60
/** Step checks and summaries never need files (the browser sends their names only), so posts stay small. */
export const MAX_STEP_POST_BYTES = 64 * 1024
const FILE_SIZE_RULES = ['minfilesize', 'maxfilesize'] as const

/**
 * Counts a step check or summary towards its sender's own limit, in the database so that every
 * instance sees the same count (rows go with the form rate limit's, bot/store.ts purgeExpired).
 * False, and nothing counted, when the sender is over the limit.
 */
async function countStep(request: Request): Promise<boolean> {
  const payload = await payloadClient()
  const key = `step:${clientKey(clientIp(request.headers), botSecret())}`
  const now = Date.now()
  if (isRateLimited(await recentSubmissions(payload, key, rateLimitSince(now)), STEP_RATE_LIMIT)) {
    payload.logger.info({ msg: 'Lomakkeen vaiheiden tarkistuksia rajoitettiin', client: key })
    return false
  }
  await recordSubmission(payload, { clientKey: key, now, kind: 'step' })
  return true
}

/** Reads a step check's or summary's small post, once its size and the sender's limit allow it. */
async function readStepPost(request: Request): Promise<ParsedPost> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_STEP_POST_BYTES)
    throw new PostError(413, ANSWER_TEXT.fi.tooLarge)
  if (!(await countStep(request))) {
    countMetric('site_rate_limit_refusals_total', { limit: 'form-step' })
    throw new PostError(429, ANSWER_TEXT.fi.rateLimited)
  }
  return parsePost(await readCappedForm(request, MAX_STEP_POST_BYTES))
}

/** Reads the post and its form; a malformed post or unknown form is the answer itself. */
async function postedForm(request: Request, segment: string, read = readPost) {
  try {
    const post = await read(request)
    const config = await loadForm(segment, post.locale)
    return config ? { post, config } : notFound(post.locale)
  } catch (error) {
    if (error instanceof PostError) return json(error.status, { message: error.message })
    throw error
  }
}

/** The same-site path the form was sent from (the no-JavaScript answer links back to it). */
export function pagePath(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    // Next's request URL may name the server by another host than the browser did; Host is the browser's.
    // A same-host Referer can still name `//evil.example` as its path.
    const sameHost = from.host === (request.headers.get('host') ?? new URL(request.url).host)
    return (sameHost && safeLocalPath(from.pathname)) || '/'
  } catch {
    return '/'
  }
}

/** JSON unless the client prefers a page: a browser posting without JavaScript; scripts get JSON. */
export const wantsJson = (request: Request) => !prefersHtml(request.headers.get('accept'))

/** `POST /api/contact-forms/{id}/feedback`. */
export async function feedback(request: Request, segment: string): Promise<Response> {
  const loaded = await postedForm(request, segment)
  if (loaded instanceof Response) return loaded
  const payload = await payloadClient()
  const path = pagePath(request)
  const verdict = await handleFeedback(payload, loaded.config, loaded.post, request, path)
  if (wantsJson(request)) return json(verdict.status, verdict.body)
  return new Response(resultPage(verdict.body, loaded.config.definition, path), {
    status: verdict.status,
    headers: { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' },
  })
}

/** `POST /api/contact-forms/{id}/validate-step`: one step's rules on the server. */
export async function validateStep(request: Request, segment: string): Promise<Response> {
  const loaded = await postedForm(request, segment, readStepPost)
  if (loaded instanceof Response) return loaded
  const { config, post } = loaded
  const step = Number(post.form.get(HIDDEN_FIELDS.step))
  if (!Number.isInteger(step) || step < 1 || step > config.definition.steps.length)
    return json(400, {
      message: ANSWER_TEXT[post.locale].badStep,
    })
  // The browser posts its files' names and types only (their sizes it has checked itself, and the
  // sending checks them again).
  const invalid = checkValues(config, post.values, post.locale, [step], FILE_SIZE_RULES)
  const body: ValidateStepResponse = {
    success: invalid.length === 0,
    message: invalid.length === 0 ? '' : config.definition.messages.validation_failed,
    invalid_fields: Object.fromEntries(invalid.map((field) => [field.field, { reason: field.message }])),
  }
  return json(invalid.length === 0 ? 200 : 400, body)
}

/** `POST /api/contact-forms/{id}/summary`: the visible answers, escaped, grouped by step. */
export async function summary(request: Request, segment: string): Promise<Response> {
  const loaded = await postedForm(request, segment, readStepPost)
  if (loaded instanceof Response) return loaded
  const { definition } = loaded.config
  const rows = summaryRows(definition, withCleanFileNames(loaded.post.values), loaded.post.locale)
  const body: SummaryResponse = {
    summaryHtml: summaryHtml(
      rows,
      definition.steps.map((step) => step.title),
      loaded.post.locale,
    ),
  }
  return json(200, body)
}

/** `GET /api/contact-forms/{id}/feedback/schema`: the definition the browser's rules run on. */
export async function schema(request: Request, segment: string): Promise<Response> {
  const locale = localeOf(request)
  const config = await loadForm(segment, locale)
  if (!config) return notFound(locale)
  const body: SchemaResponse = { definition: config.definition, texts: ruleTexts(locale) }
  return json(200, body)
}

/** `GET /api/contact-forms/{id}/refill`: a fresh proof-of-work challenge and quiz questions. */
export async function refill(request: Request, segment: string): Promise<Response> {
  const locale = localeOf(request)
  const config = await loadForm(segment, locale)
  if (!config) return notFound(locale)
  const quiz: RefillResponse['quiz'] = {}
  for (const step of config.definition.steps)
    for (const item of step.items)
      if (item.kind === 'field' && item.type === 'quiz' && item.questions?.length) {
        const index = Math.floor(Math.random() * item.questions.length)
        quiz[item.name] = { question: item.questions[index] ?? '', index }
      }
  const body: RefillResponse = { captcha: createChallenge({ secret: botSecret() }), quiz }
  return json(200, body)
}

/** Anything but the methods a form endpoint answers. */
export function wrongMethod(): Response {
  return json(405, { message: ANSWER_TEXT.fi.wrongMethod })
}
