import { CAROUSEL } from '@/lib/constants'

/** docs/widgets.md: carousels out of view start one after another, not all at once while the page loads. */
export function initDelay(order: number): number {
  return CAROUSEL.thirdPartyInitStart + order * CAROUSEL.thirdPartyInitStep
}
/** Carousels waiting for their start on this page: the next one waits a step longer. */
let waiting = 0

export type StartQueue = {
  /** Puts the start in line after the carousels already waiting (once). */
  add: () => void
  /** Takes it out of the line: it started another way, or the carousel went. */
  remove: () => void
}

/** A carousel's place in the page's line of delayed starts. */
export function startQueue(start: () => void): StartQueue {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    add: () => {
      if (timer !== undefined) return
      timer = setTimeout(start, initDelay(waiting))
      waiting += 1
    },
    remove: () => {
      if (timer === undefined) return
      clearTimeout(timer)
      timer = undefined
      waiting -= 1
    },
  }
}
