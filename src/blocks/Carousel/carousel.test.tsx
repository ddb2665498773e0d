import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL, COLUMN_DEFAULTS } from '@/lib/constants'
import type { CarouselBlock } from '@/payload-types'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { readApgVectors } from '../../../tests/unit/vectors'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { CarouselFrame, CarouselWidget } from './Component'
import { attachCarousel } from './carousel'
import { emblaDuration } from './layout'
import type { CarouselOptions } from './options'
import { autoplayInterval, cardSizes, columnCounts, frameStyle, slideStyle } from './settings'
import { initDelay } from './start-queue'

const vectors = readApgVectors()

const button = (label: string): WidgetMap['button'] => ({
  blockType: 'button',
  label,
  style: 'filled',
  link: { type: 'custom', url: '/yhteystiedot' },
})

const SERVICES = ['Verkkosivut', 'Verkkokaupat', 'Ylläpito', 'Saavutettavuus', 'Hakukoneet', 'Koulutus']

function block(extra: Partial<CarouselBlock> = {}): CarouselBlock {
  return {
    blockType: 'carousel',
    id: 'c1',
    label: 'Palvelumme',
    source: 'slides',
    slides: SERVICES.map((name, i) => ({ hash: `palvelu-${i + 1}`, content: [button(name)] })),
    scrollMode: 'slide',
    ...extra,
  }
}

const html = (extra: Partial<CarouselBlock> = {}) =>
  renderToStaticMarkup(<CarouselWidget block={block(extra)} ctx={ctx} Widgets={RenderWidgets} />)

/** Slides 300 px wide in a 900 px view (three at a time), as a browser would lay them out. */
function layout(view = 900, slide = 300) {
  const isSlide = (el: HTMLElement) => el.getAttribute('aria-roledescription') === 'dia'
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (isSlide(this)) return slide
    return this.matches('[data-carousel-viewport], [data-carousel-viewport] > div') ? view : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? [...(this.parentElement?.children ?? [])].indexOf(this) * slide : 0
  })
}

/**
 * IntersectionObserver driven by the test: `report` tells an observer what share of a target it
 * sees (the site's fake observer, src/site/behaviour/fake-observer.ts, knows only in or out).
 */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
  report(target: Element, ratio: number) {
    const entry = { target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}
/** Tells the page-viewport observers whether the carousel is on screen (and so near it). */
function onScreen(root: Element, shown: boolean) {
  for (const observer of FakeObserver.all.filter((o) => !o.options.root && o.targets.includes(root)))
    observer.report(root, shown ? 1 : 0)
}
/** Tells the slides' observer which slides are at least half in view. */
function slidesShown(indexes: number[]) {
  const observer = FakeObserver.all.find((o) => o.options.threshold === 0.5)
  observer?.targets.forEach((slide, i) => {
    observer.report(slide, indexes.includes(i) ? 1 : 0.2)
  })
}

function options(b: CarouselBlock): CarouselOptions {
  return {
    speed: CAROUSEL.speed,
    interval: b.autoplay ? autoplayInterval(b.autoplaySpeed, b.source) : null,
    loop: b.infinite ?? CAROUSEL.infinite,
    scrollMode: b.scrollMode === 'page' ? 'page' : 'slide',
    autoHeight: Boolean(b.autoHeight),
    hashSync: Boolean(b.hashSync),
    pause: 'Pysäytä diaesitys',
    play: 'Toista diaesitys',
    imageFailed: 'Kuvaa ei voitu ladata.',
  }
}

const cleanups: Array<() => void> = []
function mount(extra: Partial<CarouselBlock> = {}, { visible = true } = {}) {
  const b = block(extra)
  document.body.innerHTML = renderToStaticMarkup(
    <CarouselWidget block={b} ctx={ctx} Widgets={RenderWidgets} />,
  )
  const root = document.querySelector<HTMLElement>('[data-carousel]') as HTMLElement
  // Embla reads the last slide's end margin; happy-dom has no stylesheet to compute it from.
  for (const slide of slides()) slide.style.marginRight = '0px'
  cleanups.push(attachCarousel(root, options(b)))
  if (visible) onScreen(root, true)
  return root
}

const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="dia"]')]
const dots = () => [...document.querySelectorAll<HTMLButtonElement>('[data-carousel-dots] button')]
const current = () => dots().findIndex((d) => d.getAttribute('aria-disabled') === 'true')
const control = (name: string) => document.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  )
  layout()
  history.replaceState(null, '', '/')
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('carousel markup (APG carousel, grouped variant)', () => {
  const region = () => document.querySelector('section') as HTMLElement
  const track = () => document.getElementById(control('Seuraava').getAttribute('aria-controls') ?? '')
  const checks: Record<string, () => void> = {
    'carousel-region-role': () => {
      // A section with a name is a region landmark.
      expect(region().tagName).toBe('SECTION')
      expect(region().getAttribute('aria-label')).toBeTruthy()
    },
    'carousel-region-aria-roledescription': () =>
      // Localised, as the APG note asks.
      expect(region().getAttribute('aria-roledescription')).toBe('karuselli'),
    'carousel-region-aria-label': () => expect(region().getAttribute('aria-label')).toBe('Palvelumme'),
    'carousel-aria-live': () => {
      expect(track()?.getAttribute('aria-live')).toBe('off')
      control('Pysäytä diaesitys').click()
      expect(track()?.getAttribute('aria-live')).toBe('polite')
    },
    'carousel-button-aria-label': () => {
      for (const name of ['Pysäytä diaesitys', 'Edellinen', 'Seuraava'])
        expect(control(name).tagName).toBe('BUTTON')
    },
    'carousel-button-aria-controls': () => {
      expect(control('Edellinen').getAttribute('aria-controls')).toBe(track()?.id)
      expect(track()?.contains(slides()[0] ?? null)).toBe(true)
    },
    'carousel-group-role': () => {
      expect(slides()).toHaveLength(6)
      for (const slide of slides()) expect(slide.getAttribute('role')).toBe('group')
    },
    'carousel-group-aria-label': () =>
      expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(
        SERVICES.map((_, i) => `${i + 1} / 6`),
      ),
    'carousel-group-aria-roledescription': () => {
      for (const slide of slides()) expect(slide.getAttribute('aria-roledescription')).toBe('dia')
    },
    'rotation-aria-label': () => {
      const rotation = document.querySelector('[data-carousel-rotation]') as HTMLButtonElement
      expect(rotation.getAttribute('aria-label')).toBe('Pysäytä diaesitys')
      rotation.click()
      expect(rotation.getAttribute('aria-label')).toBe('Toista diaesitys')
    },
    // The tabbed variant's picker: ours is the grouped variant's (a labelled group of buttons, the
    // shown slide's picker aria-disabled), one picker per scroll position, not per slide.
    'tablist-role': () =>
      expect(document.querySelector('[data-carousel-dots]')?.getAttribute('role')).toBe('group'),
    'tablist-aria-label': () =>
      expect(document.querySelector('[data-carousel-dots]')?.getAttribute('aria-label')).toBe(
        'Valitse näytettävä dia',
      ),
    'tab-role': () => expect(dots().every((d) => d.type === 'button')).toBe(true),
    'tab-aria-label': () =>
      // Named by the slide they show (APG grouped: aria-labelledby the slide group).
      expect(
        dots().map((d) =>
          document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.getAttribute('aria-label'),
        ),
      ).toEqual(['1 / 6', '2 / 6', '3 / 6', '4 / 6']),
    'tab-aria-selected': () => expect(current()).toBe(0),
    'tab-tabindex': () => expect(dots().every((d) => d.tabIndex === 0)).toBe(true),
    'tab-aria-controls': () => expect(dots().every((d) => d.getAttribute('aria-labelledby'))).toBe(true),
    'tabpanel-role': () => expect(document.querySelector('[role="tabpanel"]')).toBeNull(),
    'tabpanel-aria-label': () => expect(slides()[1]?.getAttribute('aria-label')).toBe('2 / 6'),
    'tabpanel-roledescription': () => expect(slides()[1]?.getAttribute('aria-roledescription')).toBe('dia'),
  }
  for (const c of vectors.cases.filter(
    (x) => x.input.pattern === 'carousel' && x.input.kind !== 'keyboard',
  )) {
    it(`${c.input.test_file.split('/').at(-1)} ${c.input.test_id}: ${c.expected.test_description}`, () => {
      mount({ autoplay: true, infinite: false })
      const check = checks[c.input.test_id]
      if (!check) throw new Error(`no check for APG test id ${c.input.test_id}`)
      check()
    })
  }

  it('in English: localised role descriptions and names', () => {
    const doc = render(
      <CarouselWidget
        block={block({ autoplay: true, label: null })}
        ctx={{ ...ctx, locale: 'en' }}
        Widgets={RenderWidgets}
      />,
    )
    const section = doc.querySelector('section')
    expect(section?.getAttribute('aria-roledescription')).toBe('carousel')
    expect(section?.getAttribute('aria-label')).toBe('Highlights')
    expect(doc.querySelector('[role="group"]')?.getAttribute('aria-roledescription')).toBe('slide')
    expect(doc.querySelector('[data-carousel-rotation]')?.getAttribute('aria-label')).toBe('Pause slide show')
    expect(doc.querySelector('[data-carousel-dots]')?.getAttribute('aria-label')).toBe(
      'Choose slide to display',
    )
  })

  it('renders nothing without slides, and no controls for one', () => {
    expect(html({ slides: [] })).toBe('')
    expect(html({ slides: [{ content: [] }, { content: null }] })).toBe('')
    const one = render(
      <CarouselFrame
        block={block({ autoplay: true })}
        ctx={ctx}
        label="Yksi"
        slides={[{ key: 'a', content: 'A' }]}
      />,
    )
    expect(one.querySelectorAll('button')).toHaveLength(0)
    expect(one.querySelector('[aria-roledescription="dia"]')?.getAttribute('aria-label')).toBe('1 / 1')
  })

  it('lays out on the server: columns per band, gap, stage padding, speed; hashes only when synced', () => {
    const doc = render(
      <CarouselWidget
        block={block({ columnsWide: 4, columnsPhone: 9, gap: 16, stagePadding: 40, speed: 800 })}
        ctx={ctx}
        Widgets={RenderWidgets}
      />,
    )
    const style = doc.querySelector('section')?.getAttribute('style') ?? ''
    for (const part of [
      '--carousel-cols-w:4',
      `--carousel-cols-d:${COLUMN_DEFAULTS.desktop}`,
      `--carousel-cols-tv:${COLUMN_DEFAULTS.verticalTablet}`,
      '--carousel-cols-p:6',
      '--carousel-gap:16px',
      '--carousel-stage:40px',
      '--carousel-speed:800ms',
    ])
      expect(style).toContain(part)
    expect(doc.querySelector('[data-hash]')).toBeNull()
    // Slide indexes for the auto-height rule; the dots wait for the island.
    expect(doc.querySelectorAll('[aria-roledescription="dia"]')[2]?.getAttribute('style')).toBe('--i:2')
    expect(doc.querySelector('[data-carousel-dots]')?.hasAttribute('hidden')).toBe(true)
    expect(html({ hashSync: true })).toContain('data-hash="palvelu-2"')
    expect(html({ autoplay: false })).toContain('aria-live="polite"')
    expect(html({ arrows: false, bullets: false })).not.toContain('Seuraava')
  })
})

/** One scenario per APG keyboard test id (native buttons: Enter and Space are their click). */
const keyboard: Record<string, () => void> = {
  'carousel-key-tab': () => {
    mount({ autoplay: true })
    // Rotation control, previous and next precede the slide content in the Tab sequence.
    const focusables = [...document.querySelectorAll<HTMLElement>('button, a[href]')]
    const order = focusables.map((el) => el.getAttribute('aria-label') ?? el.textContent)
    expect(order.slice(0, 4)).toEqual(['Pysäytä diaesitys', 'Edellinen', 'Seuraava', SERVICES[0]])
  },
  'carousel-enter-or-space-toggle': () => {
    vi.useFakeTimers()
    mount({ autoplay: true })
    const rotation = control('Pysäytä diaesitys')
    rotation.focus()
    rotation.click()
    vi.advanceTimersByTime(CAROUSEL.autoplaySpeed * 2)
    expect(current()).toBe(0)
    rotation.click()
    vi.advanceTimersByTime(CAROUSEL.autoplaySpeed)
    expect(current()).toBe(1)
  },
  'carousel-key-enter-or-space-move': () => {
    mount({ infinite: true })
    control('Edellinen').click()
    expect(current()).toBe(5)
    control('Seuraava').click()
    expect(current()).toBe(0)
  },
  'rotation-key-tab': () => keyboard['carousel-key-tab']?.(),
  'rotation-enter-or-space-toggle': () => keyboard['carousel-enter-or-space-toggle']?.(),
}
for (const file of ['carousel_carousel-1-prev-next.js', 'carousel_carousel-2-tablist.js']) {
  const rows = vectors.keyboard_summary_per_test_file[file]?.keyboard ?? []
  describe(`carousel keyboard rows (${file})`, () => {
    it('has the keyboard table', () => expect(rows.length).toBeGreaterThanOrEqual(3))
    for (const row of rows) {
      // The tabbed variant's arrow keys move between tabs; our picker is the grouped variant's
      // buttons, each in the Tab sequence, so those rows do not apply.
      if (file.includes('tablist') && !row.test_id.startsWith('rotation-')) continue
      it(`${row.key}: ${row.effect.slice(0, 70)}`, () => {
        const scenario = keyboard[row.test_id]
        if (!scenario) throw new Error(`no scenario for APG test id ${row.test_id}`)
        scenario()
      })
    }
  })
}

describe('carousel island', () => {
  it('builds one picker per scroll position, keeps them and the arrows in step, stops autoplay', () => {
    mount({ autoplay: true, infinite: false })
    expect(dots()).toHaveLength(4)
    expect(document.querySelector('[data-carousel-dots]')?.hasAttribute('hidden')).toBe(false)
    expect(control('Edellinen').getAttribute('aria-disabled')).toBe('true')
    control('Seuraava').click()
    expect(current()).toBe(1)
    expect(control('Edellinen').getAttribute('aria-disabled')).toBe('false')
    // Any interaction stops autoplay until play.
    expect(document.querySelector('[data-carousel-rotation]')?.getAttribute('aria-label')).toBe(
      'Toista diaesitys',
    )
    dots()[3]?.click()
    expect(current()).toBe(3)
    expect(control('Seuraava').getAttribute('aria-disabled')).toBe('true')
    control('Seuraava').click()
    expect(current()).toBe(3)
  })

  it('scrolls a view at a time in page mode', () => {
    mount({ scrollMode: 'page', infinite: false })
    expect(dots()).toHaveLength(2)
    control('Seuraava').click()
    expect(current()).toBe(1)
  })

  it('makes slides out of view inert and loads the images next to those in view', () => {
    const picture: WidgetMap['imageBanner'] = {
      blockType: 'imageBanner',
      image: mediaDoc(),
      title: 'Toimisto',
    }
    const withPicture = block().slides?.map((slide, i) => (i === 4 ? { content: [picture] } : slide))
    mount({ infinite: false, slides: withPicture }, { visible: false })
    // Beyond the first view (three slides at most), images wait.
    const img = document.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('loading')).toBe('lazy')
    onScreen(document.querySelector('section') as HTMLElement, true)
    slidesShown([0, 1, 2])
    expect(slides().map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true, true, true])
    expect(img.loading).toBe('lazy')
    // At rest, slides neither in view nor next to it are hidden.
    expect(slides().map((s) => s.hasAttribute('data-far'))).toEqual([false, false, false, false, true, true])
    slidesShown([1, 2, 3])
    expect(slides().map((s) => s.hasAttribute('inert'))).toEqual([true, false, false, false, true, true])
    expect(img.loading).toBe('eager')
    expect(slides().map((s) => s.hasAttribute('data-far'))).toEqual([false, false, false, false, false, true])
  })

  it('shows every slide while it moves, and loads the pictures of the view it goes to', () => {
    const picture: WidgetMap['imageBanner'] = {
      blockType: 'imageBanner',
      image: mediaDoc(),
      title: 'Toimisto',
    }
    const withPicture = block().slides?.map((slide, i) => (i === 5 ? { content: [picture] } : slide))
    mount({ infinite: false, slides: withPicture })
    slidesShown([0, 1, 2])
    expect(slides()[5]?.hasAttribute('data-far')).toBe(true)
    // A picker jump to the last view: nothing hidden on the way, its pictures asked for at once.
    dots()[3]?.click()
    expect(slides().some((s) => s.hasAttribute('data-far'))).toBe(false)
    expect(document.querySelector('img')?.loading).toBe('eager')
  })

  it('starts carousels out of view one after another, or as soon as one scrolls in', () => {
    vi.useFakeTimers()
    const picture: WidgetMap['imageBanner'] = {
      blockType: 'imageBanner',
      image: mediaDoc(),
      title: 'Toimisto',
    }
    const root = mount({ slides: [{ content: [picture] }, ...(block().slides ?? [])] }, { visible: false })
    onScreen(root, false)
    expect(root.hasAttribute('data-ready')).toBe(false)
    vi.advanceTimersByTime(initDelay(0) - 1)
    expect(root.hasAttribute('data-ready')).toBe(false)
    vi.advanceTimersByTime(CAROUSEL.thirdPartyInitStep * 10)
    expect(root.hasAttribute('data-ready')).toBe(true)
    // Started far from the visitor's view, it leaves its pictures to load when it comes near.
    slidesShown([0, 1, 2])
    const img = root.querySelector('img') as HTMLImageElement
    expect(img.loading).toBe('lazy')
    onScreen(root, true)
    expect(img.loading).toBe('eager')
    expect(initDelay(0)).toBe(CAROUSEL.thirdPartyInitStart)
    expect(initDelay(2)).toBe(CAROUSEL.thirdPartyInitStart + 2 * CAROUSEL.thirdPartyInitStep)
    const other = mount({}, { visible: false })
    onScreen(other, true)
    expect(other.hasAttribute('data-ready')).toBe(true)
  })

  it('a second carousel out of view starts one step after the first', () => {
    vi.useFakeTimers()
    document.body.innerHTML = html({ id: 'a' }) + html({ id: 'b' })
    for (const slide of slides()) slide.style.marginRight = '0px'
    const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-carousel]')] as [
      HTMLElement,
      HTMLElement,
    ]
    for (const root of [a, b]) {
      cleanups.push(attachCarousel(root, options(block())))
      onScreen(root, false)
    }
    vi.advanceTimersByTime(initDelay(0))
    expect([a, b].map((root) => root.hasAttribute('data-ready'))).toEqual([true, false])
    vi.advanceTimersByTime(CAROUSEL.thirdPartyInitStep)
    expect(b.hasAttribute('data-ready')).toBe(true)
  })

  it('follows the address fragment: opens at its slide, writes the shown slide’s, hears hashchange', () => {
    history.replaceState(null, '', '/#palvelu-5')
    mount({ hashSync: true, infinite: false }, { visible: false })
    // Started at once for the link, at the snap that shows slide 5 (the last of four snaps).
    expect(current()).toBe(3)
    control('Edellinen').click()
    expect(location.hash).toBe('#palvelu-3')
    history.replaceState(null, '', '/#palvelu-2')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(current()).toBe(1)
    // A fragment that is not a slide's is left alone.
    history.replaceState(null, '', '/#muu')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(current()).toBe(1)
    expect(location.hash).toBe('#muu')
  })
})

describe('carousel settings', () => {
  it('autoplay interval: the editor’s from 1000 ms, else 3000 ms, or 6000 ms for posts and portfolio', () => {
    expect(autoplayInterval(4500, 'slides')).toBe(4500)
    expect(autoplayInterval(null, 'slides')).toBe(CAROUSEL.autoplaySpeed)
    expect(autoplayInterval(200, 'slides')).toBe(CAROUSEL.autoplaySpeed)
    expect(autoplayInterval(undefined, 'posts')).toBe(CAROUSEL.themeAutoplaySpeed)
    expect(autoplayInterval(Number.NaN, 'portfolio')).toBe(CAROUSEL.themeAutoplaySpeed)
  })

  it('column counts default to docs/widgets.md and stay within 1–6; card sizes follow them', () => {
    expect(columnCounts(block())).toEqual([3, 3, 3, 3, 2, 1])
    expect(columnCounts(block({ columnsWide: 0, columnsLaptop: 4.4 }))).toEqual([1, 3, 4, 3, 2, 1])
    expect(cardSizes(block())).toBe(
      '(max-width: 480px) 100vw, (max-width: 768px) 50vw, (max-width: 991px) 33vw, (max-width: 1198px) 33vw, (max-width: 1449px) 33vw, 400px',
    )
    expect(frameStyle(block({ gap: -5, stagePadding: 999 }))).toMatchObject({
      '--carousel-gap': '0px',
      '--carousel-stage': '200px',
    })
  })

  it('slide styles: only the bands set, valid values only', () => {
    expect(
      slideStyle({
        desktop: { padding: 24, align: 'center' },
        mobile: { padding: 500 },
        tablet: { align: 'justify' as 'left' },
      }),
    ).toEqual({ '--slide-pad-d': '24px', '--slide-align-d': 'center', '--slide-pad-m': '120px' })
    expect(slideStyle(undefined)).toEqual({})
  })

  it('maps the speed in ms onto Embla’s physics', () => {
    // Embla 8.6's scroll body: per 1/60 s frame velocity += distance / duration, then × 0.68.
    const settleMs = (duration: number) => {
      let location = 0
      let velocity = 0
      for (let frame = 1; frame < 1000; frame++) {
        velocity = (velocity + (1000 - location) / duration) * 0.68
        location += velocity
        if (Math.abs(1000 - location) < 10) return (frame * 1000) / 60
      }
      return Number.POSITIVE_INFINITY
    }
    for (const ms of [CAROUSEL.speed, CAROUSEL.smoothSpeed, 800, 1500]) {
      expect(Math.abs(settleMs(emblaDuration(ms)) - ms)).toBeLessThan(40)
    }
    expect(emblaDuration(CAROUSEL.speed)).toBe(20)
    expect(emblaDuration(0)).toBe(0)
    expect(emblaDuration(CAROUSEL.smartSpeed)).toBe(20)
    expect(emblaDuration(10000)).toBe(60)
  })
})
