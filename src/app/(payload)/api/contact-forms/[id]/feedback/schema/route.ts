import { schema, wrongMethod } from '@/forms/endpoints'

type Context = { params: Promise<{ id: string }> }

/** The rules the browser runs (src/forms/endpoints.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return schema(request, (await params).id)
}

export const POST = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
