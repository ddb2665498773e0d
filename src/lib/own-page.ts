import { selfOrigin } from './self-origin'

/** Same key as OWN_PAGE_KEY in scripts/server.mjs. */
const OWN_PAGE_KEY = Symbol.for('kajo.own-page')

type OwnPageAnswer = {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}
type OwnPageRenderer = (path: string, headers: Record<string, string>) => Promise<OwnPageAnswer>

function renderer(): OwnPageRenderer | undefined {
  const offered: unknown = Reflect.get(globalThis, OWN_PAGE_KEY)
  return typeof offered === 'function' ? (offered as OwnPageRenderer) : undefined
}

/** Answers a Response may not give a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** Thrown when the page took longer than its time. */
export class OwnPageTimeout extends Error {}

function headersOf(answer: OwnPageAnswer): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one)
  }
  return headers
}

/**
 * One of the site's own pages (a path with its query), as Next.js answers it, for the few answers
 * made from a page: rendered in this process by the server's own handler (scripts/server.mjs), so
 * the page's cache serves it and no request leaves the process. `next dev` runs without that
 * server; there the page is fetched from the instance's own address instead.
 */
export async function ownPage(
  path: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Response> {
  const render = renderer()
  if (!render) {
    try {
      return await fetch(new URL(path, selfOrigin()), {
        headers,
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new OwnPageTimeout(path)
      throw error
    }
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OwnPageTimeout(path)), timeoutMs)
  })
  try {
    const answer = await Promise.race([render(path, headers), late])
    const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body
    return new Response(body, { status: answer.status, headers: headersOf(answer) })
  } finally {
    clearTimeout(timer)
  }
}
