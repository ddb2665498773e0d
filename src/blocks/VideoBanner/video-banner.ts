import { REDUCED_MOTION_QUERY } from '@/ui/dom'

export type BannerOptions = { play: string; pause: string }
type Reason = 'hover' | 'touch' | 'focus'

/**
 * docs/widgets.md: the banner's video plays while a mouse hovers it, after a touch on it (until a touch
 * elsewhere) and while its link has focus, and pauses otherwise. With reduced motion none of that
 * starts it; the play button does, in every mode. Nothing is downloaded before the first play
 * (the video is `preload="none"`). Returns the clean-up.
 */
export function attachVideoBanner(root: HTMLElement, { play, pause }: BannerOptions): () => void {
  const video = root.querySelector('video')
  const toggle = root.querySelector<HTMLButtonElement>('[data-video-toggle]')
  if (!video || !toggle) return () => {}
  const label = toggle.querySelector('span') ?? toggle
  const reduced = matchMedia(REDUCED_MOTION_QUERY)
  const reasons = new Set<Reason>()
  // The button's choice, which wins over hover, touch and focus until they end.
  let choice: 'play' | 'pause' | null = null

  const update = () => {
    const auto = reasons.size > 0 && !reduced.matches
    const wanted = choice === 'play' || (choice !== 'pause' && auto)
    if (wanted && video.paused) {
      // Muted and inline, which the browsers' autoplay rules allow without a gesture.
      video.muted = true
      video.play().catch(() => {
        // Paused again before it could start, or refused: the poster stays.
      })
    } else if (!wanted && !video.paused) video.pause()
    // A pause chosen over hover, touch or focus lasts until they end.
    if (choice === 'pause' && reasons.size === 0) choice = null
  }
  const want = (reason: Reason, on: boolean) => {
    if (on) reasons.add(reason)
    else reasons.delete(reason)
    update()
  }
  const onPlay = () => {
    root.dataset.playing = 'true'
    label.textContent = pause
  }
  const onPause = () => {
    root.dataset.playing = 'false'
    label.textContent = play
  }
  const onToggle = () => {
    choice = video.paused ? 'play' : 'pause'
    update()
  }
  const isToggle = (target: EventTarget | null) => target instanceof Node && toggle.contains(target)
  const onEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') want('hover', true)
  }
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') want('hover', false)
  }
  const onDown = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return
    const inside = e.target instanceof Node && root.contains(e.target)
    if (inside && isToggle(e.target)) return
    if (inside !== reasons.has('touch')) want('touch', inside)
  }
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof HTMLAnchorElement) want('focus', true)
  }
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.relatedTarget instanceof HTMLAnchorElement && root.contains(e.relatedTarget)))
      want('focus', false)
  }

  const listeners = new AbortController()
  const { signal } = listeners
  video.addEventListener('play', onPlay, { signal })
  video.addEventListener('pause', onPause, { signal })
  toggle.addEventListener('click', onToggle, { signal })
  root.addEventListener('pointerenter', onEnter, { signal })
  root.addEventListener('pointerleave', onLeave, { signal })
  document.addEventListener('pointerdown', onDown, { signal })
  root.addEventListener('focusin', onFocusIn, { signal })
  root.addEventListener('focusout', onFocusOut, { signal })
  reduced.addEventListener('change', update, { signal })
  root.dataset.ready = ''
  return () => {
    listeners.abort()
    video.pause()
  }
}
