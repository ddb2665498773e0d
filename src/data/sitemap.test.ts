import { describe, expect, it } from 'vitest'
import { sitemapIndexXml, urlsetXml } from './sitemap'

describe('sitemap XML', () => {
  it('lists addresses with their hreflang alternates, escaped', () => {
    const xml = urlsetXml([
      {
        url: 'https://k.example/blogi/a&b',
        lastModified: '2026-01-01T00:00:00.000Z',
        alternates: { fi: 'https://k.example/blogi/a&b', en: 'https://k.example/en/blog/a' },
      },
    ])
    expect(xml).toContain('<loc>https://k.example/blogi/a&amp;b</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://k.example/en/blog/a"/>')
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>')
  })

  it('indexes the parts once there are many', () => {
    const xml = sitemapIndexXml('https://k.example', 3)
    expect(xml).toContain('<sitemapindex')
    expect(xml).toContain('<loc>https://k.example/sitemap/2.xml</loc>')
    expect(xml.match(/<sitemap>/g)).toHaveLength(3)
  })
})
