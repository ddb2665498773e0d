import { type FormLocale, fillText, LIVE_TEXT } from '../../messages'
import { updateCounters } from './counters'
import { all, allControlsIn, changedByVisitor, controlsIn, firstEnabled, resetControl } from './dom'
import type { FieldErrors } from './errors'
import type { FormScope } from './scope'

/** Attributes whose values name a repeater row's fields, groups and their ids. */
const ROW_ATTRS = ['name', 'id', 'for', 'aria-describedby', 'data-cf-field', 'data-cf-group']

/** Rewrites row `from`'s names and ids (`name__from…`) to row `to`. */
function renumberRow(row: HTMLElement, from: number, to: number, locale: FormLocale): void {
  const pattern = new RegExp(`__${from}(?=$|[-\\s]|__)`, 'g')
  for (const el of [row, ...row.querySelectorAll<HTMLElement>('*')]) {
    for (const attr of ROW_ATTRS) {
      const value = el.getAttribute(attr)
      if (value) el.setAttribute(attr, value.replace(pattern, `__${to}`))
    }
  }
  row.dataset.cfRow = String(to)
  const label = fillText(LIVE_TEXT[locale].row, { n: to })
  for (const el of row.querySelectorAll<HTMLElement>('[data-cf-row-label]'))
    el.textContent = el.tagName === 'LEGEND' ? label : `: ${label}`
}

/** A row as the page first gave it: values reset, no errors, untouched. */
function cleanRow(row: HTMLElement): void {
  for (const control of allControlsIn(row)) {
    resetControl(control)
    control.removeAttribute('aria-invalid')
    delete control.dataset.changed
  }
  for (const el of all(row, '[data-cf-error]')) el.textContent = ''
  for (const el of all(row, '[data-invalid], [data-touched]')) {
    el.removeAttribute('data-invalid')
    el.removeAttribute('data-touched')
  }
}

type Repeater = {
  min: number
  max: number
  initial: number
  rows: HTMLElement
  add: HTMLButtonElement | null
  count: HTMLInputElement | null
  /** A clean row numbered `templateRow`, cloned for each added row. */
  template: HTMLElement
  templateRow: number
}

/**
 * Rows offered in `<details>` for visitors without JavaScript: keeps those already opened or
 * filled in before the script ran, drops the rest (buttons take over). Returns the clean row
 * new rows are cloned from.
 */
function takeOverExtraRows(el: HTMLElement, rows: HTMLElement, first: HTMLElement) {
  const extras = all<HTMLDetailsElement>(el, 'details[data-cf-extra]')
  const extraRows = extras.map((d) => d.querySelector<HTMLElement>(':scope > [data-cf-row]'))
  const source = extraRows[0] ?? first
  const template = source.cloneNode(true) as HTMLElement
  cleanRow(template)
  const filled = (row: HTMLElement | null) => row !== null && controlsIn(row).some(changedByVisitor)
  const keep = extras.reduce((k, d, i) => (d.open || filled(extraRows[i] ?? null) ? i + 1 : k), 0)
  for (const row of extraRows.slice(0, keep)) if (row) rows.append(row)
  extras[0]?.remove()
  return { template, templateRow: Number(source.dataset.cfRow) }
}

const rowsOf = (rep: Repeater) => all(rep.rows, ':scope > [data-cf-row]')
const rowCount = (rep: Repeater) => rowsOf(rep).length

/** The row count field, and the add and remove buttons shown only while they may be used. */
function syncRepeater(rep: Repeater): void {
  const count = rowCount(rep)
  if (rep.count) rep.count.value = String(count)
  if (rep.add) rep.add.hidden = count >= rep.max
  for (const button of all<HTMLButtonElement>(rep.rows, ':scope > [data-cf-row] > [data-cf-remove]'))
    button.hidden = count <= rep.min
}

function addRow(rep: Repeater, locale: FormLocale): HTMLElement {
  const row = rep.template.cloneNode(true) as HTMLElement
  renumberRow(row, rep.templateRow, rowCount(rep) + 1, locale)
  rep.rows.append(row)
  syncRepeater(rep)
  return row
}

/** Removes a row; the rows after it move up a number. */
function removeRow(rep: Repeater, row: HTMLElement, locale: FormLocale): void {
  const r = Number(row.dataset.cfRow)
  row.remove()
  for (const other of rowsOf(rep)) {
    const k = Number(other.dataset.cfRow)
    if (k > r) renumberRow(other, k, k - 1, locale)
  }
  syncRepeater(rep)
}

/** A repeater as the page rendered it, or null when it has no rows. */
function readRepeater(el: HTMLElement): Repeater | null {
  const rows = el.querySelector<HTMLElement>('[data-cf-rows]')
  const first = rows?.querySelector<HTMLElement>(':scope > [data-cf-row]')
  if (!rows || !first) return null
  return {
    min: Number(el.dataset.min ?? 1),
    max: Number(el.dataset.max ?? 200),
    initial: Number(el.dataset.initial ?? 1),
    rows,
    add: el.querySelector<HTMLButtonElement>('[data-cf-add]'),
    count: el.querySelector<HTMLInputElement>('[data-cf-count]'),
    ...takeOverExtraRows(el, rows, first),
  }
}

type RepeatersNeed = Pick<FieldErrors, 'rereadErrors' | 'renderSummary'> & {
  applyConditions: () => void
}

/** Repeaters' add and remove buttons, their rows renumbered to stay 1…n. */
export function repeaterRows(
  { form, on, locale }: FormScope,
  { rereadErrors, renderSummary, applyConditions }: RepeatersNeed,
) {
  const repeaters: Record<string, Repeater> = {}
  const wire = (rep: Repeater) => {
    const { add, rows } = rep
    if (add)
      on(add, 'click', () => {
        if (rowCount(rep) >= rep.max) return
        const row = addRow(rep, locale)
        applyConditions()
        updateCounters(form, locale)
        firstEnabled(controlsIn(row))?.focus()
      })
    on(rows, 'click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-cf-remove]') : null
      const row = button?.closest<HTMLElement>('[data-cf-row]')
      if (!row || row.parentElement !== rows || rowCount(rep) <= rep.min) return
      removeRow(rep, row, locale)
      // Errors follow their fields' new names (and leave with the removed row).
      rereadErrors()
      renderSummary(false)
      applyConditions()
      if (add && !add.hidden) add.focus()
    })
  }
  for (const el of all(form, '[data-cf-repeater]')) {
    const rep = readRepeater(el)
    if (!rep) continue
    repeaters[el.dataset.cfRepeater ?? ''] = rep
    wire(rep)
    syncRepeater(rep)
  }

  return {
    rowCounts: () =>
      Object.fromEntries(Object.entries(repeaters).map(([name, rep]) => [name, rowCount(rep)])),
    /** Back to each repeater's initial rows (a sent form starts over). */
    resetRows: () => {
      for (const rep of Object.values(repeaters)) {
        while (rowCount(rep) > rep.initial) rowsOf(rep).at(-1)?.remove()
        while (rowCount(rep) < rep.initial) addRow(rep, locale)
        syncRepeater(rep)
      }
    },
  }
}
