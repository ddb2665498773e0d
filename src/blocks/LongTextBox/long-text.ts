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

/**
 * Brings a server-rendered long-text box to life: "Lue lisää" shows the expanded content in the
 * whole row and moves focus into it; "Sulje" restores the row and focus returns to "Lue lisää".
 * Returns a cleanup, which also restores the row (client navigation must not leave it hidden).
 */
export function attachLongText(root: HTMLElement): () => void {
  const more = root.querySelector<HTMLButtonElement>(':scope > [data-long-more]')
  const region = root.querySelector<HTMLElement>(':scope > [data-long-region]')
  const close = region?.querySelector<HTMLButtonElement>(':scope > [data-long-close]')
  if (!more || !region || !close) return () => {}
  const controller = new AbortController()
  const set = (open: boolean) => {
    more.hidden = open
    more.setAttribute('aria-expanded', String(open))
    region.hidden = !open
    setRowExpanded(region, open)
    if (open) region.focus()
    else more.focus()
  }
  more.addEventListener('click', () => set(true), { signal: controller.signal })
  close.addEventListener('click', () => set(false), { signal: controller.signal })
  return () => {
    controller.abort()
    setRowExpanded(region, false)
  }
}
