'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import styles from './long-text-box.module.css'

type Props = { readMore: string; close: string; label?: string; children: ReactNode }

const GRID_COLUMNS = 12

/**
 * The columns sharing the box's row: the section's grid places columns left to right and starts a
 * new row when the next one no longer fits in 12, so the desktop spans tell which columns form a
 * row, at any screen width (a full-width heading above the boxes is a row of its own).
 */
export function rowOf(columns: readonly Element[], column: Element): Element[] {
  const rows: Element[][] = [[]]
  let used = 0
  for (const el of columns) {
    const raw = el instanceof HTMLElement ? Number(el.style.getPropertyValue('--span-desktop')) : NaN
    const span = raw >= 1 && raw <= GRID_COLUMNS ? raw : GRID_COLUMNS
    if (used + span > GRID_COLUMNS && used > 0) {
      rows.push([])
      used = 0
    }
    rows.at(-1)?.push(el)
    used += span
  }
  return rows.find((row) => row.includes(column)) ?? [column]
}

/** Hides the other columns of the box's row in the section grid, or shows them again. */
function setRowExpanded(from: HTMLElement, expanded: boolean): void {
  const column = from.closest<HTMLElement>('[data-column]')
  if (!column?.parentElement) return
  for (const sibling of rowOf([...column.parentElement.children], column)) {
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
