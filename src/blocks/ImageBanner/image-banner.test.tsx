import { describe, expect, it } from 'vitest'
import { ctx, mediaDoc, pageDoc, render } from '../../../tests/unit/render'
import { bannerGid, ImageBannerWidget } from './Component'

describe('image banner widget', () => {
  it('renders a responsive image, overlay text and a link', () => {
    const doc = render(
      <ImageBannerWidget
        block={{
          blockType: 'imageBanner',
          image: mediaDoc(),
          title: 'Tiimi',
          text: 'Kuusi tekijää',
          hasLink: true,
          link: { type: 'internal', page: pageDoc(3, 'tietoa-meista') },
          hoverEffect: 'lift',
          overlayOpacity: 250,
        }}
        ctx={ctx}
      />,
    )
    const img = doc.querySelector('img')
    expect(img?.getAttribute('srcset')).toContain('480w')
    expect(img?.getAttribute('loading')).toBe('lazy')
    // The title names the link, so the picture is decorative here.
    expect(img?.getAttribute('alt')).toBe('')
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/tietoa-meista')
    expect(doc.querySelector('a')?.textContent).toContain('Tiimi')
    expect(doc.querySelector('.hover-lift')).not.toBeNull()
    // Opacity is clamped to 0–100 %.
    expect(doc.querySelector('figure')?.getAttribute('style')).toContain('--banner-overlay-opacity:1')
  })

  it('keeps the alt text when there is no title, and renders nothing without an image', () => {
    const doc = render(
      <ImageBannerWidget block={{ blockType: 'imageBanner', image: mediaDoc() }} ctx={ctx} />,
    )
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Järvimaisema')
    expect(doc.querySelector('a')).toBeNull()
    // Without a link the title is a paragraph, so its caption is a block (HTML allows no p in a span).
    const titled = render(
      <ImageBannerWidget block={{ blockType: 'imageBanner', image: mediaDoc(), title: 'Tiimi' }} ctx={ctx} />,
    )
    expect(titled.querySelector('.caption')?.tagName).toBe('DIV')
    expect(titled.querySelector('.caption > p')?.textContent).toBe('Tiimi')
    const none = render(<ImageBannerWidget block={{ blockType: 'imageBanner', image: 4 }} ctx={ctx} />)
    expect(none.body.innerHTML).toBe('')
  })

  it('numbers a lightbox banner from its block id, above the galleries of documents', () => {
    expect(bannerGid('6b052e002045af5fe1e83ddc')).toBe(0xe83ddc + 1000)
    expect(bannerGid('6b052e002045af5fe1e83ddc')).toBe(bannerGid('6b052e002045af5fe1e83ddc'))
    expect(bannerGid('6b052e002045af5fe1e83ddd')).not.toBe(bannerGid('6b052e002045af5fe1e83ddc'))
    expect(bannerGid(null)).toBe(1000)
  })
})
