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

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

export function guardApi<C>(handler: Handler<C>): Handler<C> {
  return (request, context) => {
    const bad = malformedJsonParam(new URL(request.url))
    if (bad) {
      return Response.json(
        { errors: [{ message: `Kyselyparametri "${bad}" ei ole kelvollinen JSON-olio.` }] },
        { status: 400 },
      )
    }
    return handler(request, context)
  }
}
