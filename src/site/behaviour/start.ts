import { bangLinkOf, hasMenuAnchors, isBang } from '@/ui/anchor-links'
import { startConsentOnPage } from '@/ui/consent/browser'
import { onContentAdded } from '@/ui/content-added'
import { type Scan, within } from '@/ui/dom'
import { initAnimations } from './animations'
import { reportMissingFeatures } from './features'
import { writeLangCookie } from './lang-cookie'
import { LAZY } from './lazy-selector'
import { removeLoaderAfterLoad } from './loader'
import { device, initMarkers, platform } from './markers'
import { initSearchSuggest } from './search-suggest'
import { whereNeeded } from './where-needed'

/**
 * The anchors (docs/page.md, Anchors), loaded only where they have work: at once for menu links to
 * places on the page (the scroll spy) or a `#!/` address (also one set later), and for other `#!/`
 * links (the back-to-top link on every page) when the visitor reaches for one. A click that comes
 * before the code still lands: the fragment changes, and the code, once loaded, scrolls to it.
 */
function anchorsWhereUsed(signal: AbortSignal): Scan {
  const anchors = whereNeeded(
    (root) => isBang(location.hash) || hasMenuAnchors(root),
    () => import('@/ui/anchors').then(({ initAnchors }) => initAnchors(signal)),
    signal,
  )
  addEventListener('hashchange', () => isBang(location.hash) && anchors.load(), { signal })
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(type, (event) => bangLinkOf(event.target) && anchors.load(), {
      signal,
      passive: true,
    })
  return anchors.scan
}

/**
 * In a draft preview (SiteShell marks its banner `data-live-preview`), re-renders the page whenever
 * the admin beside it saves; the listener is a chunk of its own, fetched only there.
 */
function followPreview(refresh: () => void, signal: AbortSignal): void {
  if (!document.querySelector('[data-live-preview]')) return
  void import('@/site/preview/live-preview').then(({ listenForSaves }) => {
    if (!signal.aborted) signal.addEventListener('abort', listenForSaves(window, refresh))
  })
}

/**
 * Starts every page-wide behaviour (docs/page.md); returns the function that stops them. `refresh`
 * re-renders the page from the server (the router's), for the live preview.
 */
export function startBehaviour(refresh: () => void = () => location.reload()): () => void {
  reportMissingFeatures()
  const controller = new AbortController()
  const { signal } = controller
  const p = platform(navigator.userAgent, navigator.maxTouchPoints)
  const mobile = p.mobile || device() === 'phone'
  writeLangCookie()
  signal.addEventListener('abort', startConsentOnPage())
  followPreview(refresh, signal)
  removeLoaderAfterLoad(signal)
  initSearchSuggest(signal)
  const scans = [
    initMarkers(p, signal),
    // Lazy reveal's code only where an element waits for it.
    whereNeeded(
      (root) => within(root, LAZY).length > 0,
      () => import('./lazy').then(({ initLazy, revealStagger }) => initLazy(revealStagger(mobile), signal)),
      signal,
    ).scan,
    initAnimations(mobile, signal),
    anchorsWhereUsed(signal),
  ]
  const scan = (root: ParentNode) => {
    for (const run of scans) run(root)
  }
  scan(document)
  onContentAdded(scan, signal)
  return () => controller.abort()
}
