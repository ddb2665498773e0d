import { renderContext } from '@/data/pages'
import { isLocale, type Locale } from '@/i18n/locales'
import { isContentCollection } from '@/lib/content-paths'
import { pageHref } from '@/lib/links'
import { parseCategory, parseListParams, statePath } from '@/lib/list-state'
import { pageList } from './page-lists'

/**
 * The list endpoint of docs/lists.md: filter, page and load more in place. It answers from the page
 * the App Router renders (and caches) for the requested state, asked for in-process
 * (src/lib/own-page.ts) and cut into the pieces the list replaces, so there is one renderer; see
 * page-lists.ts and fragments.ts.
 *
 * Cross-site posts are refused by a same-origin check (the browser's Sec-Fetch-Site, or Origin),
 * not by a nonce: the list pages are cached HTML shared by every visitor, so a nonce printed in
 * them would be the same for everyone and guard nothing. `nonce`/`newNonce` stay in the contract
 * (empty) for clients that send them.
 */

const SENDERS = ['filter', 'paginator', 'more'] as const
type Sender = (typeof SENDERS)[number]

/** Far more than any visitor loads by hand (about 60 "load more" clicks of 15). */
export const MAX_VISIBLE_ITEMS = 1000
const MAX_BODY_BYTES = 64 * 1024

export type ListAnswer = {
  success: boolean
  message?: string
  html: string
  orderby: string
  order: string
  newNonce: string
  itemsToDelete: number[]
  paginationHtml: string
  controlsHtml: string
  statusText: string
  currentPage: number
}

function refuse(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Same-origin requests only: a page on another site cannot drive the endpoint in a visitor's name. */
export function crossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== new URL(request.url).host
  } catch {
    return true
  }
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** visibleItems as the theme's script sent it (repeated `visibleItems[]`/`visibleItems`) or comma-separated. */
function visibleIds(form: FormData): number[] | null {
  const raw = [...form.getAll('visibleItems[]'), ...form.getAll('visibleItems')]
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((v) => v.trim())
    .filter(Boolean)
  if (raw.length > MAX_VISIBLE_ITEMS) return null
  return raw.flatMap((v) => (/^\d{1,12}$/.test(v) ? [Number(v)] : []))
}

export async function handleListRequest(request: Request): Promise<Response> {
  if (crossSite(request)) return refuse(403, 'Pyyntö hylättiin: se ei tullut tältä sivustolta.')
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return refuse(413, 'Pyyntö on liian suuri.')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(400, 'Pyynnön lomaketiedot puuttuvat tai ovat virheelliset.')
  }
  const pageId = Number(field(form, 'postID'))
  if (!Number.isInteger(pageId) || pageId < 1)
    return refuse(400, 'Sivun tunniste (postID) puuttuu tai on virheellinen.')
  const localeValue = field(form, 'pageData') ?? 'fi'
  if (!isLocale(localeValue)) return refuse(400, 'Tuntematon kieli (pageData).')
  const locale: Locale = localeValue
  const contentType = field(form, 'contentType')
  if (contentType !== undefined && contentType !== '' && !isContentCollection(contentType))
    return refuse(400, 'Tuntematon sisältötyyppi (contentType).')
  const senderValue = field(form, 'sender') ?? 'filter'
  if (!(SENDERS as readonly string[]).includes(senderValue))
    return refuse(400, 'Tuntematon lähettäjä (sender).')
  const sender = senderValue as Sender
  const visible = visibleIds(form)
  if (visible === null) return refuse(413, `Liian monta näkyvää kohdetta (enintään ${MAX_VISIBLE_ITEMS}).`)
  const listId = field(form, 'listId') ?? ''
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(listId))
    return refuse(400, 'Listan tunniste (listId) puuttuu tai on virheellinen.')

  const ctx = await renderContext(locale)
  const ref = ctx.pages.get(pageId)
  const path = ref?.path[locale]
  if (!ref || path === undefined) return refuse(404, 'Sivua ei löytynyt.')
  const term = field(form, 'term')
  const state = parseListParams({
    category: term === undefined ? undefined : (parseCategory(term) ?? '0'),
    sort: field(form, 'orderby'),
    order: field(form, 'order'),
    page: field(form, 'targetPage') ?? field(form, 'paged'),
  })
  // The state's own route, which the proxy would rewrite the public address to.
  const address = statePath(pageHref({ id: pageId, path }, ctx), state)
  const found = await pageList(address, `lista-${listId}`)
  if (found.kind === 'notFound') return refuse(404, 'Kategoriaa tai sivua ei löytynyt.')
  if (found.kind === 'noList') return refuse(404, 'Sivulla ei ole tätä listaa.')
  if (found.kind === 'timeout')
    return refuse(504, 'Listan lataaminen kesti liian kauan. Yritä hetken päästä uudelleen.')
  if (found.kind === 'failed') return refuse(502, 'Listaa ei voitu ladata. Yritä hetken päästä uudelleen.')
  const parts = found.parts

  const seen = new Set(visible)
  const now = new Set(parts.items.map((i) => i.id))
  const items = sender === 'more' ? parts.items.filter((i) => !seen.has(i.id)) : parts.items
  const answer: ListAnswer = {
    success: true,
    html: items.map((i) => i.html).join(''),
    orderby: state.sort,
    order: state.order,
    newNonce: '',
    itemsToDelete: sender === 'more' ? [] : visible.filter((id) => !now.has(id)),
    paginationHtml: parts.paginationHtml,
    controlsHtml: parts.controlsHtml,
    statusText: parts.status,
    currentPage: parts.currentPage,
  }
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
}
