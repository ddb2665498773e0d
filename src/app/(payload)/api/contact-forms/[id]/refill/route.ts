import { refill, wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** A fresh bot-protection challenge and quiz (src/forms/endpoints.ts). */
export const GET = idRoute(refill)

export const POST = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
