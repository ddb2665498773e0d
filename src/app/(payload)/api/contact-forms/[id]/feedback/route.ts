import { feedback, wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** A form's sending (src/forms/endpoints.ts). */
export const POST = idRoute(feedback)

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
