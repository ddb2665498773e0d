import type { Suggestion } from './contract'

/** Milliseconds of quiet typing before asking: one request per pause, not one per key. */
export const SUGGEST_DELAY_MS = 200
/** Characters needed before asking; one letter matches half the site. */
export const SUGGEST_MIN_CHARS = 2

export type Load = (query: string, signal: AbortSignal) => Promise<Suggestion[]>

type Handlers = {
  load: Load
  /** The answer to the latest query; answers to earlier ones never arrive here. */
  show: (query: string, results: Suggestion[]) => void
  /** Too short, failed or cancelled: nothing to show. */
  clear: () => void
  delay?: number
}

export type Suggester = {
  /** The field's text changed: ask again after the pause (or clear when too short). */
  update: (text: string) => void
  /** Stop waiting and asking; an answer on its way is dropped. */
  cancel: () => void
}

/** Debounces the field, keeps one request at a time (each new one aborts the last) and drops stale answers. */
export function createSuggester({ load, show, clear, delay = SUGGEST_DELAY_MS }: Handlers): Suggester {
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | null = null
  /** Bumped by every update and cancel: an answer whose number is not the latest is stale. */
  let generation = 0

  const stop = () => {
    clearTimeout(timer)
    request?.abort()
    request = null
    generation++
  }

  const ask = (query: string, own: number) => {
    const controller = new AbortController()
    request = controller
    load(query, controller.signal).then(
      (results) => {
        if (own === generation) show(query, results)
      },
      () => {
        // An aborted request was replaced on purpose; any other failure leaves the plain form.
        if (own === generation) clear()
      },
    )
  }

  return {
    update(text) {
      stop()
      const query = text.replace(/\s+/g, ' ').trim()
      if ([...query].length < SUGGEST_MIN_CHARS) {
        clear()
        return
      }
      const own = generation
      timer = setTimeout(() => ask(query, own), delay)
    },
    cancel: stop,
  }
}
