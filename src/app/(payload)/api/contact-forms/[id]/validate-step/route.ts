import { validateStep, wrongMethod } from '@/forms/endpoints'

type Context = { params: Promise<{ id: string }> }

/** One step checked on the server (src/forms/endpoints.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return validateStep(request, (await params).id)
}

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
