'use client'

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import type { AccordionAnimation } from './accordion'

type Props = {
  className?: string
  style: CSSProperties
  closeOthers: boolean
  scroll: boolean
  animation: AccordionAnimation
  children: ReactNode
}

/**
 * The accordion's root: the server renders everything inside; this attaches the behaviour. Next
 * puts every client component of the page route into the route's entry, so this wrapper stays
 * tiny and the behaviour is a chunk of its own, fetched only where an accordion renders.
 */
export function AccordionRoot({ className, style, closeOthers, scroll, animation, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    let detach: (() => void) | undefined
    let live = true
    void import('./accordion').then(({ attachAccordion }) => {
      if (live) detach = attachAccordion(root, { closeOthers, scroll, animation })
    })
    return () => {
      live = false
      detach?.()
    }
  }, [closeOthers, scroll, animation])
  return (
    <div ref={ref} className={className} style={style} data-accordion="">
      {children}
    </div>
  )
}
