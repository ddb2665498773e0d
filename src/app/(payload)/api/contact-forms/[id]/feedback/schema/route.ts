import { schema, wrongMethod } from '@/forms/endpoints'
import { idRoute } from '@/lib/id-route'

/** The rules the browser runs (src/forms/endpoints.ts). */
export const GET = idRoute(schema)

export const POST = wrongMethod
export const PUT = wrongMethod
export const PATCH = wrongMethod
export const DELETE = wrongMethod
