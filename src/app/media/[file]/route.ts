import { serveMediaFile } from '@/site/media-file'

export function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return params.then(({ file }) => serveMediaFile(file, request))
}
