/** Wires a widget's behaviour to its root element; returns how to take it off again. */
export type Attach<O> = (root: HTMLElement, options: O) => (() => void) | undefined

type Props<O> = { load: () => Promise<Attach<O>>; options: O }

/**
 * A widget's island, rendered as the last child of the widget's server-rendered root: an
 * invisible marker whose parent gets the behaviour once React hydrates. Next puts every client
 * component of the page route into that route's entry, loaded on every page, so a widget's
 * `*.client.tsx` is only `<Island load={() => import('./behaviour')…} />` and its behaviour is a
 * chunk of its own, fetched only where the widget renders. Used from client components only.
 */
export function Island<O>({ load, options }: Props<O>) {
  const attach = (marker: HTMLElement | null) => {
    const root = marker?.parentElement
    if (!root) return
    let detach: (() => void) | undefined
    let live = true
    void load().then((attachTo) => {
      if (!live) return
      detach = attachTo(root, options)
      // Tests (and anyone debugging) can tell a wired widget from one still waiting.
      marker.dataset.island = 'ready'
    })
    return () => {
      live = false
      detach?.()
    }
  }
  return <span hidden data-island="" ref={attach} />
}
