import { initAnchors } from '@/ui/anchors'
import { onContentAdded } from '@/ui/content-added'
import { initAnimations } from './animations'
import { reportMissingFeatures } from './features'
import { writeLangCookie } from './lang-cookie'
import { initLazy, revealStagger } from './lazy'
import { removeLoaderAfterLoad } from './loader'
import { device, initMarkers, platform } from './markers'
import { initSearchSuggest } from './search-suggest'

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
    initAnchors(signal),
  ]
  const scan = (root: ParentNode) => {
    for (const run of scans) run(root)
  }
  scan(document)
  onContentAdded(scan, signal)
  return () => controller.abort()
}
