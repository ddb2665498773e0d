import { BREAKPOINTS, TIMING } from '@/lib/constants'
import type { Scan } from '@/ui/dom'

export type Platform = { ios: boolean; safari: boolean; mobile: boolean }
export type Device = 'phone' | 'tablet' | 'desktop'

/** docs/page.md's mobile list. */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone/i

/** iPadOS Safari sends a desktop Mac user agent; only its touch points give it away. */
export function platform(ua: string, touchPoints: number): Platform {
  const ipadOs = /Macintosh/.test(ua) && touchPoints > 1
  return {
    ios: /iPhone|iPad|iPod/.test(ua) || ipadOs,
    safari: /Safari/.test(ua) && !/Chrom|Android/.test(ua),
    mobile: MOBILE_UA.test(ua) || ipadOs,
  }
}

/** The layout viewport's width, or null (warned, as docs/page.md says) when the browser gives none. */
export function viewportWidth(): number | null {
  for (const width of [window.innerWidth, document.documentElement.clientWidth])
    if (Number.isFinite(width) && width > 0) return width
  console.warn('Can not detect viewport width.')
  return null
}

/**
 * Phone or tablet comes from CSS (`--device`, set by media queries in globals.css), so JS and CSS
 * agree; without the stylesheet's answer the width decides at the same 767 / 991 px.
 */
export function device(): Device {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--device').trim()
  if (value === 'phone' || value === 'tablet' || value === 'desktop') return value
  const width = viewportWidth()
  const { phoneMax, verticalTabletMax } = BREAKPOINTS.listColumns
  if (width === null || width > verticalTabletMax) return 'desktop'
  return width > phoneMax ? 'tablet' : 'phone'
}

export function markRoots(p: Platform, d: Device): void {
  for (const el of [document.documentElement, document.body]) {
    el.toggleAttribute('data-ios', p.ios)
    el.toggleAttribute('data-safari', p.safari)
    el.toggleAttribute('data-mobile', p.mobile)
    el.dataset.device = d
  }
}

/** Header areas' first and last displayed mini-widgets, for the separators and spacing CSS draws. */
export function markHeaderAreas(): void {
  for (const area of document.querySelectorAll('[data-header-area]')) {
    const items = [...area.children]
    const shown = items.filter((el) => getComputedStyle(el).display !== 'none')
    for (const el of items) {
      el.toggleAttribute('data-first-visible', el === shown[0])
      el.toggleAttribute('data-last-visible', el === shown.at(-1))
    }
  }
}

/** Re-marks after a resize settles; the returned scan marks (at start and after content is added). */
export function initMarkers(p: Platform, signal: AbortSignal): Scan {
  const mark = () => {
    markRoots(p, device())
    markHeaderAreas()
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  addEventListener(
    'resize',
    () => {
      clearTimeout(timer)
      timer = setTimeout(mark, TIMING.resizeDebounceTheme)
    },
    { signal },
  )
  signal.addEventListener('abort', () => clearTimeout(timer))
  return mark
}
