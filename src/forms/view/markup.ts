/**
 * The markup contract between FormView (server) and contact-form.ts (browser): element ids and
 * the small texts both sides write. Kept free of imports beyond the form's own modules so the
 * client chunk pays only for these lines.
 */

import { type FormLocale, fillText, LIVE_TEXT } from '../messages'

/** The id of a field's control (or of its choice group's fieldset): `cf-{unitTag}-{postedName}`. */
export function fieldId(unitTag: string, postedName: string): string {
  return `cf-${unitTag}-${postedName}`
}

/** Ids derived from a field's id. */
export const helpId = (id: string) => `${id}-help`
export const errorId = (id: string) => `${id}-error`
export const counterId = (id: string) => `${id}-counter`
/** A choice (radio, checkbox option) inside a group: 1-based. */
export const optionId = (id: string, index: number) => `${id}-${index}`

export type CounterState = 'ok' | 'over' | 'under'

/**
 * What a character counter says for `length` characters: characters left under a maximum, or
 * how many are missing / too many. A blank field is never "too short" (blank passes minlength).
 */
export function counterText(
  length: number,
  { min, max }: { min?: number; max?: number },
  locale: FormLocale,
): { text: string; state: CounterState } {
  const t = LIVE_TEXT[locale]
  if (max !== undefined && length > max)
    return { text: fillText(t.charactersOver, { n: length - max }), state: 'over' }
  if (min !== undefined && length > 0 && length < min)
    return { text: fillText(t.charactersMissing, { n: min - length }), state: 'under' }
  if (max !== undefined) return { text: fillText(t.charactersLeft, { n: max - length }), state: 'ok' }
  return { text: fillText(t.counterMin, { n: min ?? 0 }), state: 'ok' }
}
