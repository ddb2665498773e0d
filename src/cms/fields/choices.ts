import type { OptionLabel, OptionObject } from 'payload'

/**
 * A select's or radio's choices by value, in the order written: `{ start: 'Vasen' }`. A value must
 * not look like a whole number (an object lists those first).
 */
export type Choices = Record<string, OptionLabel>

export const choices = (labels: Choices): OptionObject[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }))

/** The widgets' small, medium and large. */
export const SIZES = { s: 'Pieni', m: 'Keskikokoinen', l: 'Suuri' } as const

/** The same with an extra large. */
export const SIZES_TO_XL = { ...SIZES, xl: 'Erittäin suuri' } as const

/** Text and content alignment along the line. */
export const ALIGNMENTS = { start: 'Vasen', center: 'Keskitetty', end: 'Oikea' } as const
