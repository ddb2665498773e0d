import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { WORDPRESS_IMPORTS_SLUG } from '@/cms/collections/WordPressImports'
import { isLocale, type Locale } from '@/i18n/locales'
import { refreshRunningSite } from '../engine/refresh'
import { type ImportProgress, importWordPress } from '../engine/run'
import { ImportError } from '../report/errors'
import type { ImportReport } from '../report/report'

/** Where uploaded exports wait between their check and their run; only the newest few are kept. */
export function importDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.WORDPRESS_IMPORT_DIR ?? 'data/wordpress-imports')
}
/** Uploaded exports kept on disk (older ones are deleted as new ones arrive). */
const KEEP_FILES = 3
/** How often a run writes its progress for the view to read. */
const PROGRESS_EVERY_MS = 1000

export type RunStatus = 'checked' | 'running' | 'done' | 'failed' | 'interrupted'

/** What the admin's view shows of an import. */
export interface ImportRun {
  id: number
  fileName: string
  status: RunStatus
  mediaFrom: string | null
  locale: Locale
  total: number
  done: number
  current: string
  errors: number
  report: ImportReport | null
  message: string | null
  updatedAt: string
}

type RunDoc = {
  id: number
  fileName: string
  status: string
  mediaFrom?: string | null
  locale?: string | null
  total?: number | null
  done?: number | null
  current?: string | null
  errors?: number | null
  report?: unknown
  updatedAt: string
}

/** The run this instance is doing now, if any: one at a time. */
const ACTIVE = Symbol.for('kajo.wordpress-import.active')
const active = (): number | null => (Reflect.get(globalThis, ACTIVE) as number | undefined) ?? null

function toRun(doc: RunDoc): ImportRun {
  const stored = doc.report as (ImportReport & { message?: string }) | null | undefined
  // A run whose instance stopped (restart, crash) never finishes: say so, and let it be run again.
  const status = doc.status === 'running' && active() !== doc.id ? 'interrupted' : (doc.status as RunStatus)
  return {
    id: doc.id,
    fileName: doc.fileName,
    status,
    mediaFrom: doc.mediaFrom ?? null,
    locale: isLocale(doc.locale) ? doc.locale : 'fi',
    total: doc.total ?? 0,
    done: doc.done ?? 0,
    current: doc.current ?? '',
    errors: doc.errors ?? 0,
    report: stored && 'counts' in stored ? stored : null,
    message: stored?.message ?? null,
    updatedAt: doc.updatedAt,
  }
}

const fileOf = (id: number) => path.join(importDir(), `${id}.xml`)

/** Checks that a media source given in the admin is an http(s) address (server folders are for the command line). */
export function adminMediaFrom(value: string): string | null | { error: string } {
  const text = value.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password)
      return url.href
  } catch {
    // Falls through to the message.
  }
  return { error: 'Kuvien lähteen on oltava vanhan sivuston osoite, esim. https://vanha-sivusto.fi.' }
}

/**
 * Stores an uploaded export and checks it with a dry run: the report says what the import would
 * do. A file the import refuses is not kept, and its message is the answer.
 */
export async function checkExport(
  payload: Payload,
  file: { name: string; bytes: Uint8Array },
  options: { mediaFrom: string | null; locale: Locale },
): Promise<ImportRun | { error: string }> {
  await mkdir(importDir(), { recursive: true })
  const temp = path.join(importDir(), `upload-${randomBytes(8).toString('hex')}.xml`)
  await writeFile(temp, file.bytes)
  let report: ImportReport
  try {
    report = await importWordPress({
      payload,
      open: () => createReadStream(temp, { highWaterMark: 256 * 1024 }),
      mediaFrom: options.mediaFrom ?? undefined,
      dryRun: true,
      locale: options.locale,
    })
  } catch (error) {
    await rm(temp, { force: true })
    if (error instanceof ImportError) return { error: error.message }
    throw error
  }
  const doc = (await payload.create({
    collection: WORDPRESS_IMPORTS_SLUG,
    data: {
      fileName: file.name.slice(0, 200),
      status: 'checked',
      mediaFrom: options.mediaFrom,
      locale: options.locale,
      total: 0,
      done: 0,
      current: '',
      errors: 0,
      report: report as unknown as Record<string, unknown>,
    },
    overrideAccess: true,
  })) as unknown as RunDoc
  await rm(fileOf(doc.id), { force: true })
  await rename(temp, fileOf(doc.id))
  await pruneFiles(doc.id)
  return toRun(doc)
}

/** Deletes all but the newest uploaded exports (and any upload left half-way). */
async function pruneFiles(keepId: number) {
  const names = await readdir(importDir()).catch(() => [] as string[])
  const ids = names
    .map((name) => /^(\d+)\.xml$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => b - a)
  const keep = new Set([keepId, ...ids.slice(0, KEEP_FILES)])
  for (const id of ids) if (!keep.has(id) && id !== active()) await rm(fileOf(id), { force: true })
}

/** The newest import, for the view (after a reload too). */
export async function latestRun(payload: Payload): Promise<ImportRun | null> {
  const found = await payload.find({
    collection: WORDPRESS_IMPORTS_SLUG,
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0] as unknown as RunDoc | undefined
  return doc ? toRun(doc) : null
}

/**
 * Starts a checked import (or one that stopped, which continues) in the background; its progress
 * is written to its document as it goes. Refused while another import runs.
 */
export async function startRun(
  payload: Payload,
  id: number,
): Promise<ImportRun | { error: string; status: number }> {
  if (active() !== null) return { error: 'Toinen tuonti on jo käynnissä.', status: 409 }
  const doc = (await payload.findByID({
    collection: WORDPRESS_IMPORTS_SLUG,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as unknown as RunDoc | null
  if (!doc) return { error: 'Tuontia ei löydy.', status: 404 }
  const run = toRun(doc)
  if (run.status === 'running') return { error: 'Tuonti on jo käynnissä.', status: 409 }
  const file = fileOf(id)
  try {
    await access(file)
  } catch {
    return { error: 'Tiedosto ei ole enää tallessa: lähetä se uudelleen.', status: 410 }
  }
  Reflect.set(globalThis, ACTIVE, id)
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: WORDPRESS_IMPORTS_SLUG, id, data, overrideAccess: true })
  await update({ status: 'running', done: 0, current: '', errors: 0 })
  let written = 0
  let total = 0
  const progress = async (p: ImportProgress) => {
    total = p.total
    if (Date.now() - written < PROGRESS_EVERY_MS) return
    written = Date.now()
    await update({ total: p.total, done: p.done, current: p.current.slice(0, 200), errors: p.errors })
  }
  void importWordPress({
    payload,
    open: () => createReadStream(file, { highWaterMark: 256 * 1024 }),
    mediaFrom: run.mediaFrom ?? undefined,
    locale: run.locale,
    onProgress: progress,
  })
    .then((report) =>
      update({
        status: report.stoppedAt ? 'failed' : 'done',
        total,
        done: report.stoppedAt ? undefined : total,
        current: '',
        errors: report.errors.length + report.moreErrors,
        report,
      }),
    )
    .catch((error: unknown) => {
      payload.logger.error({ msg: 'WordPress-tuonti epäonnistui', error })
      const message =
        error instanceof ImportError
          ? error.message
          : 'Tuonti keskeytyi odottamattomaan virheeseen; katso palvelimen loki.'
      return update({ status: 'failed', report: { message } })
    })
    // Saves in the background reach no page cache (no request is being served): drop it at the end.
    .then(() => refreshRunningSite(payload.secret))
    .finally(() => Reflect.set(globalThis, ACTIVE, null))
  return { ...run, status: 'running', done: 0, errors: 0, current: '' }
}
