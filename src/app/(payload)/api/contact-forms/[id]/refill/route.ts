import { refill, wrongMethod } from '@/forms/endpoints'

type Context = { params: Promise<{ id: string }> }

/** A fresh bot-protection challenge and quiz (src/forms/endpoints.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return refill(request, (await params).id)
}

export const POST = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
