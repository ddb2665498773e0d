import { postFeedback } from '@/feedback/items/endpoint'
import { wrongMethod } from '@/forms/endpoints'

type Context = { params: Promise<{ id: string }> }

/** A visitor's comment on a post, held for moderation (src/feedback/items/endpoint.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postFeedback('comment', request, (await params).id)
}

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
