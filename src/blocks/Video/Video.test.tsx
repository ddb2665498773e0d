import { describe, expect, it } from 'vitest'
import {
  backgroundEmbed,
  backgroundEmbedUrl,
  embedUrl,
  parseTime,
  parseVideoUrl,
  parseVimeo,
  parseYouTube,
} from '@/lib/video-url'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { Section } from '../Section/Component'
import { VideoWidget } from './Component'
import { validateVideoUrl } from './config'

const ID = 'aqz-KE-bpKQ'

describe('YouTube addresses', () => {
  it('finds the id in the usual forms', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?feature=share&v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}&list=PL1`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}?feature=shared`,
      `https://www.youtube.com/v/${ID}`,
      `youtu.be/${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `  http://www.youtube.com/watch?v=${ID}  `,
    ])
      expect(parseYouTube(url)?.id, url).toBe(ID)
  })

  it('reads start times from t= and start=', () => {
    expect(parseYouTube(`https://youtu.be/${ID}?t=90`)?.start).toBe(90)
    expect(parseYouTube(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)?.start).toBe(90)
    expect(parseYouTube(`https://www.youtube.com/embed/${ID}?start=42`)?.start).toBe(42)
    expect(parseYouTube(`https://www.youtube.com/watch?v=${ID}#t=1h2m3s`)?.start).toBe(3723)
    expect(parseYouTube(`https://youtu.be/${ID}`)?.start).toBeNull()
    expect(parseTime('abc')).toBeNull()
    expect(parseTime('0')).toBeNull()
  })

  it('rejects other hosts, channel pages, bad ids and unsafe schemes', () => {
    for (const url of [
      '',
      'https://www.youtube.com/',
      'https://www.youtube.com/@kanava',
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      `https://evil.example/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `javascript:alert('${ID}')`,
      `https://vimeo.com/76979871`,
    ])
      expect(parseYouTube(url), url).toBeNull()
  })
})

describe('Vimeo addresses', () => {
  it('finds the id (and a private-link hash) in the usual forms', () => {
    expect(parseVimeo('https://vimeo.com/76979871')).toEqual({
      source: 'vimeo',
      id: '76979871',
      hash: null,
      start: null,
    })
    expect(parseVimeo('https://vimeo.com/76979871/8272103f6e')?.hash).toBe('8272103f6e')
    expect(parseVimeo('https://player.vimeo.com/video/76979871?h=8272103f6e')).toMatchObject({
      id: '76979871',
      hash: '8272103f6e',
    })
    expect(parseVimeo('https://vimeo.com/channels/staffpicks/76979871')?.id).toBe('76979871')
    expect(parseVimeo('https://vimeo.com/groups/name/videos/76979871')?.id).toBe('76979871')
    expect(parseVimeo('https://vimeo.com/showcase/123/video/76979871')?.id).toBe('76979871')
    expect(parseVimeo('https://vimeo.com/76979871#t=95s')?.start).toBe(95)
  })

  it('rejects pages that are not one video', () => {
    for (const url of [
      'https://vimeo.com/',
      'https://vimeo.com/showcase/123',
      'https://vimeo.com/user/123',
      'https://player.vimeo.com/76979871',
      'https://vimeo.evil.example/76979871',
      `https://youtu.be/${ID}`,
    ])
      expect(parseVimeo(url), url).toBeNull()
  })
})

describe('embed addresses', () => {
  it('use youtube-nocookie and Vimeo without tracking', () => {
    const yt = parseVideoUrl('youtube', `https://youtu.be/${ID}?t=90`)
    const vimeo = parseVideoUrl('vimeo', 'https://vimeo.com/76979871/8272103f6e#t=5s')
    if (!yt || !vimeo) throw new Error('parse failed')
    expect(embedUrl(yt)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0&start=90`)
    expect(embedUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e#t=5s')
  })

  it('section backgrounds autoplay muted, loop as set, and honour start and stop', () => {
    const yt = parseYouTube(`https://youtu.be/${ID}`)
    if (!yt) throw new Error('parse failed')
    const url = new URL(backgroundEmbedUrl(yt, { muted: true, loop: true, start: 5, stop: 30 }))
    expect(url.origin).toBe('https://www.youtube-nocookie.com')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: ID,
      start: '5',
      end: '30',
    })
    expect(backgroundEmbed({ source: 'vimeo', url: 'https://vimeo.com/76979871', loop: false })?.src).toBe(
      'https://player.vimeo.com/video/76979871?background=1&autoplay=1&muted=1&loop=0&dnt=1',
    )
    // Hosted files, bad addresses and autoplay off: no embed, the poster stays.
    expect(backgroundEmbed({ source: 'hosted', url: `https://youtu.be/${ID}` })).toBeNull()
    expect(backgroundEmbed({ source: 'youtube', url: 'https://example.com/' })).toBeNull()
    expect(backgroundEmbed({ source: 'youtube', url: `https://youtu.be/${ID}`, autoplay: false })).toBeNull()
    expect(backgroundEmbed({ source: 'youtube', url: `https://youtu.be/${ID}` })?.service).toBe('YouTube')
  })
})

describe('video widget', () => {
  it('gates a YouTube video: a 16:9 placeholder with our poster, no iframe before consent', () => {
    const doc = render(
      <VideoWidget
        block={{
          blockType: 'video',
          source: 'youtube',
          title: 'Big Buck Bunny',
          url: `https://www.youtube.com/watch?v=${ID}`,
          poster: mediaDoc(),
          caption: 'Lyhytelokuva',
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('iframe')).toBeNull()
    expect(doc.querySelector('[data-consent-gate]')?.getAttribute('data-consent-gate')).toBe('YouTube')
    expect(doc.querySelector('.frame')?.getAttribute('style')).toMatch(/aspect-ratio:1\.77/)
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/media\//)
    expect(doc.body.textContent).toContain('Tämä sisältö ladataan palvelusta YouTube.')
    expect(doc.querySelector('button')?.getAttribute('aria-label')).toBe('Näytä sisältö: Big Buck Bunny')
    expect(doc.querySelector('figcaption')?.textContent).toBe('Lyhytelokuva')
  })

  it('plays an uploaded file in the native player, without a gate', () => {
    const doc = render(
      <VideoWidget
        block={{
          blockType: 'video',
          source: 'hosted',
          title: 'Esittely',
          file: mediaDoc({ url: '/api/media/file/esittely.mp4', mimeType: 'video/mp4', sizes: {} }),
          poster: mediaDoc(),
        }}
        ctx={ctx}
      />,
    )
    const video = doc.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/api/media/file/esittely.mp4')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(video?.getAttribute('poster')).toBe('/api/media/file/a.jpg')
    expect(video?.getAttribute('aria-label')).toBe('Esittely')
    expect(doc.querySelector('[data-consent-gate]')).toBeNull()
  })

  it('says so in place when the address is missing or not supported (docs/widgets.md)', () => {
    const cases = [
      [{ source: 'youtube', url: '' }, 'Videon osoite puuttuu.'],
      [{ source: 'vimeo', url: `https://youtu.be/${ID}` }, 'Videon osoitetta ei tueta.'],
      [{ source: 'youtube', url: 'https://example.com/video.mp4' }, 'Videon osoitetta ei tueta.'],
      [{ source: 'hosted', file: null }, 'Videon osoite puuttuu.'],
      [{ source: 'hosted', file: mediaDoc({ mimeType: 'image/jpeg' }) }, 'Videon osoitetta ei tueta.'],
    ] as const
    for (const [fields, message] of cases) {
      const doc = render(<VideoWidget block={{ blockType: 'video', title: 'x', ...fields }} ctx={ctx} />)
      expect(doc.querySelector('.error')?.textContent).toBe(message)
      expect(doc.querySelector('iframe, video, button')).toBeNull()
    }
    const en = render(
      <VideoWidget
        block={{ blockType: 'video', source: 'youtube', title: 'x', url: 'nope' }}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(en.querySelector('.error')?.textContent).toBe('Video URL not supported.')
  })
})

describe('section background video', () => {
  it('a YouTube background renders only our poster on the server; the embed waits for consent', () => {
    const doc = render(
      <Section
        block={{
          blockType: 'section',
          background: {
            type: 'video',
            video: { source: 'youtube', url: `https://youtu.be/${ID}`, poster: mediaDoc() },
          },
          columns: [{ widgets: [] }],
        }}
        ctx={ctx}
        index={0}
      />,
    )
    expect(doc.querySelector('iframe')).toBeNull()
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/media\//)
    // Decorative: no notice, no button, no tab stop.
    expect(doc.querySelector('button')).toBeNull()
    expect(doc.body.innerHTML).not.toContain('youtube')
  })
})

describe('video address validation in the admin', () => {
  const youtube = { siblingData: { source: 'youtube' } }
  it('accepts embeddable addresses and hosted files', () => {
    expect(validateVideoUrl('https://youtu.be/aqz-KE-bpKQ', youtube)).toBe(true)
    expect(validateVideoUrl(null, { siblingData: { source: 'hosted' } })).toBe(true)
  })
  it('refuses empty, foreign and hostile addresses with a Finnish message', () => {
    expect(validateVideoUrl('', youtube)).toBe('Anna videon osoite.')
    expect(validateVideoUrl('https://vimeo.com/1084537', youtube)).toBe(
      'Osoite ei ole YouTube-videon osoite.',
    )
    expect(validateVideoUrl('javascript:alert(1)', { siblingData: { source: 'vimeo' } })).toBe(
      'Osoite ei ole Vimeo-videon osoite.',
    )
  })
})
