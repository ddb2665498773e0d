import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL, SIMPLE_SLIDER } from '@/lib/constants'
import type { SimpleSliderBlock } from '@/payload-types'
import { fakeBrowser, observersOf } from '@/site/behaviour/fake-observer'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { SimpleSliderWidget } from './Component'
import { attachSimpleSlider, autoslideDelay } from './simple-slider'

const DELAY = 2000

function block(extra: Partial<SimpleSliderBlock> = {}): SimpleSliderBlock {
  return {
    blockType: 'simpleSlider',
    id: 's1',
    label: 'Toimistoltamme',
    slides: ['Aula', 'Neuvotteluhuone', 'Terassi'].map((alt, i) => ({
      image: mediaDoc({ id: i + 1, alt }),
      caption: `${alt} Finlaysonilla`,
    })),
    transition: 'slide',
    aspectRatio: '3/2',
    autoplay: true,
    autoslideDelay: DELAY,
    ...extra,
  }
}

/** The slideshow comes into view (or leaves it). */
const report = (inView: boolean) => {
  const root = document.querySelector('section') as HTMLElement
  for (const observer of observersOf(root)) observer.report([root], inView)
}

const cleanups: Array<() => void> = []
function mount(extra: Partial<SimpleSliderBlock> = {}) {
  const b = block(extra)
  document.body.innerHTML = renderToStaticMarkup(<SimpleSliderWidget block={b} ctx={ctx} />)
  const root = document.querySelector('section') as HTMLElement
  cleanups.push(
    attachSimpleSlider(root, {
      interval: b.autoplay === false ? null : autoslideDelay(b.autoslideDelay),
      pause: 'Pysäytä diaesitys',
      play: 'Toista diaesitys',
      imageFailed: 'Kuvaa ei voitu ladata.',
    }),
  )
  report(true)
  return root
}

const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="dia"]')]
const current = () => slides().findIndex((s) => s.dataset.state === 'current')
const inert = () => slides().map((s) => s.hasAttribute('inert'))
const button = (name: string) => document.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement

beforeEach(() => fakeBrowser())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('simple slider', () => {
  it('autoslide delay: the editor’s only above 999 ms, otherwise 5000 ms (docs/widgets.md)', () => {
    expect(autoslideDelay(1000)).toBe(1000)
    expect(autoslideDelay(7500)).toBe(7500)
    expect(autoslideDelay(SIMPLE_SLIDER.minAutoslideDelay)).toBe(SIMPLE_SLIDER.defaultAutoslideDelay)
    for (const bad of [0, 500, -2000, null, undefined, Number.NaN, '3000'])
      expect(autoslideDelay(bad)).toBe(SIMPLE_SLIDER.defaultAutoslideDelay)
  })

  it('server: a carousel region of "N / M" slides, only the first shown and reachable', () => {
    const doc = render(<SimpleSliderWidget block={block()} ctx={ctx} />)
    const section = doc.querySelector('section')
    expect(section?.getAttribute('aria-roledescription')).toBe('karuselli')
    expect(section?.getAttribute('aria-label')).toBe('Toimistoltamme')
    const groups = [...doc.querySelectorAll('[role="group"]')]
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3'])
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true])
    expect(groups[0]?.getAttribute('data-state')).toBe('current')
    // Controls before the slides (APG); the page-builder slider's 800 ms and base z-index.
    const names = [...doc.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual(['Pysäytä diaesitys', 'Edellinen', 'Seuraava'])
    const style = section?.getAttribute('style') ?? ''
    expect(style).toContain(`--slider-speed:${CAROUSEL.pageBuilderSlider}ms`)
    expect(style).toContain(`--slider-z:${CAROUSEL.baseZIndex}`)
    expect(style).toContain('--slider-ratio:3/2')
    expect(doc.querySelector('[data-slider-track]')?.getAttribute('aria-live')).toBe('off')
    expect(doc.querySelectorAll('img')[1]?.getAttribute('loading')).toBe('lazy')
  })

  it('renders nothing without pictures and no controls for one', () => {
    expect(renderToStaticMarkup(<SimpleSliderWidget block={block({ slides: [] })} ctx={ctx} />)).toBe('')
    const one = render(
      <SimpleSliderWidget
        block={block({ slides: [{ image: mediaDoc() }] })}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(one.querySelectorAll('button')).toHaveLength(0)
    expect(one.querySelector('section')?.getAttribute('aria-label')).toBe('Toimistoltamme')
    expect(
      render(
        <SimpleSliderWidget block={block({ label: null, autoplay: false })} ctx={{ ...ctx, locale: 'en' }} />,
      )
        .querySelector('section')
        ?.getAttribute('aria-label'),
    ).toBe('Slideshow')
  })

  it('previous and next wrap round, move the slides by direction, and stop autoplay', () => {
    vi.useFakeTimers()
    mount()
    button('Seuraava').click()
    expect(current()).toBe(1)
    expect(inert()).toEqual([true, false, true])
    expect(slides()[0]?.dataset).toMatchObject({ state: 'leaving', side: 'before' })
    expect(slides()[1]?.dataset.side).toBe('after')
    button('Edellinen').click()
    button('Edellinen').click()
    expect(current()).toBe(2)
    expect(slides()[2]?.dataset.side).toBe('before')
    // Only the last leaving slide is kept.
    expect(slides().filter((s) => s.dataset.state === 'leaving')).toHaveLength(1)
    expect(button('Toista diaesitys')).toBeTruthy()
    vi.advanceTimersByTime(DELAY * 3)
    expect(current()).toBe(2)
  })

  it('plays every autoslide delay; pauses on hover, out of view and with its button', () => {
    vi.useFakeTimers()
    const root = mount()
    vi.advanceTimersByTime(DELAY)
    expect(current()).toBe(1)
    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(DELAY * 2)
    expect(current()).toBe(1)
    root.dispatchEvent(new PointerEvent('pointerleave'))
    report(false)
    vi.advanceTimersByTime(DELAY * 2)
    expect(current()).toBe(1)
    report(true)
    vi.advanceTimersByTime(DELAY)
    expect(current()).toBe(2)
    button('Pysäytä diaesitys').click()
    vi.advanceTimersByTime(DELAY * 2)
    expect(current()).toBe(2)
    expect(document.querySelector('[data-slider-track]')?.getAttribute('aria-live')).toBe('polite')
    button('Toista diaesitys').click()
    vi.advanceTimersByTime(DELAY)
    expect(current()).toBe(0)
  })
})
