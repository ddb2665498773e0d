'use client'

/**
 * Renders nothing visible. On hydration it loads the rotation and selection code (its own chunk,
 * so pages without an info circle never download it) for the circle it sits in.
 */
export function InfoCircleBehaviour({ rotate }: { rotate: number }) {
  const attach = (marker: HTMLElement | null) => {
    const root = marker?.parentElement
    if (!root) return
    let off: (() => void) | undefined
    let gone = false
    import('./info-circle').then(({ attachInfoCircle }) => {
      if (!gone) off = attachInfoCircle(root, rotate)
    })
    return () => {
      gone = true
      off?.()
    }
  }
  return <span hidden ref={attach} />
}
