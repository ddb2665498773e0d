import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/site/sitemap'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(process.env.SERVER_URL || 'http://localhost:3000')
}
