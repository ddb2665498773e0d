import { describe, expect, it } from 'vitest'
import { mediaDoc, render } from '../../../tests/unit/render'
import { itemFromLink } from './item'
import { LightboxGalleryFrame, LightboxLink, lightboxItemFromMedia } from './LightboxItem'

const picture = mediaDoc({
  url: '/media/nasinneula.jpg',
  width: 4000,
  height: 3000,
  caption: 'Näsinneula illalla.',
  sizes: {
    small: { url: '/media/nasinneula-480.webp', width: 480, height: 360 },
    medium: { url: '/media/nasinneula-960.webp', width: 960, height: 720 },
    large: { url: '/media/nasinneula-1600.webp', width: 1600, height: 1200 },
    xlarge: { url: '/media/nasinneula-2400.webp', width: 2400, height: 1800 },
  },
})

describe('lightboxItemFromMedia', () => {
  it('takes the largest stored size with its real size, the small one as placeholder', () => {
    expect(lightboxItemFromMedia(picture, { title: 'Näsinneula', pid: 7 })).toEqual({
      src: '/media/nasinneula-2400.webp',
      w: 2400,
      h: 1800,
      msrc: '/media/nasinneula-480.webp',
      alt: 'Järvimaisema',
      title: 'Näsinneula',
      html: 'Näsinneula illalla.',
      pid: '7',
      video: null,
    })
  })

  it('falls back to the original when no size was made (a small upload)', () => {
    const small = mediaDoc({ url: '/media/ikoni.png', width: 300, height: 200, sizes: {} })
    expect(lightboxItemFromMedia(small)).toMatchObject({
      src: '/media/ikoni.png',
      w: 300,
      h: 200,
      msrc: '/media/ikoni.png',
      title: '',
      pid: '',
    })
  })

  it('prefers the given description to the stored caption', () => {
    expect(lightboxItemFromMedia(picture, { description: ' Kuvattu kesällä. ' }).html).toBe(
      'Kuvattu kesällä.',
    )
  })

  it('makes an uploaded video a hosted video slide (16:9 when the file gives no size)', () => {
    const film = mediaDoc({
      url: '/api/media/file/esittely.mp4',
      mimeType: 'video/mp4',
      width: null,
      height: null,
      sizes: {},
    })
    expect(lightboxItemFromMedia(film, { title: 'Esittely' })).toMatchObject({
      src: '',
      msrc: '',
      w: 1920,
      h: 1080,
      video: { type: 'hosted', src: '/api/media/file/esittely.mp4' },
    })
  })

  it('plays YouTube and Vimeo addresses through their privacy-friendly players', () => {
    expect(lightboxItemFromMedia(picture, { videoUrl: 'https://youtu.be/aqz-KE-bpKQ?t=30' })).toMatchObject({
      src: '/media/nasinneula-2400.webp',
      w: 1920,
      h: 1080,
      video: { type: 'youtube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&start=30' },
    })
    expect(lightboxItemFromMedia(picture, { videoUrl: 'https://vimeo.com/76979871' }).video).toEqual({
      type: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    })
    expect(lightboxItemFromMedia(picture, { videoUrl: '/api/media/file/esittely.webm' }).video).toEqual({
      type: 'hosted',
      src: '/api/media/file/esittely.webm',
    })
  })

  it('marks a missing or unusable video address (docs/lightbox.md)', () => {
    expect(lightboxItemFromMedia(picture, { videoUrl: '  ' }).video).toEqual({ type: 'missing' })
    expect(lightboxItemFromMedia(picture, { videoUrl: 'https://example.com/video.mp4' }).video).toEqual({
      type: 'unsupported',
    })
  })
})

describe('LightboxLink', () => {
  it('is a plain link to the picture carrying the item, readable back from the page', () => {
    const item = lightboxItemFromMedia(picture, { title: 'Näsinneula', pid: 'neula' })
    const doc = render(
      <LightboxLink item={item} className="kortti">
        <img src={item.msrc} alt="Järvimaisema" />
      </LightboxLink>,
    )
    const link = doc.querySelector('a') as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe('/media/nasinneula-2400.webp')
    expect(link.className).toBe('kortti')
    expect(link.getAttribute('aria-haspopup')).toBe('dialog')
    expect(link.hasAttribute('data-lightbox-item')).toBe(true)
    expect(link.dataset).toMatchObject({
      w: '2400',
      h: '1800',
      msrc: '/media/nasinneula-480.webp',
      pid: 'neula',
    })
    expect(link.hasAttribute('data-video')).toBe(false)

    document.body.innerHTML = doc.body.innerHTML
    const base = document.baseURI
    expect(itemFromLink(document.querySelector('a') as HTMLAnchorElement)).toEqual({
      ...item,
      src: new URL(item.src, base).href,
      msrc: new URL(item.msrc, base).href,
    })
  })

  it('links a video item to the video, with its picture beside', () => {
    const item = lightboxItemFromMedia(picture, { videoUrl: 'https://vimeo.com/76979871' })
    const link = render(<LightboxLink item={item}>Video</LightboxLink>).querySelector(
      'a',
    ) as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe('https://player.vimeo.com/video/76979871?dnt=1')
    expect(link.dataset).toMatchObject({
      videoType: 'vimeo',
      video: 'https://player.vimeo.com/video/76979871?dnt=1',
      src: '/media/nasinneula-2400.webp',
    })
    document.body.innerHTML = link.outerHTML
    expect(itemFromLink(document.querySelector('a') as HTMLAnchorElement).video).toEqual(item.video)
  })
})

describe('LightboxGalleryFrame', () => {
  it('marks the gallery and renders the launcher island once', () => {
    const doc = render(
      <LightboxGalleryFrame
        gid={2}
        title="Kesä Tampereella"
        customPids
        locale="fi"
        bgOpacity={0.9}
        className="grid"
      >
        <p>kuvat</p>
      </LightboxGalleryFrame>,
    )
    const gallery = doc.querySelector('[data-lightbox-gallery]') as HTMLElement
    expect(gallery.outerHTML).toBe(
      '<div class="grid" data-lightbox-gallery="2" data-lightbox-title="Kesä Tampereella" data-lightbox-pids="custom">' +
        '<p>kuvat</p><span hidden="" data-island=""></span></div>',
    )
  })

  it('leaves out what is not set', () => {
    const doc = render(
      <LightboxGalleryFrame gid={1} locale="en" bgOpacity={1}>
        <p>pictures</p>
      </LightboxGalleryFrame>,
    )
    const gallery = doc.querySelector('[data-lightbox-gallery]') as HTMLElement
    expect(gallery.getAttribute('data-lightbox-gallery')).toBe('1')
    expect(gallery.hasAttribute('data-lightbox-title')).toBe(false)
    expect(gallery.hasAttribute('data-lightbox-pids')).toBe(false)
  })
})
