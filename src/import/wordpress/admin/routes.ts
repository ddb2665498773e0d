import type { Payload } from 'payload'
import { expireTags } from '@/cms/hooks/revalidate'
import { reloadRedirects } from '@/cms/redirects/table'
import { payloadClient } from '@/data/payload'
import { isLocale } from '@/i18n/locales'
import { MAX_REQUEST_BYTES } from '@/lib/request-limits'
import { IMPORT_TAGS, REFRESH_HEADER, validRefreshToken } from '../engine/refresh'
import { adminMediaFrom, checkExport, latestRun, startRun } from './service'

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The signed-in admin's Payload, or the answer for anyone else (editors cannot import). */
async function asAdmin(request: Request): Promise<Payload | Response> {
  const payload = await payloadClient()
  // payload.auth treats a session cookie sent from another origin as signed out (its csrf list).
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return json({ message: 'Kirjaudu sisään hallintaan.' }, 401)
  if ((user as { role?: string }).role !== 'admin')
    return json({ message: 'Vain pääkäyttäjä voi tuoda sisältöä WordPressistä.' }, 403)
  return payload
}

/** GET /api/wordpress-import: the newest import, with its report and progress. */
export async function latestImport(request: Request): Promise<Response> {
  const payload = await asAdmin(request)
  if (payload instanceof Response) return payload
  return json({ run: await latestRun(payload) })
}

/** POST /api/wordpress-import (multipart: file, mediaFrom, locale): stores the export and checks it. */
export async function checkUpload(request: Request): Promise<Response> {
  const payload = await asAdmin(request)
  if (payload instanceof Response) return payload
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return json({ message: 'Lähetys ei ollut lomake: valitse tiedosto ja lähetä uudelleen.' }, 400)
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    return json({ message: 'Valitse WordPressin vientitiedosto (.xml).' }, 400)
  if (file.size > MAX_REQUEST_BYTES)
    return json(
      { message: 'Tiedosto on liian suuri: enintään 25 Mt. Suurempi tiedosto tuodaan komentoriviltä.' },
      413,
    )
  const mediaFrom = adminMediaFrom(String(form.get('mediaFrom') ?? ''))
  if (mediaFrom && typeof mediaFrom === 'object') return json({ message: mediaFrom.error }, 400)
  const locale = String(form.get('locale') ?? 'fi')
  const checked = await checkExport(
    payload,
    { name: file.name || 'vienti.xml', bytes: new Uint8Array(await file.arrayBuffer()) },
    { mediaFrom, locale: isLocale(locale) ? locale : 'fi' },
  )
  if ('error' in checked) return json({ message: checked.error }, 422)
  return json({ run: checked }, 201)
}

/** POST /api/wordpress-import/{id}/start: runs a checked import in the background. */
export async function startImport(request: Request, id: string): Promise<Response> {
  const payload = await asAdmin(request)
  if (payload instanceof Response) return payload
  if (!/^\d{1,12}$/.test(id)) return json({ message: 'Tuontia ei löydy.' }, 404)
  const started = await startRun(payload, Number(id))
  if ('error' in started) return json({ message: started.error }, started.status)
  return json({ run: started }, 202)
}

/**
 * POST /api/wordpress-import/refresh: the end of an import run elsewhere (the command line, or a
 * run in the background of this server) has this server drop the cached pages the import changed
 * and read the redirects again. Asked with a token made from the site's secret.
 */
export async function refreshAfterImport(request: Request): Promise<Response> {
  const payload = await payloadClient()
  if (!validRefreshToken(request.headers.get(REFRESH_HEADER), payload.secret))
    return json({ message: 'Pyyntö ei kelpaa.' }, 403)
  await expireTags(IMPORT_TAGS)
  reloadRedirects(payload)
  return json({ refreshed: true })
}
