import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import { CAROUSEL, TIMING } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import { fragmentId } from '@/ui/fragment'
import { type Autoplay, startAutoplay } from '@/ui/slides/autoplay'
import { loadImages, watchImages } from '@/ui/slides/lazy-images'

export type CarouselOptions = {
  /** The editor's transition time in ms. */
  speed: number
  /** Milliseconds between automatic advances; null when autoplay is off. */
  interval: number | null
  loop: boolean
  scrollMode: 'slide' | 'page'
  autoHeight: boolean
  hashSync: boolean
  pause: string
  play: string
  imageFailed: string
}

/**
 * Embla's `duration` is not a time: every 1/60 s its scroll body adds distance ÷ duration to the
 * velocity and keeps 68 % of it. From 20 to 60 (Embla's advised range) the slide then comes within
 * 1 % of its place in about 37 × duration − 240 ms, which this inverts: 500 ms → 20. Below 20 the
 * motion overshoots rather than gets quicker, so shorter times get 20; 0 jumps.
 */
export function emblaDuration(ms: number): number {
  if (!(ms > 0)) return 0
  return Math.min(60, Math.max(20, Math.round((ms + 240) / 37)))
}

/** docs/widgets.md: carousels out of view start one after another, not all at once while the page loads. */
export function initDelay(order: number): number {
  return CAROUSEL.thirdPartyInitStart + order * CAROUSEL.thirdPartyInitStep
}
/** Carousels waiting for their start on this page: the next one waits a step longer. */
let waiting = 0

/** A slide counts as shown, and so reachable by Tab, when at least half of it is in view. */
const SHOWN = 0.5

/**
 * Brings a server-rendered carousel to life with Embla. The server's layout is already final
 * (columns, gap and stage padding in CSS, a scroll-snap strip without JavaScript); Embla takes
 * over without moving it: in view at once, out of view after `initDelay`, or as it scrolls in.
 */
export function attachCarousel(root: HTMLElement, options: CarouselOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  const track = viewport?.firstElementChild
  if (!viewport || !(track instanceof HTMLElement)) return () => {}
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement)
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]')
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]')
  const dots = root.querySelector<HTMLElement>('[data-carousel-dots]')
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-rotation]')
  watchImages(root, options.imageFailed, signal)

  const hashSlide = (hash: string) => {
    const id = fragmentId(hash)
    return options.hashSync && id ? slides.findIndex((slide) => slide.dataset.hash === id) : -1
  }
  let embla: EmblaCarouselType | null = null
  let player: Autoplay | null = null
  let inView = false
  /** Within a screen's height of the visible page: its pictures may load (lazy load on demand). */
  let near = false
  let loadNear = () => {}
  let startTimer: ReturnType<typeof setTimeout> | undefined
  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  let slidesSeen: IntersectionObserver | null = null
  // Which slides each scroll snap shows (Embla's own map, also behind its focus handling).
  const groups = () => embla?.internalEngine().slideRegistry ?? []
  const snapOf = (slide: number) =>
    Math.max(
      0,
      groups().findIndex((group) => group.includes(slide)),
    )

  const schedule = () => {
    startTimer = setTimeout(start, initDelay(waiting))
    waiting += 1
  }
  const unschedule = () => {
    if (startTimer === undefined) return
    clearTimeout(startTimer)
    startTimer = undefined
    waiting -= 1
  }

  const start = () => {
    if (embla) return
    unschedule()
    const target = hashSlide(location.hash)
    // A visitor may have scrolled the scroll-snap strip before the script arrived.
    const scrolled = Math.round(viewport.scrollLeft / (slides[0]?.offsetWidth || 1))
    viewport.scrollLeft = 0
    const extra = viewport.offsetHeight - track.offsetHeight
    if (options.autoHeight) viewport.style.height = `${viewport.offsetHeight}px`
    root.dataset.ready = ''
    const measure = () => `${track.offsetWidth}:${slides[0]?.offsetWidth ?? 0}`
    let measured = measure()
    const api = EmblaCarousel(viewport, {
      align: 'start',
      loop: options.loop,
      slidesToScroll: options.scrollMode === 'page' ? 'auto' : 1,
      duration: reducedMotion() ? 0 : emblaDuration(options.speed),
      dragThreshold: TIMING.dragThreshold,
      // docs/widgets.md responsive refresh: measure again once the width has rested, not on every change.
      watchResize: (instance) => {
        clearTimeout(resizeTimer)
        resizeTimer = setTimeout(() => {
          if (measure() === measured) return
          measured = measure()
          instance.reInit()
        }, CAROUSEL.responsiveRefresh)
        return false
      },
    })
    embla = api

    const visible = new Set<number>()
    // A slide's neighbours: round the ends only when the carousel goes round.
    const wrap = (i: number) => (options.loop ? (i + slides.length) % slides.length : i)
    const at = (i: number) => slides[wrap(i)]
    // The slides in view and one either side; when it moves, the view it goes to as well.
    const load = (from: number, to: number) => {
      for (let i = from; i <= to; i++) {
        const slide = at(i)
        if (near && slide) loadImages(slide)
      }
    }
    loadNear = () => {
      for (const i of visible) load(i - 1, i + 1)
    }
    const fitHeight = () => {
      if (!options.autoHeight || visible.size === 0) return
      const tallest = Math.max(...[...visible].map((i) => slides[i]?.offsetHeight ?? 0))
      viewport.style.height = `${tallest + extra}px`
    }
    // At rest, slides neither in view nor next to it are hidden (nothing to paint, no lazy image
    // to wait for); while the carousel moves, all show, so none appears late.
    let moving = false
    const markFar = () => {
      slides.forEach((slide, i) => {
        const close = [i - 1, i, i + 1].some((j) => visible.has(wrap(j)))
        slide.toggleAttribute('data-far', !moving && !close)
      })
    }
    const move = (on: boolean) => {
      moving = on
      markFar()
    }
    slidesSeen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const slide = entry.target as HTMLElement
          const i = slides.indexOf(slide)
          const shown = entry.intersectionRatio >= SHOWN
          // Out of view: out of the Tab order and the accessibility tree; coming into view, the
          // slides' live region (polite unless autoplay runs) reads what appeared.
          slide.toggleAttribute('inert', !shown)
          if (!shown) {
            visible.delete(i)
            continue
          }
          visible.add(i)
        }
        loadNear()
        fitHeight()
        if (!moving) markFar()
      },
      { root: viewport, threshold: SHOWN },
    )
    for (const slide of slides) slidesSeen.observe(slide)

    const buildDots = () => {
      const count = api.scrollSnapList().length
      root.toggleAttribute('data-static', count < 2)
      if (!dots) return
      dots.replaceChildren(
        ...groups().map((group, snap) => {
          const dot = document.createElement('button')
          dot.type = 'button'
          const first = slides[group[0] ?? snap]
          if (first?.id) dot.setAttribute('aria-labelledby', first.id)
          dot.addEventListener(
            'click',
            () => {
              if (snap === api.selectedScrollSnap()) return
              player?.stop()
              api.scrollTo(snap)
            },
            { signal },
          )
          return dot
        }),
      )
      dots.hidden = count < 2
    }
    const showState = () => {
      const snap = api.selectedScrollSnap()
      // APG grouped carousel: the picker of the shown slide is aria-disabled, not disabled, so it
      // stays in the Tab sequence.
      dots?.querySelectorAll('button').forEach((dot, i) => {
        dot.setAttribute('aria-disabled', String(i === snap))
      })
      prev?.setAttribute('aria-disabled', String(!api.canScrollPrev()))
      next?.setAttribute('aria-disabled', String(!api.canScrollNext()))
    }
    // The shown slide's hash goes into the address, replacing (not adding) a history entry.
    const writeHash = () => {
      if (!options.hashSync) return
      const snap = api.selectedScrollSnap()
      const hash = slides[groups()[snap]?.[0] ?? snap]?.dataset.hash
      if (hash) history.replaceState(history.state, '', `#${hash}`)
      else if (hashSlide(location.hash) >= 0)
        history.replaceState(history.state, '', location.pathname + location.search)
    }
    api.on('select', () => {
      // A jump (reduced motion, a link on load) has settled before Embla announces the choice.
      const { location, target } = api.internalEngine()
      move(location.get() !== target.get())
      const first = groups()[api.selectedScrollSnap()]?.[0] ?? 0
      load(first - 1, first + Math.round(track.offsetWidth / (slides[0]?.offsetWidth || track.offsetWidth)))
      showState()
      writeHash()
    })
    api.on('settle', () => move(false))
    api.on('reInit', () => {
      buildDots()
      showState()
    })
    api.on('pointerDown', () => {
      player?.stop()
      move(true)
    })
    buildDots()
    showState()

    const go = (step: () => void) => (event: Event) => {
      if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return
      player?.stop()
      step()
    }
    prev?.addEventListener(
      'click',
      go(() => api.scrollPrev()),
      { signal },
    )
    next?.addEventListener(
      'click',
      go(() => api.scrollNext()),
      { signal },
    )

    if (target >= 0) {
      api.scrollTo(snapOf(target), true)
      root.scrollIntoView({ block: 'start' })
    } else if (scrolled > 0) api.scrollTo(snapOf(scrolled), true)

    if (options.interval) {
      player = startAutoplay(
        root,
        {
          interval: options.interval,
          advance: () => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)),
          toggle,
          pause: options.pause,
          play: options.play,
          onChange: (running) => track.setAttribute('aria-live', running ? 'off' : 'polite'),
        },
        signal,
      )
      player.pause('offscreen', !inView)
    }
  }

  const view = new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting === true
    player?.pause('offscreen', !inView)
  })
  view.observe(root)
  const nearby = new IntersectionObserver(
    ([entry]) => {
      near = entry?.isIntersecting === true
      if (near) {
        start()
        loadNear()
      } else if (!embla && startTimer === undefined) schedule()
    },
    { rootMargin: '100% 0px' },
  )
  nearby.observe(root)
  // A link to one of its slides starts it straight away.
  if (hashSlide(location.hash) >= 0) start()
  addEventListener(
    'hashchange',
    () => {
      const slide = hashSlide(location.hash)
      if (slide < 0) return
      // Not started yet: starting goes there.
      if (!embla) return start()
      player?.stop()
      embla.scrollTo(snapOf(slide))
      root.scrollIntoView({ block: 'start' })
    },
    { signal },
  )

  return () => {
    controller.abort()
    view.disconnect()
    nearby.disconnect()
    slidesSeen?.disconnect()
    unschedule()
    clearTimeout(resizeTimer)
    embla?.destroy()
  }
}
