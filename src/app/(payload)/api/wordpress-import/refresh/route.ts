import { refreshAfterImport } from '@/import/wordpress/admin/routes'

export const dynamic = 'force-dynamic'

export const POST = refreshAfterImport
