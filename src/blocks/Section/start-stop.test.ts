import { describe, expect, it } from 'vitest'
import { backgroundEmbed, playRange } from '@/lib/video-url'
import { validateStop } from './config'

describe('background start and stop times', () => {
  it('whole seconds from the start; a stop counts only after it', () => {
    expect(playRange(1, 6)).toEqual({ start: 1, stop: 6 })
    expect(playRange(null, undefined)).toEqual({ start: 0, stop: null })
    expect(playRange(2.7, 9.2)).toEqual({ start: 2, stop: 9 })
    expect(playRange(6, 6)).toEqual({ start: 6, stop: null })
    expect(playRange(-3, Number.NaN)).toEqual({ start: 0, stop: null })
  })

  it('YouTube stops by its address: start, end, and a one-video playlist to loop', () => {
    const embed = backgroundEmbed({
      source: 'youtube',
      url: 'https://youtu.be/aqz-KE-bpKQ',
      start: 10,
      stop: 40,
    })
    const url = new URL(embed?.src ?? '')
    expect(url.origin).toBe('https://www.youtube-nocookie.com')
    expect(url.searchParams.get('start')).toBe('10')
    expect(url.searchParams.get('end')).toBe('40')
    expect(url.searchParams.get('loop')).toBe('1')
    expect(url.searchParams.get('playlist')).toBe('aqz-KE-bpKQ')
    // A stop before the start would end the video at once: it is left out.
    const wrong = new URL(
      backgroundEmbed({ source: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ', start: 40, stop: 10 })?.src ??
        '',
    )
    expect(wrong.searchParams.has('end')).toBe(false)
  })

  it('Vimeo starts by its address (#t=) and reports the range its player island stops at', () => {
    const embed = backgroundEmbed({ source: 'vimeo', url: 'https://vimeo.com/76979871', start: 1, stop: 6 })
    expect(embed?.src).toBe(
      'https://player.vimeo.com/video/76979871?background=1&autoplay=1&muted=1&loop=1&dnt=1#t=1s',
    )
    expect(embed).toMatchObject({ source: 'vimeo', start: 1, stop: 6, loop: true })
    // The address's own #t= is the start when the editor gives none.
    expect(
      backgroundEmbed({ source: 'vimeo', url: 'https://vimeo.com/76979871#t=3s', stop: 8 }),
    ).toMatchObject({
      start: 3,
      stop: 8,
    })
  })

  it('the admin refuses a stop that is not after the start, in Finnish', () => {
    expect(validateStop(6, { siblingData: { start: 1 } })).toBe(true)
    expect(validateStop(undefined, { siblingData: { start: 1 } })).toBe(true)
    expect(validateStop(5, { siblingData: {} })).toBe(true)
    expect(validateStop(1, { siblingData: { start: 1 } })).toBe('Lopun pitää olla alun jälkeen.')
    expect(validateStop(0, { siblingData: {} })).toBe('Lopun pitää olla alun jälkeen.')
  })
})
