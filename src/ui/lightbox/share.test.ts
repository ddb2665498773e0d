import { describe, expect, it } from 'vitest'
import { LIGHTBOX } from '@/lib/constants'
import { popupFeatures, SHARE_SERVICES, type Shared, sharedPageUrl, shareUrl } from './share'

const shared: Shared = {
  url: 'https://kajo.example/galleriat/kesa?x=1#&gid=1&pid=2',
  text: 'Näsinneula & järvi',
  image: 'https://kajo.example/media/nasinneula-2400.webp',
}

function params(address: string | null): Record<string, string> {
  if (!address) throw new Error('no address')
  return Object.fromEntries(new URL(address).searchParams)
}

describe('shareUrl', () => {
  it('gives every service the page address with the lightbox fragment, encoded', () => {
    for (const { service } of SHARE_SERVICES) {
      const address = shareUrl(service, shared)
      expect(address, service).toMatch(/^https:\/\//)
      expect(decodeURIComponent(address ?? ''), service).toContain('#&gid=1&pid=2')
    }
  })

  it('Facebook and LinkedIn take the address only', () => {
    expect(shareUrl('facebook', shared)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/)
    expect(params(shareUrl('facebook', shared))).toEqual({ u: shared.url })
    expect(shareUrl('linkedin', shared)).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?/)
    expect(params(shareUrl('linkedin', shared))).toEqual({ url: shared.url })
  })

  it('X gets the address and the title', () => {
    expect(shareUrl('x', shared)).toMatch(/^https:\/\/x\.com\/intent\/post\?/)
    expect(params(shareUrl('x', shared))).toEqual({ url: shared.url, text: shared.text })
  })

  it('Pinterest gets the address, the picture and the title; nothing without a picture', () => {
    expect(shareUrl('pinterest', shared)).toMatch(/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?/)
    expect(params(shareUrl('pinterest', shared))).toEqual({
      url: shared.url,
      media: shared.image,
      description: shared.text,
    })
    expect(shareUrl('pinterest', { ...shared, image: '' })).toBeNull()
  })

  it('WhatsApp gets one text: the title, then the address', () => {
    expect(params(shareUrl('whatsapp', shared))).toEqual({ text: `${shared.text} ${shared.url}` })
    expect(params(shareUrl('whatsapp', { ...shared, text: '' }))).toEqual({ text: shared.url })
  })

  it('leaves an empty title out rather than sending an empty parameter', () => {
    expect(params(shareUrl('x', { ...shared, text: '' }))).toEqual({ url: shared.url })
  })
})

describe('sharedPageUrl', () => {
  it('replaces whatever fragment the page had with the picture’s', () => {
    expect(sharedPageUrl('https://kajo.example/galleriat/kesa?x=1#!/ylos', '&gid=1&pid=2')).toBe(
      'https://kajo.example/galleriat/kesa?x=1#&gid=1&pid=2',
    )
  })
})

describe('popupFeatures', () => {
  it('opens docs/lightbox.md’s 550 × 420 window, centred', () => {
    expect(popupFeatures(LIGHTBOX.sharePopup, 1440)).toBe(
      'width=550,height=420,left=445,top=100,scrollbars=yes,resizable=yes',
    )
    expect(popupFeatures(LIGHTBOX.sharePopup, 400)).toContain('left=0')
  })
})
