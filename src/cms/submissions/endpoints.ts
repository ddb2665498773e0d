import type { Endpoint, PayloadRequest, Where } from 'payload'
import { ATTACHMENT_CSP } from '@/lib/security-headers'
import { submissionsCsv } from './csv'
import { attachmentDisposition, isStoredName, readUpload } from './files'
import {
  EXPORT_MAX_ROWS,
  helsinkiIsoDate,
  parseFiles,
  SEARCHABLE_FIELDS,
  submissionsCollection,
  toSubmissionRow,
} from './shared'

/**
 * The submissions' own REST endpoints, for signed-in staff: the CSV export and attachment
 * downloads. Both read through the collection's access control (`overrideAccess: false`), so they
 * can never show more than the list view does.
 */

/** Nothing here may be cached by a browser or proxy: it is personal data. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

const signInFirst = () => Response.json({ message: 'Kirjaudu sisään.' }, { status: 401, headers: PRIVATE })
const notFound = () => Response.json({ message: 'Tiedostoa ei löytynyt.' }, { status: 404, headers: PRIVATE })

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A sort the list view can send (`-createdAt`, `formTitle`); anything else is newest first. */
function exportSort(value: unknown): string {
  return typeof value === 'string' && /^-?[A-Za-z][\w.]{0,63}$/.test(value) ? value : '-createdAt'
}

/**
 * The list view's query as a `where`: its filters (`where[…]`, already parsed by Payload) and its
 * search box, which the list view turns into `like` on the searchable fields. Payload checks the
 * field paths itself and answers 400 for unknown ones.
 */
export function exportWhere(query: Record<string, unknown>): Where | null | undefined {
  const parts: Where[] = []
  if (query.where !== undefined) {
    if (!isRecord(query.where)) return null
    parts.push(query.where as Where)
  }
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: SEARCHABLE_FIELDS.map((field) => ({ [field]: { like: search } })) })
  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0] : { and: parts }
}

/**
 * `GET /api/form-submissions/export.csv`: the submissions the list shows (same `where`, `search`
 * and `sort`), newest first by default, at most EXPORT_MAX_ROWS. Built in memory: 10 000 rows are a
 * few megabytes. A capped file says so in `X-Export-Truncated`; the admin's link warns beforehand.
 */
export async function exportCsv(req: PayloadRequest): Promise<Response> {
  if (!req.user) return signInFirst()
  const where = exportWhere(req.query)
  if (where === null) {
    return Response.json({ message: 'Virheellinen suodatin.' }, { status: 400, headers: PRIVATE })
  }
  const result = await req.payload.find({
    collection: submissionsCollection,
    where,
    sort: exportSort(req.query.sort),
    limit: EXPORT_MAX_ROWS,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const csv = submissionsCsv(result.docs.map(toSubmissionRow))
  const filename = `lomakevastaukset-${helsinkiIsoDate(new Date())}.csv`
  return new Response(csv, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Total-Count': String(result.totalDocs),
      ...(result.totalDocs > result.docs.length ? { 'X-Export-Truncated': '1' } : {}),
    },
  })
}

/**
 * `GET /api/form-submissions/:id/files/:index`: one attachment, always as a download of opaque
 * bytes. A visitor's HTML or SVG must never render on our origin, where it could act as the signed-in
 * editor; `nosniff` and the sandboxing CSP hold even if a browser ignored the attachment.
 */
export async function downloadFile(req: PayloadRequest): Promise<Response> {
  if (!req.user) return signInFirst()
  const id = String(req.routeParams?.id ?? '')
  const index = String(req.routeParams?.index ?? '')
  if (!/^\d{1,15}$/.test(id) || !/^\d{1,4}$/.test(index)) return notFound()
  const doc = await req.payload.findByID({
    collection: submissionsCollection,
    id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  })
  if (!doc) return notFound()
  const file = parseFiles((doc as { files?: unknown }).files)[Number(index)]
  if (!file || !isStoredName(file.storedName)) return notFound()
  const bytes = await readUpload(file.storedName)
  if (!bytes) return notFound()
  return new Response(bytes, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(file.filename || 'liite'),
      'Content-Length': String(bytes.byteLength),
      'Content-Security-Policy': ATTACHMENT_CSP,
    },
  })
}

/** Registered before Payload's own `/:id` route, which would otherwise take `export.csv` as an id. */
export const submissionEndpoints: Endpoint[] = [
  { path: '/export.csv', method: 'get', handler: exportCsv },
  { path: '/:id/files/:index', method: 'get', handler: downloadFile },
]
