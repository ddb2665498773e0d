import { describe, expect, it } from 'vitest'
import { contentJsonLd } from './json-ld'

describe('contentJsonLd', () => {
  it('describes a post as a BlogPosting with absolute addresses', () => {
    const ld = JSON.parse(
      contentJsonLd(
        {
          collection: 'posts',
          url: '/blogi/hyva',
          title: 'Hyvä </script> otsikko',
          description: 'Kuvaus',
          image: '/media/a.webp',
          datePublished: '2026-01-02T10:00:00.000Z',
          inLanguage: 'fi-FI',
          publisher: 'Kajo Digital',
          keywords: ['SEO', 'Ylläpito'],
        },
        'https://kajo.example',
      ),
    )
    expect(ld['@type']).toBe('BlogPosting')
    expect(ld.headline).toBe('Hyvä </script> otsikko')
    expect(ld.url).toBe('https://kajo.example/blogi/hyva')
    expect(ld.image).toBe('https://kajo.example/media/a.webp')
    expect(ld.keywords).toBe('SEO, Ylläpito')
    expect(ld.author.name).toBe('Kajo Digital')
  })

  it('never lets a title end the script element', () => {
    const text = contentJsonLd(
      {
        collection: 'galleries',
        url: '/g',
        title: '</script><b>',
        inLanguage: 'fi-FI',
        publisher: 'K',
        images: [],
      },
      'https://k.example',
    )
    expect(text).not.toContain('<')
    expect(JSON.parse(text)['@type']).toBe('ImageGallery')
  })

  it('describes a product with its pictures, offer and aggregate rating', () => {
    const ld = JSON.parse(
      contentJsonLd(
        {
          collection: 'products',
          url: '/tuotteet/start',
          title: 'Verkkosivupaketti Start',
          description: 'Viiden sivun verkkosivusto',
          image: '/media/a.webp',
          datePublished: '2026-01-02T10:00:00.000Z',
          inLanguage: 'fi-FI',
          publisher: 'Kajo Digital',
          images: [{ url: '/media/a.webp' }, { url: '/media/b.webp' }],
          keywords: ['Verkkosivut'],
          price: 1290,
          rating: { count: 3, average: 4.7 },
        },
        'https://kajo.example',
      ),
    )
    expect(ld['@type']).toBe('Product')
    expect(ld.name).toBe('Verkkosivupaketti Start')
    expect(ld.image).toEqual(['https://kajo.example/media/a.webp', 'https://kajo.example/media/b.webp'])
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Kajo Digital' })
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '1290.00',
      priceCurrency: 'EUR',
      url: 'https://kajo.example/tuotteet/start',
    })
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    // schema.org's Product is no creative work: none of its properties.
    for (const key of ['publisher', 'datePublished', 'inLanguage', 'headline', 'author'])
      expect(ld).not.toHaveProperty(key)
  })

  it('gives a product without a price no offer, and one without reviews no rating', () => {
    const base = {
      collection: 'products' as const,
      url: '/tuotteet/x',
      title: 'Ylläpitosopimus',
      inLanguage: 'fi-FI',
      publisher: 'Kajo Digital',
      image: '/media/a.webp',
    }
    for (const price of [null, undefined, -1, Number.NaN]) {
      const ld = JSON.parse(
        contentJsonLd({ ...base, price, rating: { count: 0, average: null } }, 'https://k.example'),
      )
      expect(ld).not.toHaveProperty('offers')
      expect(ld).not.toHaveProperty('aggregateRating')
      expect(ld.image).toEqual(['https://k.example/media/a.webp'])
    }
    const free = JSON.parse(contentJsonLd({ ...base, price: 0 }, 'https://k.example'))
    expect(free.offers.price).toBe('0.00')
  })
})
