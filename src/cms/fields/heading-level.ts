import type { OptionObject, SelectField } from 'payload'
import { type Label, selectField } from './simple'

type Level = 1 | 2 | 3 | 4 | 5 | 6

/** The heading levels from `first` to `last`, labelled H1…H6. */
export const headingLevels = (first: Level, last: Level): OptionObject[] =>
  Array.from({ length: last - first + 1 }, (_, i) => ({ label: `H${first + i}`, value: `h${first + i}` }))

/** A widget's heading level, H2–H4. */
export const headingLevelField = (defaultValue: 'h2' | 'h3', label: Label = 'Otsikkotaso'): SelectField =>
  selectField('headingLevel', label, headingLevels(2, 4), { defaultValue })
