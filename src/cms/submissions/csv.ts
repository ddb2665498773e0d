import { CONTENT_LOCALE_LABELS } from '../i18n'
import {
  answerLabel,
  formatHelsinkiDateTime,
  isMailStatus,
  MAIL_STATUS_LABELS,
  type SubmissionRow,
} from './shared'

/**
 * Semicolon: the export is opened in Excel with Finnish regional settings, whose list separator
 * is `;` (the decimal separator is the comma). A comma-separated file opened there lands in one
 * column. No `sep=;` line: with it Excel ignores the BOM and shows UTF-8 as mojibake, and other
 * tools read it as data.
 */
export const CSV_SEPARATOR = ';'
/** Excel reads a file without a byte-order mark in the system code page, not UTF-8. */
export const CSV_BOM = '\uFEFF'
/** RFC 4180 line ends. */
const LINE_END = '\r\n'

export type CsvColumn<Row> = { header: string; value: (row: Row) => string }

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): a visitor's answer of
 * `=HYPERLINK(…)` must stay text. Full-width forms are included as some spreadsheets fold them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/** One cell: a leading `'` for formula-like text, then RFC 4180 quoting where needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[";\r\n,]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A whole file: BOM, header line, one line per row, CRLF after every line. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(CSV_SEPARATOR) + LINE_END
  let out = CSV_BOM + line(columns.map((column) => column.header))
  for (const row of rows) out += line(columns.map((column) => column.value(row)))
  return out
}

/** The export's fixed columns, before the answers. */
const FIXED_COLUMNS: CsvColumn<SubmissionRow>[] = [
  { header: 'Lähetetty', value: (row) => formatHelsinkiDateTime(row.createdAt) },
  { header: 'Lomake', value: (row) => row.formTitle },
  {
    header: 'Kieli',
    value: (row) =>
      row.locale === 'fi' || row.locale === 'en' ? CONTENT_LOCALE_LABELS[row.locale].fi : row.locale,
  },
  { header: 'Sivu', value: (row) => row.pageUrl },
  // Not plain "Sähköposti": that is what most forms call the visitor's address field.
  {
    header: 'Sähköpostin tila',
    value: (row) => (isMailStatus(row.mailStatus) ? MAIL_STATUS_LABELS[row.mailStatus].fi : row.mailStatus),
  },
]

const FILES_HEADER = 'Liitteet'
const RESERVED_HEADERS = new Set([...FIXED_COLUMNS.map((column) => column.header), FILES_HEADER])

/**
 * A row's answers by column header. A label used twice in one submission (two "Nimi" fields in
 * different steps) gets "Nimi [2]"; a label equal to a fixed column's gets "(vastaus)".
 */
export function answerCells(row: SubmissionRow): Map<string, string> {
  const cells = new Map<string, string>()
  const seen = new Map<string, number>()
  for (const answer of row.answers) {
    let key = answerLabel(answer).trim() || '(nimetön kenttä)'
    if (RESERVED_HEADERS.has(key)) key = `${key} (vastaus)`
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    cells.set(count > 1 ? `${key} [${count}]` : key, answer.value)
  }
  return cells
}

/**
 * Columns for these rows: the fixed ones, one per answer label (the union over all rows, in the
 * order first seen, so submissions of several forms share columns such as "Sähköposti"), then the
 * attached files' names.
 */
export function submissionColumns(rows: readonly SubmissionRow[]): CsvColumn<SubmissionRow>[] {
  const cellsByRow = new Map<SubmissionRow, Map<string, string>>()
  const headers = new Set<string>()
  for (const row of rows) {
    const cells = answerCells(row)
    cellsByRow.set(row, cells)
    for (const header of cells.keys()) headers.add(header)
  }
  const cellsOf = (row: SubmissionRow) => cellsByRow.get(row) ?? answerCells(row)
  return [
    ...FIXED_COLUMNS,
    ...[...headers].map((header) => ({
      header,
      value: (row: SubmissionRow) => cellsOf(row).get(header) ?? '',
    })),
    // One name per line inside the cell: sanitised names hold no line breaks.
    { header: FILES_HEADER, value: (row) => row.files.map((file) => file.filename).join('\n') },
  ]
}

/** The CSV file of these submissions (see CSV_SEPARATOR for the format's reasons). */
export function submissionsCsv(
  rows: readonly SubmissionRow[],
  columns: readonly CsvColumn<SubmissionRow>[] = submissionColumns(rows),
): string {
  return toCsv(rows, columns)
}
