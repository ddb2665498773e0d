import { summary, wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** The answers before sending (src/forms/endpoints.ts). */
export const POST = idRoute(summary)

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
