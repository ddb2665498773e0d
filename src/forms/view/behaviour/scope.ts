import { type FormLocale, LIVE_TEXT } from '../../messages'
import { formEndpoints } from '../../protocol'
import { statusAttribute } from './status'

export type ContactFormOptions = { formId: number; locale: FormLocale }

/** What every part of the form's behaviour shares: the form, its status, and the island's lifetime. */
export type FormScope = ReturnType<typeof formScope>

/**
 * Listeners and timers end with `signal` (the island going away). `exclusive` runs one server
 * round (a step check or the send) at a time: a second click meanwhile does nothing.
 */
export function formScope(
  root: HTMLElement,
  form: HTMLFormElement,
  { formId, locale }: ContactFormOptions,
  signal: AbortSignal,
) {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  signal.addEventListener('abort', () => {
    for (const timer of timers) clearTimeout(timer)
  })
  let status = 'init'
  let busy = false
  return {
    root,
    form,
    signal,
    locale,
    text: LIVE_TEXT[locale],
    endpoints: formEndpoints(formId),
    later: (fn: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        fn()
      }, ms)
      timers.add(timer)
      return timer
    },
    on: <K extends keyof HTMLElementEventMap>(
      el: HTMLElement,
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
    ) => el.addEventListener(type, handler, { signal }),
    status: () => status,
    setStatus: (next: string) => {
      status = next
      root.dataset.status = statusAttribute(next)
    },
    exclusive: async (task: () => Promise<void>) => {
      if (busy) return
      busy = true
      try {
        await task()
      } finally {
        busy = false
      }
    },
  }
}
