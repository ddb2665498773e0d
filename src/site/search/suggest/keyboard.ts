/** The listbox as the keyboard sees it: shown or not, the active option (-1: none) and how many. */
export type ListState = { open: boolean; active: number; count: number }

/** What a key does: the next state, whether to follow the active option, and whether the key is used up. */
export type KeyOutcome = { open: boolean; active: number; follow: boolean; handled: boolean }

/**
 * The APG combobox keyboard table for a listbox popup with list autocomplete and no automatic
 * selection. Focus stays in the field; arrows move the active option (wrapping at both ends) and
 * open the list when it has suggestions; Enter follows the active option (with none, the form
 * submits as usual); Escape closes the list first, so only a second Escape reaches the popover;
 * caret keys give visual focus back to the field. Null: the key is the field's own.
 */
export function listKey(key: string, { open, active, count }: ListState, altKey = false): KeyOutcome | null {
  const to = (next: number): KeyOutcome => ({ open: true, active: next, follow: false, handled: true })
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null
      if (altKey) return to(open ? active : -1)
      return to(open ? (active + 1) % count : 0)
    case 'ArrowUp':
      if (count === 0) return null
      return to(open && active > 0 ? active - 1 : count - 1)
    case 'Enter':
      return open && active >= 0 ? { open: false, active, follow: true, handled: true } : null
    case 'Escape':
      return open ? { open: false, active: -1, follow: false, handled: true } : null
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End':
      // The caret moves as usual; the active option lets go.
      return open && active >= 0 ? { open, active: -1, follow: false, handled: false } : null
    default:
      return null
  }
}
