/** Event handlers by event type. */
export type Handlers<M> = { [K in keyof M]?: (event: M[K]) => void }

type Target<M> = {
  addEventListener<K extends keyof M & string>(
    type: K,
    listener: (event: M[K]) => void,
    options: AddEventListenerOptions,
  ): void
}

/**
 * Adds each handler to `target` for its event type until `signal` aborts: a widget's island wires
 * its events with this and takes them all off again with one abort.
 */
export function listen(
  target: HTMLElement,
  handlers: Handlers<HTMLElementEventMap>,
  signal: AbortSignal,
): void
export function listen(target: Document, handlers: Handlers<DocumentEventMap>, signal: AbortSignal): void
export function listen(
  target: MediaQueryList,
  handlers: Handlers<MediaQueryListEventMap>,
  signal: AbortSignal,
): void
export function listen<M>(target: Target<M>, handlers: Handlers<M>, signal: AbortSignal): void {
  for (const type in handlers) {
    const handler = handlers[type]
    if (handler) target.addEventListener(type, handler, { signal })
  }
}
