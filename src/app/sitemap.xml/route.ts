import {
  SITEMAP_CHUNK,
  sitemapEntries,
  sitemapIndexXml,
  siteOrigin,
  urlsetXml,
  xmlResponse,
} from '@/data/sitemap'

export const dynamic = 'force-dynamic'

/** The sitemap, or past SITEMAP_CHUNK addresses an index of its parts at /sitemap/{n}.xml. */
export async function GET(): Promise<Response> {
  const origin = siteOrigin()
  const entries = await sitemapEntries(origin)
  if (entries.length <= SITEMAP_CHUNK) return xmlResponse(urlsetXml(entries))
  return xmlResponse(sitemapIndexXml(origin, Math.ceil(entries.length / SITEMAP_CHUNK)))
}
