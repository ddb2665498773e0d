/**
 * Payload's REST layer parses the `where` and `data` query parameters with JSON.parse when
 * they arrive as plain strings, and a malformed one surfaces as a 500. We answer such requests
 * with a 400 and a Finnish message before they reach Payload.
 */
const JSON_PARAMS = ['where', 'data'] as const

export function malformedJsonParam(url: URL): string | null {
  for (const key of JSON_PARAMS) {
    const value = url.searchParams.get(key)
    if (value === null || value.length === 0) continue
    try {
      const parsed: unknown = JSON.parse(value)
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return key
    } catch {
      return key
    }
  }
  return null
}

/** Paging and depth: Payload quietly reads nonsense here as a default and answers 200 with data. */
const INTEGER_PARAMS = { depth: 0, limit: 0, page: 1 } as const
/** Field paths, comma-separated, each optionally prefixed with `-` for descending order. */
const SORT = /^-?[\w.-]+(,-?[\w.-]+)*$/

/** The Finnish message for the first malformed query parameter, or null when all are fine. */
export function invalidQueryParam(url: URL): string | null {
  const json = malformedJsonParam(url)
  if (json) return `Kyselyparametri "${json}" ei ole kelvollinen JSON-olio.`
  for (const [key, min] of Object.entries(INTEGER_PARAMS)) {
    const value = url.searchParams.get(key)
    // Empty counts as absent, as it does to Payload.
    if (!value) continue
    if (!/^\d+$/.test(value) || Number(value) < min)
      return `Kyselyparametrin "${key}" pitää olla kokonaisluku, vähintään ${min}.`
  }
  const sort = url.searchParams.get('sort')
  if (sort && !SORT.test(sort))
    return 'Kyselyparametri "sort" ei kelpaa: anna kenttien nimet pilkuin eroteltuina (laskeva järjestys: -kenttä).'
  return null
}

/**
 * True when the request says it carries JSON and its body does not parse; Payload answers that
 * with an English "unknown error".
 */
export async function malformedJsonBody(request: Request): Promise<boolean> {
  if (!request.headers.get('content-type')?.includes('application/json')) return false
  const text = await request.clone().text()
  if (text.trim() === '') return false
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

const fail = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

export function guardApi<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const bad = invalidQueryParam(new URL(request.url))
    if (bad) return fail(bad, 400)
    if (await malformedJsonBody(request)) return fail('Pyynnön sisältö ei ole kelvollista JSONia.', 400)
    const response = await handler(request, context)
    // Payload answers 501 for collections whose REST routes are switched off (payload-migrations);
    // to a client that is an address with nothing behind it.
    if (response.status === 501) return fail('Tässä osoitteessa ei ole rajapintaa.', 404)
    return response
  }
}
