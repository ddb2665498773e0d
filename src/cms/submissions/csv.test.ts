import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, submissionColumns, submissionsCsv, toCsv } from './csv'
import type { SubmissionRow } from './shared'

const row = (over: Partial<SubmissionRow> = {}): SubmissionRow => ({
  createdAt: '2026-11-24T12:05:00.000Z',
  formTitle: 'Yhteydenotto',
  locale: 'fi',
  pageUrl: 'https://example.fi/yhteystiedot',
  mailStatus: 'sent',
  answers: [],
  files: [],
  ...over,
})

/** The lines of a CSV file without its BOM and final line end. */
const lines = (csv: string) => csv.slice(CSV_BOM.length).replace(/\r\n$/, '').split('\r\n')

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Matti Meikäläinen')).toBe('Matti Meikäläinen')
    expect(csvCell('')).toBe('')
  })

  it('quotes separators, quotes and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('sanoi "hei"')).toBe('"sanoi ""hei"""')
    expect(csvCell('rivi 1\nrivi 2')).toBe('"rivi 1\nrivi 2"')
    expect(csvCell('rivi 1\r\nrivi 2')).toBe('"rivi 1\r\nrivi 2"')
    expect(csvCell(' reunassa ')).toBe('" reunassa "')
  })

  it('turns formula-like cells into text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","klik")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""klik"")"`,
    )
    expect(csvCell('+358 40 123 4567')).toBe("'+358 40 123 4567")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('＝1+1')).toBe("'＝1+1")
    expect(csvCell('a=1')).toBe('a=1')
  })
})

describe('toCsv', () => {
  it('starts with a BOM, separates with semicolons and ends every line with CRLF', () => {
    const csv = toCsv(
      [{ a: '1', b: 'x;y' }],
      [
        { header: 'A', value: (r: { a: string }) => r.a },
        { header: 'B', value: (r: { b: string }) => r.b },
      ],
    )
    expect(csv).toBe('\uFEFFA;B\r\n1;"x;y"\r\n')
  })

  it('keeps multi-line cells as one record', () => {
    const csv = toCsv([{ v: 'a\r\nb' }], [{ header: 'V', value: (r: { v: string }) => r.v }])
    expect(csv).toBe('\uFEFFV\r\n"a\r\nb"\r\n')
  })
})

describe('submissionsCsv', () => {
  it('has the fixed columns in Finnish, with the time in Helsinki', () => {
    const csv = submissionsCsv([row()])
    const [header, first] = lines(csv)
    expect(header).toBe('Lähetetty;Lomake;Kieli;Sivu;Sähköpostin tila;Liitteet')
    // 12.05 UTC is 14.05 in Helsinki in November (EET, UTC+2).
    expect(first).toBe('24.11.2026 14.05;Yhteydenotto;Suomi;https://example.fi/yhteystiedot;Lähetetty;')
  })

  it('labels every mail status and language', () => {
    const csv = submissionsCsv([
      row({ mailStatus: 'off', locale: 'en' }),
      row({ mailStatus: 'queued' }),
      row({ mailStatus: 'failed' }),
    ])
    expect(
      lines(csv)
        .slice(1)
        .map((line) => line.split(';').slice(2, 5)),
    ).toEqual([
      ['Englanti', 'https://example.fi/yhteystiedot', 'Ei lähetetty: sähköposti oli pois käytöstä'],
      ['Suomi', 'https://example.fi/yhteystiedot', 'Jonossa'],
      ['Suomi', 'https://example.fi/yhteystiedot', 'Epäonnistui'],
    ])
  })

  it('makes one column per answer label, the union over rows in first-seen order', () => {
    const rows = [
      row({
        answers: [
          { label: 'Nimi', value: 'Matti', step: 1 },
          { label: 'Sähköposti', value: 'matti@example.fi', step: 1 },
        ],
      }),
      row({
        answers: [
          { label: 'Puhelin', value: '040 123', step: 1 },
          { label: 'Nimi', value: 'Liisa', step: 1 },
        ],
      }),
    ]
    const columns = submissionColumns(rows).map((column) => column.header)
    expect(columns).toEqual([
      'Lähetetty',
      'Lomake',
      'Kieli',
      'Sivu',
      'Sähköpostin tila',
      'Nimi',
      'Sähköposti',
      'Puhelin',
      'Liitteet',
    ])
    const [, first, second] = lines(submissionsCsv(rows))
    expect(first?.split(';').slice(5)).toEqual(['Matti', 'matti@example.fi', '', ''])
    expect(second?.split(';').slice(5)).toEqual(['Liisa', '', '040 123', ''])
  })

  it('names repeater rows, repeated labels and labels equal to a fixed column apart', () => {
    const rows = [
      row({
        answers: [
          { label: 'Osallistuja', value: 'A', step: 1, repeater: 'osallistujat', row: 1 },
          { label: 'Osallistuja', value: 'B', step: 1, repeater: 'osallistujat', row: 2 },
          { label: 'Lisätieto', value: 'x', step: 1 },
          { label: 'Lisätieto', value: 'y', step: 2 },
          { label: 'Lomake', value: 'oma kenttä', step: 2 },
        ],
      }),
    ]
    expect(
      submissionColumns(rows)
        .map((column) => column.header)
        .slice(5, -1),
    ).toEqual([
      'Osallistuja (rivi 1)',
      'Osallistuja (rivi 2)',
      'Lisätieto',
      'Lisätieto [2]',
      'Lomake (vastaus)',
    ])
  })

  it('lists file names one per line in the last column', () => {
    const file = (filename: string) => ({
      field: 'liite',
      filename,
      storedName: '',
      size: 1,
      type: 'text/plain',
    })
    const [, first] = submissionsCsv([row({ files: [file('a.pdf'), file('b;c.png')] })])
      .slice(1)
      .split('\r\n')
    expect(first?.endsWith(';"a.pdf\nb;c.png"')).toBe(true)
  })

  it('protects answers from formula injection', () => {
    const csv = submissionsCsv([row({ answers: [{ label: 'Viesti', value: '=cmd|"/c calc"!A1', step: 1 }] })])
    expect(lines(csv)[1]?.endsWith(`;"'=cmd|""/c calc""!A1";`)).toBe(true)
  })

  it('writes the header alone when there are no rows', () => {
    expect(submissionsCsv([])).toBe('\uFEFFLähetetty;Lomake;Kieli;Sivu;Sähköpostin tila;Liitteet\r\n')
  })
})
