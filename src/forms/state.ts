import { FORMS } from '@/lib/constants'
import { evaluateCondition, type ReadValue } from './conditions'
import {
  type FieldDef,
  type FileValue,
  FORMAT_TYPES,
  type FormDefinition,
  type FormValues,
  type ItemDef,
  type QuizAnswers,
  type RepeaterDef,
  type Rule,
  rowName,
} from './definition'
import { FORM_TEXT, type FormLocale, fillText, LIVE_TEXT, type MessageRule, type RuleTexts } from './messages'
import type { ConditionalState } from './protocol'
import { checkRule, files, isBlank, postedValue, texts } from './rules'

/**
 * The conditional-field state (docs/forms.md) and whole-form validation, walked from the definition.
 * Steps are numbered from 1, as the `_cf_step` field and "Vaihe {i}/{n}" are.
 */

export const REPEATER_MAX: number = FORMS.repeaterMax

type Num = number | null | undefined

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi)
const int = (n: Num, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : fallback

/** docs/forms.md: 1 ≤ min ≤ max ≤ 200; initial defaults to min and stays within [min, max]. */
export function normaliseRepeater(r: { min?: Num; max?: Num; initial?: Num }): {
  min: number
  max: number
  initial: number
} {
  const max = clamp(int(r.max, REPEATER_MAX), 1, REPEATER_MAX)
  const min = clamp(int(r.min, FORMS.repeaterMin), FORMS.repeaterMin, max)
  return { min, max, initial: clamp(int(r.initial, min), min, max) }
}

/**
 * The repeater's row count: the posted `${name}_count` (garbled or missing: `initial`), raised to
 * the last row with anything filled in (a browser without JavaScript opens extra rows in the page
 * and leaves the count as rendered), clamped to the repeater's range.
 */
function repeaterCount(rep: RepeaterDef, values: FormValues): number {
  const { min, max, initial } = normaliseRepeater(rep)
  const posted = texts(postedValue(values, `${rep.name}_count`))[0]?.trim() ?? ''
  const names = fieldNames(rep.items)
  let filled = 0
  for (let r = max; r > 0 && filled === 0; r--)
    if (names.some((n) => !isBlank(postedValue(values, rowName(n, r))))) filled = r
  return clamp(Math.max(/^\d+$/.test(posted) ? Number(posted) : initial, filled), min, max)
}

export type FieldEntry = {
  def: FieldDef
  postedName: string
  step: number
  repeater?: string
  row?: number
}

type Walked = FieldEntry & { hidden: boolean; resolve: (field: string) => string }

function fieldNames(items: ItemDef[]): string[] {
  return items.flatMap((i) => (i.kind === 'field' ? [i.name] : fieldNames(i.items)))
}

/** Every field and group in form order, repeater rows expanded, with hidden flags. */
function walk(def: FormDefinition, values: FormValues) {
  const fields: Walked[] = []
  const groups: { name: string; hidden: boolean }[] = []
  const repeaters: Record<string, number> = {}

  const visit = (
    items: ItemDef[],
    step: number,
    hidden: boolean,
    row?: { rep: string; r: number; names: Set<string> },
  ) => {
    // Inside a row a name of the row's own fields means that row's field; other names the field outside.
    const resolve = (f: string) => (row?.names.has(f) ? rowName(f, row.r) : f)
    const read: ReadValue = (f) => postedValue(values, resolve(f))
    const posted = (n: string) => (row ? rowName(n, row.r) : n)
    const where = row ? { repeater: row.rep, row: row.r } : {}
    for (const item of items) {
      if (item.kind === 'field') {
        fields.push({ def: item, postedName: posted(item.name), step, ...where, hidden, resolve })
      } else if (item.kind === 'group') {
        const h = hidden || !evaluateCondition(item.when, read)
        groups.push({ name: posted(item.name), hidden: h })
        visit(item.items, step, h, row)
      } else if (!row) {
        // Repeaters nest only outside repeaters; a nested one is ignored (the CMS does not allow it).
        const count = repeaterCount(item, values)
        const names = new Set(fieldNames(item.items))
        repeaters[item.name] = count
        for (let r = 1; r <= count; r++) visit(item.items, step, hidden, { rep: item.name, r, names })
      }
    }
  }
  def.steps.forEach((s, i) => {
    visit(s.items, i + 1, false)
  })
  return { fields, groups, repeaters }
}

export function repeaterCounts(def: FormDefinition, values: FormValues): Record<string, number> {
  return walk(def, values).repeaters
}

/** What is hidden for these values; groups and fields in repeater row r carry the `__r` suffix. */
export function deriveState(def: FormDefinition, values: FormValues): ConditionalState {
  const w = walk(def, values)
  return {
    hiddenGroups: w.groups.filter((g) => g.hidden).map((g) => g.name),
    visibleGroups: w.groups.filter((g) => !g.hidden).map((g) => g.name),
    hiddenGroupFields: w.fields.filter((f) => f.hidden).map((f) => f.postedName),
    repeaters: w.repeaters,
    steps: def.steps.length,
  }
}

function shown(def: FormDefinition, values: FormValues, steps?: number[]): Walked[] {
  return walk(def, values).fields.filter((f) => !f.hidden && (!steps || steps.includes(f.step)))
}

/** The fields shown for these values, in form order; `steps` (1-based) limits them to those steps. */
export function visibleFields(
  def: FormDefinition,
  values: FormValues,
  opts?: { steps?: number[] },
): FieldEntry[] {
  return shown(def, values, opts?.steps).map(({ hidden: _h, resolve: _r, ...entry }) => entry)
}

const mustAccept = (d: FieldDef) => d.type === 'acceptance' && !d.optional && !d.invert

/** A shown, required acceptance box is unticked (the caller answers `acceptance_missing`). */
export function acceptanceMissing(def: FormDefinition, values: FormValues): boolean {
  return shown(def, values).some((f) => mustAccept(f.def) && isBlank(postedValue(values, f.postedName)))
}

/** Rules in a repeater row read the row's fields. */
function inRow(rule: Rule, resolve: (f: string) => string): Rule {
  return rule.rule === 'all' || rule.rule === 'any'
    ? { ...rule, rules: rule.rules.map((r) => ({ ...inRow(r, resolve), field: resolve(r.field) })) }
    : rule
}

/** The field's rules plus those its type implies (an email field checks email format even if unlisted). */
function rulesOf(d: FieldDef): Rule[] {
  const t = FORMAT_TYPES.find((r) => r === d.type)
  return t && !d.rules.some((r) => r.rule === t) ? [...d.rules, { rule: t }] : d.rules
}

const norm = (s: string) => s.trim().toLowerCase()

/** Checks the field's type implies beyond its rules: options, acceptance, quiz. */
function implicitFailure(
  d: FieldDef,
  name: string,
  values: FormValues,
  quiz?: QuizAnswers,
): MessageRule | undefined {
  const vals = texts(postedValue(values, name))
  if (d.options?.length && (d.type === 'select' || d.type === 'radio' || d.type === 'checkbox')) {
    const single = d.type === 'radio' || (d.type === 'select' && !d.multiple)
    if ((single && vals.length > 1) || vals.some((v) => !d.options?.some((o) => o.value === v))) return 'enum'
  }
  if (mustAccept(d) && isBlank(postedValue(values, name))) return 'acceptance'
  const answers = d.type === 'quiz' ? quiz?.[d.name] : undefined
  if (answers) {
    const q = Number(texts(postedValue(values, `${name}__q`))[0] ?? 0)
    const ok = answers[Number.isInteger(q) ? q : -1]?.map(norm) ?? []
    if (!ok.includes(norm(vals[0] ?? ''))) return 'quiz'
  }
  return undefined
}

export type FieldError = { field: string; message: string; rule: string }

/**
 * Errors of the shown fields (hidden groups are skipped): at most one per field, the first failing
 * rule's, the rule's own `error` before the default message from `texts` (`ruleTexts`). Quiz
 * answers are checked only when given (the server has them; the browser does not).
 */
export function validateForm(
  def: FormDefinition,
  values: FormValues,
  opts: { texts: RuleTexts; steps?: number[]; quiz?: QuizAnswers },
): FieldError[] {
  const out: FieldError[] = []
  const add = (field: string, rule: string, message: string) => {
    if (!out.some((e) => e.field === field)) out.push({ field, message, rule })
  }
  for (const f of shown(def, values, opts.steps)) {
    const failure = rulesOf(f.def)
      .map((r) => checkRule(f.row ? inRow(r, f.resolve) : r, f.postedName, values))
      .find((x) => x !== undefined)
    if (failure) {
      add(failure.field, failure.rule.rule, failure.rule.error || opts.texts[failure.rule.rule])
      continue
    }
    const implicit = implicitFailure(f.def, f.postedName, values, opts.quiz)
    if (implicit) {
      const custom = implicit === 'acceptance' ? def.messages?.acceptance_missing : undefined
      add(f.postedName, implicit, custom || opts.texts[implicit])
    }
  }
  return out
}

/** Posted form data as rule values: files as `FileValue`, repeated keys as arrays, `name[]` as `name`. */
export function valuesFromFormData(fd: FormData): FormValues {
  const strings = new Map<string, string[]>()
  const uploads = new Map<string, FileValue[]>()
  const arrays = new Set<string>()
  const push = <T>(into: Map<string, T[]>, key: string, v: T) => {
    const list = into.get(key)
    if (list) list.push(v)
    else into.set(key, [v])
  }
  fd.forEach((v, k) => {
    const key = k.endsWith('[]') ? k.slice(0, -2) : k
    // `__proto__` would replace the result's prototype instead of naming a field.
    if (key === '__proto__') return
    if (key !== k) arrays.add(key)
    if (typeof v === 'string') push(strings, key, v)
    // An empty file input posts a nameless, empty file: that is no file.
    else if (v.name || v.size) push(uploads, key, { name: v.name, size: v.size, type: v.type })
  })
  const out: FormValues = {}
  for (const [key, list] of [...strings, ...uploads]) {
    out[key] = list.length > 1 || arrays.has(key) ? list : list[0]
  }
  return out
}

export type SummaryRow = { label: string; value: string; step: number; repeater?: string; row?: number }

/** The shown answers as text: option labels, file names, Kyllä/Ei for acceptance boxes. */
export function summaryRows(def: FormDefinition, values: FormValues, locale: FormLocale): SummaryRow[] {
  const t = FORM_TEXT[locale]
  return shown(def, values)
    .filter((f) => f.def.type !== 'hidden' && f.def.type !== 'quiz')
    .map(({ def: d, postedName, step, repeater, row }) => {
      const v = postedValue(values, postedName)
      const value =
        d.type === 'acceptance'
          ? isBlank(v)
            ? t.no
            : t.yes
          : d.type === 'file'
            ? files(v)
                .map((x) => x.name)
                .join(', ')
            : texts(v)
                .map((x) => d.options?.find((o) => o.value === x)?.label ?? x)
                .join(', ')
      return { label: d.label, value, step, ...(row ? { repeater, row } : {}) }
    })
}

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Summary markup: a heading and a `dl` per step; each repeater row is a nested `dl` under "Rivi n". */
export function summaryHtml(rows: SummaryRow[], stepTitles: string[], locale: FormLocale = 'fi'): string {
  const pair = (r: SummaryRow) => `<dt>${escapeHtml(r.label)}</dt><dd>${escapeHtml(r.value) || '–'}</dd>`
  let html = ''
  for (const step of [...new Set(rows.map((r) => r.step))]) {
    const title = stepTitles[step - 1] ?? ''
    let body = ''
    let open = ''
    for (const r of rows.filter((x) => x.step === step)) {
      const key = r.row ? `${r.repeater}/${r.row}` : ''
      if (key !== open) {
        if (open) body += '</dl></dd>'
        if (key) body += `<dt>${escapeHtml(fillText(LIVE_TEXT[locale].row, { n: r.row ?? 0 }))}</dt><dd><dl>`
        open = key
      }
      body += pair(r)
    }
    if (open) body += '</dl></dd>'
    html += `<section class="form-summary-step">${title ? `<h3>${escapeHtml(title)}</h3>` : ''}<dl>${body}</dl></section>`
  }
  return html
}
