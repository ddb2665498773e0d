import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/site/sitemap'

export const revalidate = 86400

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(process.env.SERVER_URL || 'http://localhost:3000')
}
