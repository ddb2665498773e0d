/** What the list island and the list endpoint (docs/lists.md) exchange. */

/** Which part of the list asked: its controls, its pagination, or its load-more button. */
export type Sender = 'filter' | 'paginator' | 'more'

/** The endpoint's answer: the list's pieces for the state asked for. */
export type Answer = {
  success: boolean
  html: string
  itemsToDelete: number[]
  paginationHtml: string
  controlsHtml: string
  statusText: string
  currentPage: number
  newNonce?: string
}

export function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return v.success === true && typeof v.html === 'string' && typeof v.paginationHtml === 'string'
}
