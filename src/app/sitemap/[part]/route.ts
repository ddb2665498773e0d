import { SITEMAP_CHUNK, sitemapEntries, siteOrigin, urlsetXml, xmlResponse } from '@/data/sitemap'

export const dynamic = 'force-dynamic'

/** One part of a large sitemap: `/sitemap/0.xml` holds the first SITEMAP_CHUNK addresses. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ part: string }> },
): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).part)
  const entries = match ? await sitemapEntries(siteOrigin()) : []
  const start = Number(match?.[1] ?? 0) * SITEMAP_CHUNK
  if (!match || start >= entries.length)
    return xmlResponse(
      '<?xml version="1.0" encoding="UTF-8"?>\n<error>Sivukartan osaa ei löytynyt.</error>\n',
      404,
    )
  return xmlResponse(urlsetXml(entries.slice(start, start + SITEMAP_CHUNK)))
}
