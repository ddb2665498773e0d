import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** The largest picture or video the import takes (the site's own upload limit). */
export const MAX_MEDIA_BYTES = 25 * 1024 * 1024
/** Downloads at once from the old site: enough to keep it busy, few enough not to flood it. */
export const MEDIA_PARALLEL = 4
export const MEDIA_TIMEOUT_MS = 20_000
/** Tries per file: a failed download (network error, 5xx, timeout) is tried once more. */
export const MEDIA_ATTEMPTS = 2

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export type MediaFile = { data: Buffer; name: string; mimetype: string; size: number }
export type MediaResult = { file: MediaFile } | { error: string }

/** Where the old site's uploads are read from: a local copy of wp-content/uploads, or the old site itself. */
export type MediaSource = { kind: 'folder'; root: string } | { kind: 'http'; base: URL } | { kind: 'none' }

/** The source an option names (`--media-from`): an http(s) address or a folder. */
export function mediaSource(option: string | undefined): MediaSource {
  if (!option) return { kind: 'none' }
  if (/^https?:\/\//i.test(option)) return { kind: 'http', base: new URL(option.replace(/\/+$/, '')) }
  return { kind: 'folder', root: path.resolve(option) }
}

/** The upload's path below wp-content/uploads (or the whole path on a host that serves uploads at its root). */
export function uploadPath(url: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
  const marker = '/wp-content/uploads/'
  const at = pathname.indexOf(marker)
  const relative = at >= 0 ? pathname.slice(at + marker.length) : pathname.replace(/^\/+/, '')
  return relative && !relative.split('/').includes('..') ? relative : null
}

/** The media type the file's name gives, or null for a type the site does not take. */
export function mediaType(name: string): string | null {
  return TYPES[path.extname(name).toLowerCase()] ?? null
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Why an attachment's file cannot come over whatever the source, in Finnish, or null when it can. */
export function mediaProblem(url: string): string | null {
  const relative = uploadPath(url)
  if (relative === null) return `osoite ${url.slice(0, 200)} ei ole tiedoston osoite`
  const name = path.basename(relative)
  if (mediaType(name) === null) return `tiedostotyyppiä ${path.extname(name) || '(ei päätettä)'} ei tuoda`
  return null
}

/** Reads one attachment's file from the source, or says in Finnish why it could not. */
export async function fetchMedia(source: MediaSource, url: string): Promise<MediaResult> {
  const problem = mediaProblem(url)
  const relative = uploadPath(url)
  if (problem !== null || relative === null) return { error: problem ?? 'virheellinen osoite' }
  const name = path.basename(relative)
  const mimetype = mediaType(name) as string
  if (source.kind === 'none') return { error: 'kuvien lähdettä ei annettu (--media-from)' }
  if (source.kind === 'folder') {
    const file = path.resolve(source.root, relative)
    if (!file.startsWith(source.root + path.sep)) return { error: 'polku johtaa kansion ulkopuolelle' }
    try {
      const info = await stat(file)
      if (info.size > MAX_MEDIA_BYTES) return { error: `tiedosto on yli ${MAX_MEDIA_BYTES / 1024 / 1024} Mt` }
      const data = await readFile(file)
      return { file: { data, name, mimetype, size: data.length } }
    } catch {
      return { error: `tiedostoa ${relative} ei löydy kansiosta` }
    }
  }
  const base = source.base
  const original = new URL(url)
  // The old site's own path for the file, on the address given: its uploads folder or its root.
  const target = new URL(`${base.pathname.replace(/\/+$/, '')}${original.pathname}`, base)
  let last = ''
  for (let attempt = 1; attempt <= MEDIA_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) })
      if (response.status >= 400 && response.status < 500)
        return { error: `vanha sivusto vastasi ${response.status} (${target.pathname})` }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const declared = Number(response.headers.get('content-length'))
      if (declared > MAX_MEDIA_BYTES) {
        await response.body?.cancel()
        return { error: `tiedosto on yli ${MAX_MEDIA_BYTES / 1024 / 1024} Mt` }
      }
      const data = await readBounded(response)
      if (data === null) return { error: `tiedosto on yli ${MAX_MEDIA_BYTES / 1024 / 1024} Mt` }
      return { file: { data, name, mimetype, size: data.length } }
    } catch (error) {
      last =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'aikakatkaisu'
          : String((error as Error).message ?? error)
      if (attempt < MEDIA_ATTEMPTS) await wait(1000)
    }
  }
  return { error: `lataus epäonnistui ${MEDIA_ATTEMPTS} kertaa (${last.slice(0, 120)})` }
}

/** The body, or null once it passes MAX_MEDIA_BYTES (the download stops there). */
async function readBounded(response: Response): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const parts: Buffer[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(parts)
    size += value.byteLength
    if (size > MAX_MEDIA_BYTES) {
      await reader.cancel()
      return null
    }
    parts.push(Buffer.from(value))
  }
}

/** Runs `work` over `items`, at most `parallel` at a time, handing each result to `done` in the items' order. */
export async function inOrderPool<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
  done: (item: T, result: R) => Promise<void>,
): Promise<void> {
  const running: Promise<R>[] = []
  let next = 0
  const start = () => {
    const item = items[next++]
    if (item !== undefined) running.push(work(item))
  }
  for (let i = 0; i < parallel; i++) start()
  for (let i = 0; i < items.length; i++) {
    const result = await (running.shift() as Promise<R>)
    start()
    await done(items[i] as T, result)
  }
}
