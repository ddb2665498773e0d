import { validateStep, wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** One step checked on the server (src/forms/endpoints.ts). */
export const POST = idRoute(validateStep)

export const GET = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
