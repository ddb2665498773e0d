'use client'
import { Button } from '@payloadcms/ui'
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import type { ImportReport, ReportKind } from '../report/report'
import type { ImportRun } from './service'
import { COUNT_COLUMNS, type ImportLanguage, importStrings } from './strings'

const ENDPOINT = '/api/wordpress-import'
/** How often the view asks for a running import's progress. */
const POLL_MS = 1000

async function readRun(response: Response): Promise<{ run?: ImportRun | null; message?: string }> {
  try {
    return (await response.json()) as { run?: ImportRun | null; message?: string }
  } catch {
    return {}
  }
}

/** The import view's form, report and progress; the run's state lives on the server, so a reload finds it. */
export function ImportClient({ language }: { language: ImportLanguage }) {
  const t = importStrings(language)
  const [run, setRun] = useState<ImportRun | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ids = { file: useId(), media: useId(), mediaHelp: useId(), locale: useId(), error: useId() }

  const refresh = useCallback(async () => {
    const response = await fetch(ENDPOINT, { credentials: 'same-origin', cache: 'no-store' })
    const body = await readRun(response)
    if (response.ok) setRun(body.run ?? null)
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  useEffect(() => {
    if (run?.status !== 'running') return
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [run?.status, refresh])

  /** Posts to the import's API and shows the run it answers with, or its Finnish message. */
  const send = async (url: string, body?: FormData) => {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' })
      const answer = await readRun(response)
      if (response.ok && answer.run) setRun(answer.run)
      else setError(answer.message ?? t.failedRequest)
    } catch {
      setError(t.failedRequest)
    } finally {
      setBusy(false)
    }
  }

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(ENDPOINT, new FormData(event.currentTarget))
  }

  const start = () => {
    if (run) void send(`${ENDPOINT}/${run.id}/start`)
  }

  const running = run?.status === 'running'
  const canStart =
    run && (run.status === 'checked' || run.status === 'interrupted' || run.status === 'failed')

  return (
    <div className="kajo-import">
      <p className="kajo-import__intro">{t.intro}</p>
      <form className="kajo-import__form" onSubmit={check} aria-describedby={error ? ids.error : undefined}>
        <div className="kajo-import__field">
          <label htmlFor={ids.file}>{t.file}</label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept=".xml,application/xml,text/xml"
            required
            disabled={running}
          />
        </div>
        <div className="kajo-import__field">
          <label htmlFor={ids.media}>{t.mediaFrom}</label>
          <input
            id={ids.media}
            name="mediaFrom"
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-describedby={ids.mediaHelp}
            disabled={running}
          />
          <p id={ids.mediaHelp} className="kajo-import__help">
            {t.mediaFromHelp}
          </p>
        </div>
        <div className="kajo-import__field">
          <label htmlFor={ids.locale}>{t.locale}</label>
          <select id={ids.locale} name="locale" defaultValue="fi" disabled={running}>
            <option value="fi">{t.locales.fi}</option>
            <option value="en">{t.locales.en}</option>
          </select>
        </div>
        <Button type="submit" buttonStyle="secondary" size="medium" disabled={busy || running}>
          {busy && !run ? t.checking : t.check}
        </Button>
      </form>
      <div role="alert" id={ids.error} className="kajo-import__error">
        {error}
      </div>
      {run ? <RunView run={run} language={language} busy={busy} onStart={canStart ? start : null} /> : null}
    </div>
  )
}

function RunView({
  run,
  language,
  busy,
  onStart,
}: {
  run: ImportRun
  language: ImportLanguage
  busy: boolean
  onStart: (() => void) | null
}) {
  const t = importStrings(language)
  const headingId = useId()
  const percent = run.total > 0 ? Math.round((run.done / run.total) * 100) : 0
  return (
    <section className="kajo-import__run" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t.file_}: {run.fileName}
      </h2>
      <p className="kajo-import__status" aria-live="polite">
        {t.status[run.status]}
      </p>
      {run.status !== 'checked' ? (
        <div className="kajo-import__progress">
          <label>
            {t.progress}
            <progress max={Math.max(run.total, 1)} value={run.done}>
              {percent} %
            </progress>
          </label>
          <p aria-live="polite">
            {t.progressText(run.done, run.total)}
            {run.errors > 0 ? ` · ${t.errorsSoFar(run.errors)}` : ''}
          </p>
          {run.current && run.status === 'running' ? (
            <p>
              {t.current}: {run.current}
            </p>
          ) : null}
        </div>
      ) : null}
      {run.message ? <p className="kajo-import__error">{run.message}</p> : null}
      {onStart ? (
        <Button buttonStyle="primary" size="medium" onClick={onStart} disabled={busy}>
          {run.status === 'checked' ? t.start : t.again}
        </Button>
      ) : null}
      {run.report ? <ReportView report={run.report} language={language} /> : null}
    </section>
  )
}

function ReportView({ report, language }: { report: ImportReport; language: ImportLanguage }) {
  const t = importStrings(language)
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fi-FI', { maximumFractionDigits: 1 })
  return (
    <div className="kajo-import__report">
      <h3>{t.report}</h3>
      {report.dryRun ? <p>{t.dryRun}</p> : null}
      {/* Scrolls sideways on a phone: reachable and named for keyboard users. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus */}
      <section className="kajo-import__table" aria-label={t.report} tabIndex={0}>
        <table>
          <caption className="kajo-import__caption">{t.report}</caption>
          <thead>
            <tr>
              <th scope="col">{t.kind}</th>
              {COUNT_COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(Object.keys(t.kinds) as ReportKind[]).map((kind) => (
              <tr key={kind}>
                <th scope="row">{t.kinds[kind]}</th>
                {COUNT_COLUMNS.map((column) => (
                  <td key={column}>{report.counts[kind][column]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>{report.dryRun ? t.redirects(report.redirects) : t.redirectsMade(report.redirects)}</p>
      {report.menu ? <p>{t.menu(report.menu)}</p> : null}
      {report.dryRun ? null : (
        <p>{t.speed(number.format(report.seconds), number.format(report.itemsPerSecond))}</p>
      )}
      {report.stoppedAt ? (
        <p className="kajo-import__error">
          {t.stopped} {report.stoppedAt.item}: {report.stoppedAt.message}
        </p>
      ) : null}
      {report.unknown.length > 0 ? (
        <details>
          <summary>
            {t.unknown} ({report.unknown.length})
          </summary>
          <ul>
            {report.unknown.map((u) => (
              <li key={u.name}>
                <code>{u.name}</code> × {u.count}: {u.items.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Lines heading={t.notes} lines={report.notes} more={report.moreNotes} moreText={t.more} />
      <Lines heading={t.errors} lines={report.errors} more={report.moreErrors} moreText={t.more} />
    </div>
  )
}

function Lines({
  heading,
  lines,
  more,
  moreText,
}: {
  heading: string
  lines: { item: string; message: string }[]
  more: number
  moreText: (n: number) => string
}) {
  if (lines.length === 0) return null
  return (
    <details>
      <summary>
        {heading} ({lines.length + more})
      </summary>
      <ul>
        {lines.map((line, i) => (
          // Lines repeat (one item, several notes): the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's lines never reorder
          <li key={i}>
            <strong>{line.item}</strong>: {line.message}
          </li>
        ))}
        {more > 0 ? <li>{moreText(more)}</li> : null}
      </ul>
    </details>
  )
}
