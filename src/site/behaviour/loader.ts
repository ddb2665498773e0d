import { TIMING } from '@/lib/constants'

/** The page loader bar (PageLoader) leaves 300 ms after the window's load event (docs/page.md). */
export function removeLoaderAfterLoad(signal: AbortSignal): void {
  const remove = () => {
    const timer = setTimeout(
      () => document.querySelector('[data-page-loader]')?.remove(),
      TIMING.loaderRemoval,
    )
    signal.addEventListener('abort', () => clearTimeout(timer))
  }
  if (document.readyState === 'complete') remove()
  else addEventListener('load', remove, { once: true, signal })
}
