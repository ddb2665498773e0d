import { feedback, wrongMethod } from '@/forms/endpoints'

type Context = { params: Promise<{ id: string }> }

/** A form's sending (src/forms/endpoints.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return feedback(request, (await params).id)
}

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
