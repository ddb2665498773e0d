import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fontFiles } from '@/site/behaviour/fonts'

/** Self-hosted web font files (src/site/behaviour/fonts.ts), written out as static files at build. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { file: string }[] {
  return [...fontFiles().keys()].map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const source = fontFiles().get((await params).file)
  if (!source) return new Response(null, { status: 404 })
  const body = await readFile(path.join(process.cwd(), 'node_modules', source))
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
