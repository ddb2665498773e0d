import { startImport } from '@/import/wordpress/admin/routes'

export const dynamic = 'force-dynamic'

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return startImport(request, (await params).id)
}
