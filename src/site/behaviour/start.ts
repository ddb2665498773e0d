import { bangLinkOf, hasMenuAnchors, isBang } from '@/ui/anchor-links'
import { onContentAdded } from '@/ui/content-added'
import type { Scan } from '@/ui/dom'
import { initAnimations } from './animations'
import { reportMissingFeatures } from './features'
import { writeLangCookie } from './lang-cookie'
import { initLazy, revealStagger } from './lazy'
import { removeLoaderAfterLoad } from './loader'
import { device, initMarkers, platform } from './markers'
import { initSearchSuggest } from './search-suggest'

/**
 * The anchors (docs/page.md, Anchors) as a scan whose code loads only where it has work: at once
 * for menu links to places on the page (the scroll spy) or a `#!/` address (also one set later),
 * and for other `#!/` links (the back-to-top link on every page) when the visitor reaches for one.
 * A click that comes before the code still lands: the fragment changes, and the code, once
 * loaded, scrolls to it.
 */
function anchorsWhereUsed(signal: AbortSignal): Scan {
  let scan: Scan | undefined
  let loading = false
  const load = () => {
    if (loading) return
    loading = true
    void import('@/ui/anchors').then(({ initAnchors }) => {
      if (signal.aborted) return
      scan = initAnchors(signal)
      scan(document)
    })
  }
  addEventListener('hashchange', () => isBang(location.hash) && load(), { signal })
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(type, (event) => bangLinkOf(event.target) && load(), { signal, passive: true })
  return (root) => {
    if (scan) scan(root)
    else if (isBang(location.hash) || hasMenuAnchors(root)) load()
  }
}

/** Starts every page-wide behaviour (docs/page.md); returns the function that stops them. */
export function startBehaviour(): () => void {
  reportMissingFeatures()
  const controller = new AbortController()
  const { signal } = controller
  const p = platform(navigator.userAgent, navigator.maxTouchPoints)
  const mobile = p.mobile || device() === 'phone'
  writeLangCookie()
  removeLoaderAfterLoad(signal)
  initSearchSuggest(signal)
  const scans = [
    initMarkers(p, signal),
    initLazy(revealStagger(mobile), signal),
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
