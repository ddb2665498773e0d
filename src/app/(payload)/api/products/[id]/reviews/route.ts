import { postFeedback } from '@/feedback/items/endpoint'
import { wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** A visitor's review of a product, held for moderation (src/feedback/items/endpoint.ts). */
export const POST = idRoute((request, id) => postFeedback('review', request, id))

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
