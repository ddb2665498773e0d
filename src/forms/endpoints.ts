import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/locales'
import { safeLocalPath } from '@/lib/safe-local-path'
import { payloadClient } from '@/site/payload'
import { ANSWER_TEXT } from './answer-text'
import { botSecret, createChallenge } from './bot/challenge'
import { parseFormId, readFormConfig } from './data'
import { checkValues, handleFeedback, PostError, readPost } from './feedback'
import type { FormConfig } from './from-cms'
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

/** Reads the post and its form; a malformed post or unknown form is the answer itself. */
async function postedForm(request: Request, segment: string) {
  try {
    const post = await readPost(request)
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

/** A browser posting without JavaScript asks for HTML; the site's script asks for JSON. */
export const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json')

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
  const loaded = await postedForm(request, segment)
  if (loaded instanceof Response) return loaded
  const { config, post } = loaded
  const step = Number(post.form.get(HIDDEN_FIELDS.step))
  if (!Number.isInteger(step) || step < 1 || step > config.definition.steps.length)
    return json(400, {
      message: ANSWER_TEXT[post.locale].badStep,
    })
  const invalid = checkValues(config, post.values, post.locale, [step])
  const body: ValidateStepResponse = {
    success: invalid.length === 0,
    message: invalid.length === 0 ? '' : config.definition.messages.validation_failed,
    invalid_fields: Object.fromEntries(invalid.map((field) => [field.field, { reason: field.message }])),
  }
  return json(invalid.length === 0 ? 200 : 400, body)
}

/** `POST /api/contact-forms/{id}/summary`: the visible answers, escaped, grouped by step. */
export async function summary(request: Request, segment: string): Promise<Response> {
  const loaded = await postedForm(request, segment)
  if (loaded instanceof Response) return loaded
  const { definition } = loaded.config
  const rows = summaryRows(definition, loaded.post.values, loaded.post.locale)
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
  const body: SchemaResponse = { definition: config.definition }
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
