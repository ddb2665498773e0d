import { subscribeConsent, thirdPartiesAllowed } from '@/ui/consent/browser'
import type { MapOptions } from './map-options'

/** Leaflet starts loading a little before the map scrolls into view, so it is there when it arrives. */
const LOAD_AHEAD = '200px'

/**
 * The map's gate: nothing from the map's servers until consent allows third parties (at load or
 * on `consentchange`) or the visitor loads just this map with the button; then Leaflet (script
 * and stylesheet, a chunk of their own) loads once the map is near the viewport. A revoke puts
 * the placeholder back. Returns the clean-up.
 */
export function attachMap(root: HTMLElement, options: MapOptions): () => void {
  const frame = root.querySelector<HTMLElement>('[data-map-frame]')
  const button = root.querySelector<HTMLButtonElement>('[data-map-load]')
  if (!frame || !button) return () => {}
  const places = [...root.querySelectorAll<HTMLElement>('[data-place-text]')]
  let chosen = false
  let near = false
  /** Bumped on every show and hide, so a load that finishes after a revoke is dropped. */
  let generation = 0
  let remove: (() => void) | null = null
  let showing = false

  const show = (focus: boolean) => {
    showing = true
    const current = ++generation
    void import('./leaflet-map').then(({ showMap }) => {
      if (current !== generation) return
      remove = showMap(frame, places, options)
      root.dataset.map = 'shown'
      // The button that was focused is gone; focus continues on the map it loaded.
      if (focus) frame.querySelector<HTMLElement>('.leaflet-container')?.focus()
    })
  }
  const hide = () => {
    showing = false
    generation++
    remove?.()
    remove = null
    delete root.dataset.map
  }
  const update = () => {
    const allowed = chosen || thirdPartiesAllowed()
    if (!allowed && showing) hide()
    else if (allowed && near && !showing) show(false)
  }

  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((entry) => entry.isIntersecting)
      update()
    },
    { rootMargin: LOAD_AHEAD },
  )
  observer.observe(root)
  const unsubscribe = subscribeConsent(update)
  const onChoose = () => {
    chosen = true
    if (!showing) show(true)
  }
  button.addEventListener('click', onChoose)
  return () => {
    observer.disconnect()
    unsubscribe()
    button.removeEventListener('click', onChoose)
    hide()
  }
}
