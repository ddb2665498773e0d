import { CAROUSEL_LAZY } from '@/lib/constants'

/** The event a slide image sends when it has failed for good (docs/widgets.md). */
export const LAZY_LOAD_ERROR = 'lazyloaderror'

export type LazyLoadErrorDetail = { src: string; attempts: number }

/** `url` with a `retry` query parameter, so the browser asks the server again. */
export function retryUrl(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`
}

/** Every candidate of a `srcset` through `retryUrl`, descriptors kept. */
export function retrySrcset(srcset: string, attempt: number): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/)
      return [retryUrl(url, attempt), ...descriptors].join(' ')
    })
    .join(', ')
}

/** Loads a slide's lazy images now: the slide is in view or next to it (lazy load "on demand"). */
export function loadImages(slide: Element): void {
  for (const img of slide.querySelectorAll('img')) if (img.loading === 'lazy') img.loading = 'eager'
}

/**
 * docs/widgets.md: an image in `root` that fails to load is tried again up to CAROUSEL_LAZY.retries times,
 * CAROUSEL_LAZY.retryDelay ms apart; then it gets the lazy-load-error state (`data-lazy-load-error`
 * and a visible `message` over it, styled by ./lazy-images.sheet.css on `root`) and sends a
 * `lazyloaderror` event that bubbles.
 */
export function watchImages(root: HTMLElement, message: string, signal: AbortSignal): void {
  const tried = new WeakMap<HTMLImageElement, { src: string; srcset: string; attempts: number }>()
  const failed = (img: HTMLImageElement) => {
    if (img.hasAttribute('data-lazy-load-error')) return
    let state = tried.get(img)
    if (!state) {
      state = { src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset') ?? '', attempts: 0 }
      tried.set(img, state)
    }
    if (state.attempts < CAROUSEL_LAZY.retries) {
      const { src, srcset } = state
      const attempt = ++state.attempts
      const timer = setTimeout(() => {
        if (srcset) img.srcset = retrySrcset(srcset, attempt)
        img.src = retryUrl(src, attempt)
      }, CAROUSEL_LAZY.retryDelay)
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
      return
    }
    img.setAttribute('data-lazy-load-error', '')
    const note = document.createElement('span')
    note.setAttribute('data-lazy-load-fallback', '')
    note.textContent = message
    img.after(note)
    const detail: LazyLoadErrorDetail = { src: state.src, attempts: state.attempts + 1 }
    img.dispatchEvent(new CustomEvent(LAZY_LOAD_ERROR, { bubbles: true, detail }))
  }
  // `error` does not bubble: caught on its way down.
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) failed(event.target)
    },
    { capture: true, signal },
  )
  // Images that failed before the script arrived (a lazy image not yet asked for has no currentSrc).
  for (const img of root.querySelectorAll('img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) failed(img)
  }
}
