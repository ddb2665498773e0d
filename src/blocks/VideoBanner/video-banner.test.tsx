import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ctx, mediaDoc, pageDoc, render } from '../../../tests/unit/render'
import type { WidgetMap } from '../types'
import { VideoBannerWidget } from './Component'
import { attachVideoBanner } from './video-banner'

const VIDEO = mediaDoc({
  id: 20,
  url: '/api/media/file/revontulet.mp4',
  mimeType: 'video/mp4',
  width: null,
  height: null,
  sizes: {},
})

function block(extra: Partial<WidgetMap['videoBanner']> = {}): WidgetMap['videoBanner'] {
  return {
    blockType: 'videoBanner',
    file: VIDEO,
    poster: mediaDoc({ alt: 'Revontulet tunturin yllä' }),
    title: 'Valoa pimeään',
    text: 'Vie osoitin bannerin päälle.',
    ...extra,
  }
}

describe('video banner on the server', () => {
  it('renders the poster first and a video that loads nothing before it is asked to play', () => {
    const doc = render(<VideoBannerWidget block={block()} ctx={ctx} />)
    const video = doc.querySelector('video') as HTMLVideoElement
    expect(video.getAttribute('src')).toBe('/api/media/file/revontulet.mp4')
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.hasAttribute('autoplay')).toBe(false)
    expect(video.hasAttribute('loop')).toBe(true)
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.getAttribute('aria-hidden')).toBe('true')
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Revontulet tunturin yllä')
    // 16:9 (docs/widgets.md) before anything loads.
    expect(video.parentElement?.getAttribute('style')).toMatch(/aspect-ratio:1\.77/)
    expect(doc.body.textContent).toContain('Valoa pimeään')
    expect(doc.body.textContent).toContain('Vie osoitin bannerin päälle.')
    expect(doc.querySelector('[data-video-toggle]')?.textContent).toBe('Toista video')
    expect(doc.querySelector('a')).toBeNull()
  })

  it('links the whole banner when asked', () => {
    const contact = pageDoc(7, 'yhteystiedot')
    const doc = render(
      <VideoBannerWidget
        block={block({ hasLink: true, link: { type: 'internal', page: contact.id } })}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/yhteystiedot')
    expect(doc.querySelector('a')?.textContent).toBe('Sivu 7')
    const custom = render(
      <VideoBannerWidget block={block({ hasLink: true, link: { type: 'custom', url: '/ura' } })} ctx={ctx} />,
    )
    expect(custom.querySelector('a')?.textContent).toBe('Lue lisää')
  })

  it('says so when the file is missing or not a video (docs/widgets.md), in either language', () => {
    const cases = [
      [{ file: null }, 'Videon osoite puuttuu.'],
      [{ file: 20 }, 'Videon osoite puuttuu.'],
      [{ file: mediaDoc({ mimeType: 'image/jpeg' }) }, 'Videon osoitetta ei tueta.'],
    ] as unknown as Array<[Partial<WidgetMap['videoBanner']>, string]>
    for (const [extra, message] of cases) {
      const doc = render(<VideoBannerWidget block={block(extra)} ctx={ctx} />)
      expect(doc.querySelector('p')?.textContent).toBe(message)
      expect(doc.querySelector('video, button')).toBeNull()
    }
    const en = render(
      <VideoBannerWidget block={block({ file: VIDEO, poster: null })} ctx={{ ...ctx, locale: 'en' }} />,
    )
    expect(en.querySelector('[data-video-toggle]')?.textContent).toBe('Play video')
    expect(en.querySelector('img')).toBeNull()
    const enMissing = render(
      <VideoBannerWidget block={block({ file: mediaDoc({ url: null }) })} ctx={{ ...ctx, locale: 'en' }} />,
    )
    expect(enMissing.body.textContent).toBe('Missing video URL.')
  })
})

describe('video banner behaviour', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const off of cleanups.splice(0)) off()
    vi.restoreAllMocks()
  })

  function mount(extra: Partial<WidgetMap['videoBanner']> = {}, { reduce = false } = {}) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce') ? reduce : false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    document.body.innerHTML = `${renderToStaticMarkup(<VideoBannerWidget block={block(extra)} ctx={ctx} />)}<p id="elsewhere">Muualla</p>`
    const root = document.querySelector<HTMLElement>('[data-video-banner]') as HTMLElement
    const video = root.querySelector('video') as HTMLVideoElement
    // The media element's playing state, as a browser keeps it.
    let paused = true
    Object.defineProperty(video, 'paused', { configurable: true, get: () => paused })
    const play = vi.fn(() => {
      paused = false
      video.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    video.play = play
    video.pause = () => {
      paused = true
      video.dispatchEvent(new Event('pause'))
    }
    cleanups.push(attachVideoBanner(root, { play: 'Toista video', pause: 'Pysäytä video' }))
    const toggle = root.querySelector('[data-video-toggle]') as HTMLButtonElement
    return { root, video, toggle, play }
  }
  const pointer = (target: Element, type: string, pointerType = 'mouse') =>
    target.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: type === 'pointerdown' }))

  it('plays muted while the mouse hovers and pauses when it leaves', () => {
    const { root, video, toggle, play } = mount()
    expect(root.hasAttribute('data-ready')).toBe(true)
    expect(play).not.toHaveBeenCalled()
    pointer(root, 'pointerenter')
    expect(video.paused).toBe(false)
    expect(video.muted).toBe(true)
    expect(root.dataset.playing).toBe('true')
    expect(toggle.textContent).toBe('Pysäytä video')
    pointer(root, 'pointerleave')
    expect(video.paused).toBe(true)
    expect(root.dataset.playing).toBe('false')
    expect(toggle.textContent).toBe('Toista video')
  })

  it('a touch on the banner plays until a touch elsewhere; touch enter and leave do nothing', () => {
    const { root, video } = mount()
    pointer(root, 'pointerenter', 'touch')
    expect(video.paused).toBe(true)
    pointer(root.querySelector('p') as Element, 'pointerdown', 'touch')
    expect(video.paused).toBe(false)
    pointer(root, 'pointerleave', 'touch')
    expect(video.paused).toBe(false)
    pointer(document.getElementById('elsewhere') as Element, 'pointerdown', 'touch')
    expect(video.paused).toBe(true)
  })

  it('the button plays and pauses, over hover too; focus on the link plays for keyboard users', () => {
    const { root, video, toggle } = mount({
      hasLink: true,
      link: { type: 'custom', url: '/ura', label: 'Ura' },
    })
    toggle.click()
    expect(video.paused).toBe(false)
    toggle.click()
    expect(video.paused).toBe(true)
    pointer(root, 'pointerenter')
    expect(video.paused).toBe(false)
    toggle.click()
    expect(video.paused).toBe(true)
    pointer(root, 'pointerleave')
    // The pause was for that visit: the next hover plays again.
    pointer(root, 'pointerenter')
    expect(video.paused).toBe(false)
    pointer(root, 'pointerleave')
    const link = root.querySelector('a') as HTMLAnchorElement
    link.focus()
    expect(video.paused).toBe(false)
    link.blur()
    expect(video.paused).toBe(true)
  })

  it('with reduced motion only the button plays it', () => {
    const { root, video, toggle, play } = mount({}, { reduce: true })
    pointer(root, 'pointerenter')
    pointer(root, 'pointerdown', 'touch')
    expect(play).not.toHaveBeenCalled()
    toggle.click()
    expect(video.paused).toBe(false)
  })
})
