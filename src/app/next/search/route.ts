import { handleSuggestRequest, refuseMethod } from '@/site/search/suggest-endpoint'

/** The header search's as-you-type suggestions (src/site/search/suggest-endpoint.ts). */
export function GET(request: Request): Promise<Response> {
  return handleSuggestRequest(request)
}

export const POST = refuseMethod
export const PUT = refuseMethod
export const PATCH = refuseMethod
export const DELETE = refuseMethod
