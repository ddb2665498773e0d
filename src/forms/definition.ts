/**
 * A contact form as the rule engine, the renderer and the endpoints see it: plain data, the same
 * in the browser (served by `GET /api/contact-forms/{id}/feedback/schema`) and on the server.
 * `src/forms/from-cms.ts` builds it from a `contact-forms` document in one locale.
 *
 * Posted names: a field outside repeaters posts under its `name`; inside a repeater row r
 * (1-based) it posts as `${name}__${r}`. A field with several values (checkboxes, multiple
 * select, several files) posts its name once per value.
 */

export const FIELD_TYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'file',
  'hidden',
  'quiz',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Field types whose format the rule of the same name checks, implied even when unlisted (docs/forms.md). */
export const FORMAT_TYPES = ['email', 'url', 'tel', 'number', 'date', 'time'] as const
export type FormatType = (typeof FORMAT_TYPES)[number]

/** A value rule on one field (docs/forms.md); `all`/`any` combine rules on several fields. */
export type Rule =
  | { rule: 'required' | 'requiredfile' | FormatType; error?: string }
  | { rule: 'minlength' | 'maxlength' | 'minitems' | 'maxitems'; threshold: number; error?: string }
  | { rule: 'minnumber' | 'maxnumber'; threshold: number; error?: string }
  | { rule: 'minfilesize' | 'maxfilesize'; threshold: number; error?: string }
  | { rule: 'mindate' | 'maxdate'; threshold: string; error?: string }
  | { rule: 'stepnumber'; base: number; interval: number; error?: string }
  | { rule: 'enum'; accept: string[]; error?: string }
  /** ISO day numbers, 1 = Monday … 7 = Sunday. */
  | { rule: 'dayofweek'; accept: number[]; error?: string }
  /** Accepted MIME types (`image/png`, `image/*`) or extensions (`.pdf`). */
  | { rule: 'file'; accept: string[]; error?: string }
  /** `all` holds when each of its rules does, `any` when one does. */
  | { rule: 'all'; rules: FieldRule[]; error?: string }
  | { rule: 'any'; rules: FieldRule[]; error?: string }

/** A rule with the posted field name it reads (inside `all`/`any`). */
export type FieldRule = Rule & { field: string }

export type RuleName = Rule['rule']

export type Option = { value: string; label: string }

export type FieldDef = {
  kind: 'field'
  name: string
  type: FieldType
  label: string
  placeholder?: string
  help?: string
  /** Initial value; for checkboxes and multiple selects, values separated by `|`. */
  defaultValue?: string
  /** The address parameter that fills the field in the browser (src/lib/prefill.ts); else its name. */
  fillParam?: string
  width: 'full' | 'half' | 'third'
  /** select, checkbox, radio. */
  options?: Option[]
  multiple?: boolean
  /** Shows a character counter (needs `maxlength` or `minlength`). */
  counter?: boolean
  /** acceptance: `optional` never blocks sending; `invert` means ticking it declines. */
  optional?: boolean
  invert?: boolean
  /** quiz: the questions shown; the answers stay on the server (`QuizAnswers`). */
  questions?: string[]
  rules: Rule[]
}

/** Conditions that show a group (docs/forms.md operators; `function` calls a named registered check). */
export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'equals_regex',
  'not_equals_regex',
  'greater_than',
  'greater_than_or_equals',
  'less_than',
  'less_than_or_equals',
  'is_empty',
  'not_empty',
  'function',
] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]

export type Condition = {
  /** The field read: in a repeater row, that row's field of that name, else the one outside. */
  field: string
  operator: ConditionOperator
  /** The compared value; for `function`, the registered function's name. */
  value?: string
}
export type ConditionNode = Condition | { all: ConditionNode[] } | { any: ConditionNode[] }

export type GroupDef = {
  kind: 'group'
  name: string
  /** Shown when this holds; an empty `all` always holds. */
  when: ConditionNode
  /** Read to people without JavaScript beside the group (all groups show then). */
  conditionText: string
  items: ItemDef[]
}

export type RepeaterDef = {
  kind: 'repeater'
  name: string
  label: string
  /** docs/forms.md: min ≥ 1, max ≤ 200, initial = min capped at max. */
  min: number
  max: number
  initial: number
  addLabel: string
  removeLabel: string
  items: ItemDef[]
}

export type ItemDef = FieldDef | GroupDef | RepeaterDef

export type StepDef = { title: string; items: ItemDef[] }

/** docs/forms.md statuses whose message the editor can change. */
export const MESSAGE_KEYS = [
  'mail_sent',
  'mail_failed',
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
] as const
export type MessageKey = (typeof MESSAGE_KEYS)[number]

export type FormDefinition = {
  id: number
  /** Changes whenever the form is saved; posted back so a stale page is noticed. */
  version: string
  locale: 'fi' | 'en'
  title: string
  /** One or more; a single step is an ordinary one-page form. */
  steps: StepDef[]
  /** A last step that shows the answers before sending. */
  summary: boolean
  submitLabel: string
  messages: Record<MessageKey, string>
}

/** Quiz answers by field name and question index; never sent to the browser. */
export type QuizAnswers = Record<string, string[][]>

/** A posted file as the rules see it. */
export type FileValue = { name: string; size: number; type: string }

/** Posted values by posted name. */
export type FormValue = string | string[] | FileValue | FileValue[]
export type FormValues = Record<string, FormValue | undefined>

/** Repeater rows are numbered from 1. */
export function rowName(name: string, row: number): string {
  return `${name}__${row}`
}
