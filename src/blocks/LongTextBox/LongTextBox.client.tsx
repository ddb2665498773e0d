'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import styles from './long-text-box.module.css'

type Props = { readMore: string; close: string; label?: string; children: ReactNode }

/** Hides the other columns of the box's row (the section grid), or shows them again. */
function setRowExpanded(from: HTMLElement, expanded: boolean): void {
  const column = from.closest<HTMLElement>('[data-column]')
  if (!column?.parentElement) return
  for (const sibling of column.parentElement.children) {
    if (sibling !== column && sibling instanceof HTMLElement) sibling.style.display = expanded ? 'none' : ''
  }
  // The box's column takes the whole row while the others are away.
  column.style.gridColumn = expanded ? '1 / -1' : ''
  column.toggleAttribute('data-long-text-open', expanded)
}

export function LongText({ readMore, close, label, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const region = useRef<HTMLElement>(null)
  // Focus moves only after the visitor toggled, never on the first render.
  const toggled = useRef(false)

  useEffect(() => {
    const el = region.current
    if (!el) return
    setRowExpanded(el, open)
    if (!toggled.current) return
    if (open) el.focus()
    else button.current?.focus()
  }, [open])

  // Leaving the page (client navigation) with the box open must not leave the row's columns hidden.
  useEffect(() => {
    const el = region.current
    return () => {
      if (el) setRowExpanded(el, false)
    }
  }, [])

  const toggle = (next: boolean) => {
    toggled.current = true
    setOpen(next)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.more}
        aria-expanded={open}
        aria-controls={id}
        hidden={open}
        onClick={() => toggle(true)}
      >
        {readMore}
      </button>
      <section
        ref={region}
        id={id}
        className={styles.expanded}
        aria-label={label ?? readMore}
        tabIndex={-1}
        hidden={!open}
      >
        {children}
        <button type="button" className={styles.close} onClick={() => toggle(false)}>
          {close}
        </button>
      </section>
    </>
  )
}
