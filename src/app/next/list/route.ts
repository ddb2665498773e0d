import { handleListRequest } from '@/lists/endpoint'

/** docs/lists.md list endpoint: filter, paginate and load more in place (src/lists/endpoint.ts). */
export function POST(request: Request): Promise<Response> {
  return handleListRequest(request)
}

export function GET(): Response {
  return Response.json(
    { success: false, message: 'Käytä POST-pyyntöä.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
