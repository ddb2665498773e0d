'use client'

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import type { Activation, Orientation, TabsAnimation } from './tabs'

type Props = {
  className?: string
  style: CSSProperties
  activation: Activation
  orientation: Orientation
  animation: TabsAnimation
  rotation: number | null
  children: ReactNode
}

/**
 * The tabs' root: the server renders everything inside; this attaches the behaviour, a chunk of
 * its own fetched only where tabs render (see Accordion.client.tsx).
 */
export function TabsRoot({
  className,
  style,
  activation,
  orientation,
  animation,
  rotation,
  children,
}: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    let detach: (() => void) | undefined
    let live = true
    void import('./tabs').then(({ attachTabs }) => {
      if (live) detach = attachTabs(root, { activation, orientation, animation, rotation })
    })
    return () => {
      live = false
      detach?.()
    }
  }, [activation, orientation, animation, rotation])
  return (
    <div ref={ref} className={className} style={style} data-tabs="" data-layout="tabs">
      {children}
    </div>
  )
}
