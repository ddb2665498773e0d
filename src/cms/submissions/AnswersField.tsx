import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { useId } from 'react'
import { EXPORT_PATH } from './export-url'
import { answerLabel, parseAnswers, parseFiles, type SubmissionAnswer } from './shared'

/**
 * The submission's edit view, for reading: the answers as a definition list in form order (the
 * raw JSON editor is no way to read a message) and the attachments as download links. Server
 * components: they only render stored data, and the field is read-only.
 */

/** The part of Payload's field server props (`ServerFieldBase`) these components use. */
type Props = {
  value?: unknown
  data?: Record<string, unknown>
  id?: number | string
  i18n: Pick<I18nClient, 'language'>
  payload: Payload
}

type Language = 'fi' | 'en'
const language = (i18n: Props['i18n']): Language => (i18n.language === 'en' ? 'en' : 'fi')

const STRINGS = {
  fi: {
    answers: 'Vastaukset',
    noAnswers: 'Ei vastauksia.',
    empty: '(tyhjä)',
    step: (n: number) => `Vaihe ${n}`,
    files: 'Liitteet',
    noFiles: 'Ei liitteitä.',
    download: (name: string) => `Lataa ${name}`,
    kilobytes: 'kt',
    megabytes: 'Mt',
    bytes: 't',
  },
  en: {
    answers: 'Answers',
    noAnswers: 'No answers.',
    empty: '(empty)',
    step: (n: number) => `Step ${n}`,
    files: 'Attachments',
    noFiles: 'No attachments.',
    download: (name: string) => `Download ${name}`,
    kilobytes: 'KB',
    megabytes: 'MB',
    bytes: 'B',
  },
} as const

const headingStyle = { font: 'inherit', fontWeight: 600, margin: '0 0 0.75rem' } as const
const termStyle = { fontWeight: 600, marginTop: '0.75rem' } as const
// Text areas keep their line breaks; long addresses and words wrap instead of widening the view.
const valueStyle = { margin: '0.125rem 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const

function byStep(answers: SubmissionAnswer[]): Map<number, SubmissionAnswer[]> {
  const steps = new Map<number, SubmissionAnswer[]>()
  for (const answer of answers) steps.set(answer.step, [...(steps.get(answer.step) ?? []), answer])
  return steps
}

function AnswerList({ answers, empty }: { answers: SubmissionAnswer[]; empty: string }) {
  return (
    <dl style={{ margin: 0 }}>
      {answers.map((answer, index) => (
        // Labels repeat (repeater rows, two fields of one name), so the position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static, read-only data.
        <div key={index}>
          <dt style={termStyle}>{answerLabel(answer)}</dt>
          <dd style={valueStyle}>{answer.value || <span style={{ opacity: 0.6 }}>{empty}</span>}</dd>
        </div>
      ))}
    </dl>
  )
}

export function AnswersField({ value, data, i18n }: Props) {
  const s = STRINGS[language(i18n)]
  const headingId = useId()
  const answers = parseAnswers(value ?? data?.answers)
  const steps = byStep(answers)
  return (
    <section className="field-type" aria-labelledby={headingId}>
      <h2 id={headingId} style={headingStyle}>
        {s.answers}
      </h2>
      {answers.length === 0 ? <p>{s.noAnswers}</p> : null}
      {steps.size > 1
        ? [...steps].map(([step, list]) => (
            <section key={step} aria-label={s.step(step)} style={{ marginBottom: '1rem' }}>
              <h3 style={{ ...headingStyle, opacity: 0.8 }}>{s.step(step)}</h3>
              <AnswerList answers={list} empty={s.empty} />
            </section>
          ))
        : answers.length > 0 && <AnswerList answers={answers} empty={s.empty} />}
    </section>
  )
}

function formatSize(bytes: number, lang: Language): string {
  const s = STRINGS[lang]
  const number = new Intl.NumberFormat(lang === 'fi' ? 'fi-FI' : 'en-GB', { maximumFractionDigits: 1 })
  if (bytes < 1024) return `${number.format(bytes)} ${s.bytes}`
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} ${s.kilobytes}`
  return `${number.format(bytes / (1024 * 1024))} ${s.megabytes}`
}

export function FilesField({ value, data, id, i18n, payload }: Props) {
  const lang = language(i18n)
  const s = STRINGS[lang]
  const headingId = useId()
  const files = parseFiles(value ?? data?.files)
  const docId = id ?? data?.id
  const { serverURL, routes } = payload.config
  const base = `${serverURL ?? ''}${routes.api}${EXPORT_PATH.replace(/\/export\.csv$/, '')}`
  return (
    <section className="field-type" aria-labelledby={headingId}>
      <h2 id={headingId} style={headingStyle}>
        {s.files}
      </h2>
      {files.length === 0 || docId === undefined ? (
        <p>{s.noFiles}</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {files.map((file, index) => (
            <li key={file.storedName || index} style={{ marginTop: '0.25rem' }}>
              {/* Always a download (the endpoint says `attachment`): never opened on this origin. */}
              <a
                href={`${base}/${encodeURIComponent(String(docId))}/files/${index}`}
                download={file.filename}
                aria-label={s.download(file.filename)}
              >
                {file.filename}
              </a>{' '}
              <span style={{ opacity: 0.7 }}>
                ({[formatSize(file.size, lang), file.type].filter(Boolean).join(', ')})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
