import { beforeEach, describe, expect, it } from 'vitest'
import { itemAttributes, itemFromLink, itemHref, type LightboxItemData } from './item'

function linkWith(attributes: Record<string, string>, href: string, inner = ''): HTMLAnchorElement {
  const link = document.createElement('a')
  link.href = href
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  link.innerHTML = inner
  document.body.append(link)
  return link
}

const base: LightboxItemData = {
  src: '/media/a-2400.webp',
  w: 2400,
  h: 1600,
  msrc: '/media/a-480.webp',
  alt: 'Järvi',
  title: 'Pyhäjärvi',
  html: 'Ilta <rannalla>',
  pid: '',
  video: null,
}

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('items in the page', () => {
  it('write only what they have', () => {
    expect(itemAttributes({ ...base, alt: '', title: '', html: '' })).toEqual({
      'data-lightbox-item': '',
      'data-w': '2400',
      'data-h': '1600',
      'data-msrc': '/media/a-480.webp',
    })
  })

  it('read back with absolute addresses, the description as text', () => {
    const item = itemFromLink(linkWith(itemAttributes(base), itemHref(base)))
    expect(item).toEqual({
      ...base,
      src: new URL(base.src, document.baseURI).href,
      msrc: new URL(base.msrc, document.baseURI).href,
    })
  })

  it('fill gaps from the thumbnail: placeholder and alt text', () => {
    const link = linkWith(
      { 'data-lightbox-item': '', 'data-w': '800', 'data-h': '600' },
      '/media/b.webp',
      '<img src="/media/b-480.webp" alt="Tori">',
    )
    expect(itemFromLink(link)).toMatchObject({
      msrc: new URL('/media/b-480.webp', document.baseURI).href,
      alt: 'Tori',
      w: 800,
      h: 600,
    })
  })

  it('take nonsense sizes as unknown (0)', () => {
    const link = linkWith({ 'data-lightbox-item': '', 'data-w': 'leveä', 'data-h': '-4' }, '/media/c.webp')
    expect(itemFromLink(link)).toMatchObject({ w: 0, h: 0 })
  })

  it('carry a video, or the reason it cannot play', () => {
    const hosted = { ...base, video: { type: 'hosted' as const, src: '/api/media/file/v.mp4' } }
    expect(itemFromLink(linkWith(itemAttributes(hosted), itemHref(hosted))).video).toEqual({
      type: 'hosted',
      src: new URL('/api/media/file/v.mp4', document.baseURI).href,
    })
    const missing = { ...base, video: { type: 'missing' as const } }
    expect(itemFromLink(linkWith(itemAttributes(missing), itemHref(missing))).video).toEqual({
      type: 'missing',
    })
    expect(itemFromLink(linkWith({ 'data-video-type': 'flash' }, '/x')).video).toBeNull()
  })
})
