import { BREAKPOINTS } from '@/lib/constants'
import { WAYPOINT_INSET } from './waypoint'

export type HostedVideoOptions = {
  /** Seconds; playback starts here and loops back here. */
  start: number
  /** Seconds, after the start; null plays to the end. */
  stop: number | null
  loop: boolean
  muted: boolean
}

/**
 * Where only the poster shows: phones (below docs/widgets.md's 768 px desktop/mobile threshold),
 * touch-first devices of any size (docs/widgets.md: "except on mobile", and its mobile list has the
 * iPad), and reduced motion. The video is never played there, so with `preload="none"` not a
 * byte of it is fetched. section.sheet.css hides the element under the same query.
 */
export const POSTER_ONLY = `(width < ${BREAKPOINTS.desktopMobileThreshold}px), (pointer: coarse), (prefers-reduced-motion: reduce)`

/**
 * A hosted background video (docs/widgets.md): plays while its section is on screen, from the
 * waypoint on, and pauses when it leaves; honours the start and stop time, looping back to
 * the start or stopping there. Returns the clean-up.
 */
export function attachHostedVideo(root: HTMLElement, options: HostedVideoOptions): () => void {
  const video = root.querySelector('video')
  if (!video) return () => {}
  const { start, stop, loop } = options
  const posterOnly = matchMedia(POSTER_ONLY)
  let onScreen = false
  /** Played to its stop without looping: it stays there. */
  let finished = false
  video.muted = options.muted

  const play = () => {
    if (video.currentTime < start) video.currentTime = start
    video.play().catch(() => {
      // Browsers let only muted videos start by themselves; a background plays muted, then.
      if (video.muted) return
      video.muted = true
      video.play().catch(() => {})
    })
  }
  const update = () => {
    if (onScreen && !finished && !posterOnly.matches) {
      if (video.paused) play()
    } else if (!video.paused) video.pause()
  }
  const atStop = () => {
    if (loop) {
      video.currentTime = start
      if (video.paused) update()
    } else {
      finished = true
      video.pause()
    }
  }
  const onTime = () => {
    if (stop !== null && video.currentTime >= stop) atStop()
  }

  const observer = new IntersectionObserver(
    (entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting)
      update()
    },
    { rootMargin: `0px 0px -${WAYPOINT_INSET} 0px` },
  )
  observer.observe(root)
  const listeners = new AbortController()
  const { signal } = listeners
  video.addEventListener('timeupdate', onTime, { signal })
  video.addEventListener('ended', atStop, { signal })
  posterOnly.addEventListener('change', update, { signal })
  return () => {
    observer.disconnect()
    listeners.abort()
    video.pause()
  }
}
