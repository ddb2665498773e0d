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
})
