import { checkUpload, latestImport } from '@/import/wordpress/admin/routes'

export const dynamic = 'force-dynamic'

export const GET = latestImport
export const POST = checkUpload
