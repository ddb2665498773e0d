import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardApi, restShape } from '@/lib/api-guard'

const shape = config.then(restShape)

export const GET = guardApi(REST_GET(config), shape)
export const POST = guardApi(REST_POST(config), shape)
export const DELETE = guardApi(REST_DELETE(config), shape)
export const PATCH = guardApi(REST_PATCH(config), shape)
export const PUT = guardApi(REST_PUT(config), shape)
export const OPTIONS = REST_OPTIONS(config)
