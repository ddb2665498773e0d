/** What an import counts, per kind of thing in the export. */
export const REPORT_KINDS = ['categories', 'pages', 'posts', 'attachments', 'comments', 'menuItems'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const KIND_LABELS: Record<ReportKind, string> = {
  categories: 'Kategoriat ja avainsanat',
  pages: 'Sivut',
  posts: 'Artikkelit',
  attachments: 'Kuvat ja liitteet',
  comments: 'Kommentit',
  menuItems: 'Valikon kohdat',
}

export interface KindCount {
  /** In the file. */
  inFile: number
  /** Written by this run. */
  imported: number
  /** Already here from an earlier run (matched by their WordPress id): left as they are. */
  existing: number
  /** Left out on purpose (pending or spam comments, trashed items, another menu). */
  skipped: number
  /** Failed: each has its line in `errors`. */
  failed: number
}

export interface ReportLine {
  /** The item, as `Artikkeli 123 "Otsikko"`. */
  item: string
  message: string
}

export interface ImportReport {
  site: string
  dryRun: boolean
  locale: string
  counts: Record<ReportKind, KindCount>
  /** Content kept as plain text because we have no widget for it, by name, with the items using it. */
  unknown: { name: string; count: number; items: string[] }[]
  notes: ReportLine[]
  errors: ReportLine[]
  /** Notes and errors beyond the report's limit, counted only. */
  moreNotes: number
  moreErrors: number
  redirects: number
  menu: string | null
  /** Set when the run stopped before the end: the item it stopped at and why. */
  stoppedAt: ReportLine | null
  seconds: number
  itemsPerSecond: number
  /** The importing process's peak memory (resident set), in MB. */
  peakMemoryMB: number
}

/** A report keeps this many notes and errors; a huge export's further lines are counted. */
export const MAX_REPORT_LINES = 500
/** The items named per unknown element. */
const MAX_UNKNOWN_ITEMS = 20

/** Collects a report as an import runs. */
export class ReportBuilder {
  readonly report: ImportReport
  private unknownByName = new Map<string, { name: string; count: number; items: string[] }>()

  constructor(site: string, dryRun: boolean, locale: string) {
    const zero = (): KindCount => ({ inFile: 0, imported: 0, existing: 0, skipped: 0, failed: 0 })
    this.report = {
      site,
      dryRun,
      locale,
      counts: {
        categories: zero(),
        pages: zero(),
        posts: zero(),
        attachments: zero(),
        comments: zero(),
        menuItems: zero(),
      },
      unknown: [],
      notes: [],
      errors: [],
      moreNotes: 0,
      moreErrors: 0,
      redirects: 0,
      menu: null,
      stoppedAt: null,
      seconds: 0,
      itemsPerSecond: 0,
      peakMemoryMB: 0,
    }
  }

  count(kind: ReportKind, field: keyof KindCount, by = 1): void {
    this.report.counts[kind][field] += by
  }

  note(item: string, message: string): void {
    if (this.report.notes.length < MAX_REPORT_LINES) this.report.notes.push({ item, message })
    else this.report.moreNotes++
  }

  error(kind: ReportKind, item: string, message: string): void {
    this.count(kind, 'failed')
    if (this.report.errors.length < MAX_REPORT_LINES) this.report.errors.push({ item, message })
    else this.report.moreErrors++
  }

  unknown(name: string, item: string): void {
    let entry = this.unknownByName.get(name)
    if (!entry) {
      entry = { name, count: 0, items: [] }
      this.unknownByName.set(name, entry)
      this.report.unknown.push(entry)
    }
    entry.count++
    if (entry.items.length < MAX_UNKNOWN_ITEMS && !entry.items.includes(item)) entry.items.push(item)
  }

  finish(startedAt: number, itemsDone: number): ImportReport {
    const seconds = (Date.now() - startedAt) / 1000
    this.report.seconds = Math.round(seconds * 10) / 10
    this.report.itemsPerSecond = seconds > 0 ? Math.round((itemsDone / seconds) * 10) / 10 : itemsDone
    this.report.peakMemoryMB = Math.round(process.resourceUsage().maxRSS / 1024)
    this.report.unknown.sort((a, b) => b.count - a.count)
    return this.report
  }
}

const fiNumber = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 1 })

/** The report as Finnish text, for the command line. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = []
  lines.push(
    report.dryRun ? `Koeajo (mitään ei tallennettu): ${report.site}` : `Tuonti valmis: ${report.site}`,
  )
  lines.push('')
  lines.push('                          tiedostossa  tuotu  oli jo  jätetty  virheitä')
  for (const [kind, label] of Object.entries(KIND_LABELS) as [ReportKind, string][]) {
    const c = report.counts[kind]
    lines.push(
      `${label.padEnd(26)}${String(c.inFile).padStart(11)}${String(c.imported).padStart(7)}${String(c.existing).padStart(8)}${String(c.skipped).padStart(9)}${String(c.failed).padStart(10)}`,
    )
  }
  lines.push('')
  lines.push(`Uudelleenohjauksia vanhoista osoitteista: ${report.redirects}`)
  if (report.menu) lines.push(`Ylätunnisteen valikoksi: ${report.menu}`)
  lines.push(
    `Aikaa ${fiNumber.format(report.seconds)} s, ${fiNumber.format(report.itemsPerSecond)} kohdetta sekunnissa.`,
  )
  if (report.unknown.length > 0) {
    lines.push('', 'Sisältö, jolle ei ole vastinetta (säilytetty tekstinä):')
    for (const u of report.unknown) lines.push(`  ${u.name} × ${u.count}: ${u.items.join(', ')}`)
  }
  if (report.notes.length > 0) {
    lines.push('', 'Huomiot:')
    for (const n of report.notes) lines.push(`  ${n.item}: ${n.message}`)
    if (report.moreNotes > 0) lines.push(`  … ja ${report.moreNotes} muuta huomiota.`)
  }
  if (report.errors.length > 0) {
    lines.push('', 'Virheet:')
    for (const e of report.errors) lines.push(`  ${e.item}: ${e.message}`)
    if (report.moreErrors > 0) lines.push(`  … ja ${report.moreErrors} muuta virhettä.`)
  }
  if (report.stoppedAt)
    lines.push(
      '',
      `Tuonti pysähtyi kohtaan ${report.stoppedAt.item}: ${report.stoppedAt.message}`,
      'Aja tuonti uudelleen samalla tiedostolla: jo tuodut kohteet ohitetaan ja tuonti jatkuu tästä.',
    )
  return lines.join('\n')
}
