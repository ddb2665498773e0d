import { changeState, type ListState, stateSearch } from '@/lib/list-state'

/** The address of a list state on its page; the fragment brings a reader without JavaScript back to the list. */
export function stateHref(
  base: string,
  state: ListState,
  change: Partial<ListState>,
  anchor: string,
): string {
  return `${base}${stateSearch(changeState(state, change))}#${anchor}`
}
