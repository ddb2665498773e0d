import { describe, expect, it } from 'vitest'
import type { SectionBlock } from '@/payload-types'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { columnSpan, Section } from './Component'

describe('column widths', () => {
  it('maps fractions to 12-column spans and rejects unknown values', () => {
    expect(columnSpan('1/1')).toBe(12)
    expect(columnSpan('1/2')).toBe(6)
    expect(columnSpan('1/3')).toBe(4)
    expect(columnSpan('2/3')).toBe(8)
    expect(columnSpan('1/6')).toBe(2)
    expect(columnSpan('7/3')).toBe(12)
    expect(columnSpan(undefined)).toBe(12)
  })
})

describe('section', () => {
  const base: SectionBlock = {
    blockType: 'section',
    columns: [
      {
        widths: { phone: '1/1', tablet: '1/2', desktop: '1/3' },
        widgets: [{ blockType: 'heading', text: 'Otsikko', level: 'h2' }],
      },
    ],
  }

  it('renders width mode, anchor, columns and widgets', () => {
    const doc = render(
      <Section block={{ ...base, width: 'ex-full', anchorId: 'palvelut' }} ctx={ctx} index={1} />,
    )
    const section = doc.querySelector('section')
    expect(section?.id).toBe('palvelut')
    expect(section?.getAttribute('data-width')).toBe('ex-full')
    const column = doc.querySelector('.column')
    expect(column?.getAttribute('style')).toContain('--span-tablet:6')
    expect(column?.getAttribute('style')).toContain('--span-desktop:4')
    expect(doc.querySelector('h2')?.textContent).toBe('Otsikko')
  })

  it('renders image background, overlay with pattern and separators', () => {
    const doc = render(
      <Section
        block={{
          ...base,
          background: { type: 'image', image: mediaDoc(), parallax: true },
          overlay: { colour: '#000000', opacity: 40, pattern: 'dots' },
          separator: { position: 'both', shape: 'curve', colour: '#ffffff', icon: 'star' },
          animation: 'slide-up',
        }}
        ctx={ctx}
        index={0}
      />,
    )
    const img = doc.querySelector('.bg img')
    expect(img?.getAttribute('alt')).toBe('')
    // The first section's background is the likely LCP element: loaded eagerly, first, decoded with its paint.
    expect(img?.getAttribute('loading')).toBe('eager')
    expect(img?.getAttribute('fetchpriority')).toBe('high')
    expect(img?.getAttribute('decoding')).toBeNull()
    expect(doc.querySelector('.parallax')).not.toBeNull()
    expect(doc.querySelector('.overlay')?.className).toContain('pattern-dots')
    expect(doc.querySelector('.overlay')?.getAttribute('style')).toContain('--overlay-opacity:0.4')
    expect(doc.querySelectorAll('.separator')).toHaveLength(2)
    expect(doc.querySelector('[data-animation="slide-up"]')).not.toBeNull()
  })

  it('loads the first screen at once, the first image widget first, and the rest lazily', () => {
    const banner = (title: string) => ({ blockType: 'imageBanner' as const, image: mediaDoc(), title })
    const block: SectionBlock = {
      ...base,
      columns: [
        { widgets: [{ blockType: 'heading', text: 'Otsikko', level: 'h1' }, banner('A')] },
        { widgets: [banner('B')] },
      ],
    }
    const loading = (index: number) =>
      [...render(<Section block={block} ctx={ctx} index={index} />).querySelectorAll('img')].map(
        (img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority') ?? '-'}`,
      )
    expect(loading(0)).toEqual(['eager/high', 'eager/-'])
    expect(loading(1)).toEqual(['lazy/-', 'lazy/-'])
    // With a background image, the background is the lead and the widgets only load eagerly.
    const withBackground = render(
      <Section block={{ ...block, background: { type: 'image', image: mediaDoc() } }} ctx={ctx} index={0} />,
    )
    expect(withBackground.querySelector('.bg img')?.getAttribute('fetchpriority')).toBe('high')
    expect(
      [...withBackground.querySelectorAll('figure img')].map((img) => img.getAttribute('fetchpriority')),
    ).toEqual([null, null])
  })

  it('renders a hosted background video that waits for its island: no autoplay, nothing preloaded', () => {
    const video = mediaDoc({
      url: '/api/media/file/v.mp4',
      mimeType: 'video/mp4',
      width: null,
      height: null,
      sizes: {},
    })
    const block: SectionBlock = {
      ...base,
      background: {
        type: 'video',
        parallax: true,
        video: { source: 'hosted', file: video, poster: mediaDoc(), start: 2, stop: 9 },
      },
    }
    const doc = render(<Section block={block} ctx={ctx} index={2} />)
    const el = doc.querySelector('video')
    expect(el?.getAttribute('src')).toBe('/api/media/file/v.mp4')
    expect(el?.hasAttribute('muted')).toBe(true)
    expect(el?.hasAttribute('playsinline')).toBe(true)
    expect(el?.getAttribute('preload')).toBe('none')
    expect(el?.hasAttribute('autoplay')).toBe(false)
    // Looping to the start time is the island's; the browser's own loop would go back to 0.
    expect(el?.hasAttribute('loop')).toBe(false)
    // The poster is our image under the video, not a second download through `poster`.
    expect(el?.hasAttribute('poster')).toBe(false)
    expect(doc.querySelector('.bg img')?.getAttribute('alt')).toBe('')
    // The island's marker sits in the background layer, whose parallax starts at the waypoint.
    const layer = doc.querySelector('.bg')
    expect(layer?.querySelector(':scope > span[hidden]')).not.toBeNull()
    expect(layer?.hasAttribute('data-parallax')).toBe(true)
    expect(layer?.getAttribute('style')).toBe('--waypoint-inset:15%')
  })

  it('shows only the poster for a hosted background with autoplay off, a missing or a non-video file', () => {
    const file = mediaDoc({ url: '/api/media/file/v.mp4', mimeType: 'video/mp4', sizes: {} })
    const only = (video: NonNullable<NonNullable<SectionBlock['background']>['video']>) =>
      render(
        <Section
          block={{ ...base, background: { type: 'video', video: { poster: mediaDoc(), ...video } } }}
          ctx={ctx}
          index={1}
        />,
      )
    for (const doc of [
      only({ source: 'hosted', file, autoplay: false }),
      only({ source: 'hosted' }),
      only({ source: 'hosted', file: mediaDoc({ mimeType: 'image/jpeg' }) }),
    ]) {
      expect(doc.querySelector('video, span[hidden]')).toBeNull()
      expect(doc.querySelector('.bg img')).not.toBeNull()
    }
  })

  it('adds the Vimeo stop island only for a Vimeo background with a stop time', () => {
    const islands = (video: NonNullable<NonNullable<SectionBlock['background']>['video']>) =>
      render(
        <Section block={{ ...base, background: { type: 'video', video } }} ctx={ctx} index={1} />,
      ).querySelectorAll('.bg span[hidden]').length
    expect(islands({ source: 'vimeo', url: 'https://vimeo.com/76979871', start: 1, stop: 6 })).toBe(1)
    expect(islands({ source: 'vimeo', url: 'https://vimeo.com/76979871', start: 1 })).toBe(0)
    expect(islands({ source: 'vimeo', url: 'https://vimeo.com/76979871', start: 6, stop: 6 })).toBe(0)
    // YouTube stops through its address.
    expect(islands({ source: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ', start: 1, stop: 6 })).toBe(0)
  })
})
