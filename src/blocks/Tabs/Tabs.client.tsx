'use client'

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { type Activation, attachTabs, type Orientation, type TabsAnimation } from './tabs'

type Props = {
  className?: string
  style: CSSProperties
  activation: Activation
  orientation: Orientation
  animation: TabsAnimation
  rotation: number | null
  children: ReactNode
}

/** The tabs' root: the server renders everything inside; this only attaches behaviour. */
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
    return root ? attachTabs(root, { activation, orientation, animation, rotation }) : undefined
  }, [activation, orientation, animation, rotation])
  return (
    <div ref={ref} className={className} style={style} data-tabs="" data-layout="tabs">
      {children}
    </div>
  )
}
