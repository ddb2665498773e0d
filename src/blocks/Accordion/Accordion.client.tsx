'use client'

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { type AccordionAnimation, attachAccordion } from './accordion'

type Props = {
  className?: string
  style: CSSProperties
  closeOthers: boolean
  scroll: boolean
  animation: AccordionAnimation
  children: ReactNode
}

/** The accordion's root: the server renders everything inside; this only attaches behaviour. */
export function AccordionRoot({ className, style, closeOthers, scroll, animation, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    return root ? attachAccordion(root, { closeOthers, scroll, animation }) : undefined
  }, [closeOthers, scroll, animation])
  return (
    <div ref={ref} className={className} style={style} data-accordion="">
      {children}
    </div>
  )
}
