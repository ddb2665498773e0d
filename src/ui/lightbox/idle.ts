type IdleOptions = {
  /** Milliseconds without mouse movement before the controls fade (docs/lightbox.md: 4000). */
  idle: number
  /** The same after the pointer has left the window (docs/lightbox.md: 1000). */
  idleOutside: number
  /** Set on `root` while idle; the stylesheet fades the controls. */
  className: string | undefined
}

/**
 * Idle controls, for mouse users only (touch toggles them with a tap, PhotoSwipe's own): moving
 * the mouse shows them, stillness hides them again. A key press shows them, and a focused control
 * keeps them shown, so keyboard users never lose sight of where they are. Returns a stop function.
 */
export function idleControls(
  root: HTMLElement,
  { idle, idleOutside, className = '' }: IdleOptions,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let mouseUsed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const controlFocused = () => {
    const active = document.activeElement
    return (
      active instanceof HTMLElement &&
      root.contains(active) &&
      active.closest('.pswp__hide-on-close') !== null
    )
  }
  const schedule = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!controlFocused()) root.classList.add(className)
    }, delay)
  }
  const wake = () => {
    root.classList.remove(className)
    if (mouseUsed) schedule(idle)
  }

  root.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse') return
      mouseUsed = true
      wake()
    },
    { signal },
  )
  root.addEventListener('focusin', wake, { signal })
  document.addEventListener('keydown', wake, { signal })
  document.addEventListener(
    'mouseout',
    (event) => {
      if (mouseUsed && event.relatedTarget === null) schedule(idleOutside)
    },
    { signal },
  )
  return () => {
    controller.abort()
    clearTimeout(timer)
    root.classList.remove(className)
  }
}
