import { readFile } from 'node:fs/promises'
import { thumbnailFiles } from '@/blocks/thumbnail-files'

/** The admin drawer's widget pictures (src/blocks/thumbnail-files.ts), written out as static files at build. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { file: string }[] {
  return [...thumbnailFiles().keys()].map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = thumbnailFiles().get((await params).file)
  if (!file) return new Response(null, { status: 404 })
  return new Response(await readFile(file, 'utf8'), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  })
}
