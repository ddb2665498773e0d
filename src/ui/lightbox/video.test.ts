import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/strings'
import type { LightboxItemData } from './item'
import { lightboxStrings } from './options'
import { autoplayAddress, videoSlide } from './video'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

const strings = lightboxStrings(t('fi'))
const classes = { root: 'video', poster: 'poster', message: 'message' }
const base: LightboxItemData = {
  src: '',
  w: 1920,
  h: 1080,
  msrc: '/media/juliste-480.webp',
  alt: '',
  title: 'Esittely',
  html: '',
  pid: '',
  video: null,
}
const youtube = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = '<section data-consent-type="info"></section>'
  document.documentElement.setAttribute('data-consent', 'unanswered')
  // happy-dom loads no iframe pages and says so on stderr; only the element matters here.
  const write = process.stderr.write.bind(process.stderr)
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...(rest as [])),
  )
})

afterEach(() => {
  vi.restoreAllMocks()
})

it('asks the embed to start playing (it is only put in when shown)', () => {
  expect(autoplayAddress(youtube)).toBe(`${youtube}&autoplay=1`)
  expect(autoplayAddress('https://player.vimeo.com/video/1?dnt=1#t=30s')).toBe(
    'https://player.vimeo.com/video/1?dnt=1&autoplay=1#t=30s',
  )
})

describe('a hosted video', () => {
  it('plays while shown and pauses when left', () => {
    const slide = videoSlide(
      { ...base, video: { type: 'hosted', src: '/api/media/file/esittely.mp4' } },
      strings,
      classes,
    )
    const player = slide.element.querySelector('video') as HTMLVideoElement
    expect(player.controls).toBe(true)
    expect(player.getAttribute('aria-label')).toBe('Esittely')
    const play = vi.spyOn(player, 'play').mockResolvedValue()
    const pause = vi.spyOn(player, 'pause')
    slide.activate()
    expect(play).not.toHaveBeenCalled()
    document.body.append(slide.element)
    slide.activate()
    expect(play).toHaveBeenCalledTimes(1)
    slide.deactivate()
    expect(pause).toHaveBeenCalled()
  })
})

describe('a YouTube or Vimeo video', () => {
  const item = { ...base, video: { type: 'youtube' as const, src: youtube } }

  it('shows the consent notice over our own poster before consent, and nothing from YouTube', () => {
    const slide = videoSlide(item, strings, classes)
    document.body.append(slide.element)
    act(() => slide.activate())
    expect(slide.element.textContent).toContain(
      'Tämä sisältö ladataan palvelusta YouTube. Näytä sisältö hyväksymällä evästeet.',
    )
    expect(slide.element.querySelector('iframe')).toBeNull()
    expect(slide.element.querySelector('img')?.getAttribute('src')).toBe('/media/juliste-480.webp')
    const button = slide.element.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('Näytä sisältö')
    act(() => button.click())
    expect(slide.element.querySelector('iframe')?.src).toBe(`${youtube}&autoplay=1`)
    act(() => slide.deactivate())
  })

  it('plays at once with consent, and is taken out (so it stops) when left', () => {
    document.documentElement.setAttribute('data-consent', 'allow')
    const slide = videoSlide(item, strings, classes)
    document.body.append(slide.element)
    act(() => slide.activate())
    const frame = slide.element.querySelector('iframe')
    expect(frame?.src).toBe(`${youtube}&autoplay=1`)
    expect(frame?.title).toBe('Esittely')
    act(() => slide.deactivate())
    expect(slide.element.querySelector('iframe')).toBeNull()
  })
})

describe('a video without a usable address', () => {
  it('says what is wrong (docs/lightbox.md)', () => {
    expect(videoSlide({ ...base, video: { type: 'missing' } }, strings, classes).element.textContent).toBe(
      'Videon osoite puuttuu.',
    )
    expect(
      videoSlide({ ...base, video: { type: 'unsupported' } }, strings, classes).element.textContent,
    ).toBe('Videon osoitetta ei tueta.')
  })
})
