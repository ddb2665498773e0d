import { describe, expect, it } from 'vitest'
import type { FieldDef, FormDefinition, GroupDef, ItemDef, RepeaterDef } from './definition'
import {
  FORM_TEXT,
  type FormLocale,
  fillText,
  LIVE_TEXT,
  ruleMessage,
  ruleTexts,
  statusMessage,
} from './messages'
import {
  acceptanceMissing,
  deriveState,
  normaliseRepeater,
  repeaterCounts,
  summaryHtml,
  summaryRows,
  validateForm as validateWith,
  valuesFromFormData,
  visibleFields,
} from './state'

/** The server's call: default messages in the given locale, else in the form's own. */
const validateForm = (
  def: FormDefinition,
  values: Parameters<typeof validateWith>[1],
  { locale, ...opts }: Omit<Parameters<typeof validateWith>[2], 'texts'> & { locale?: FormLocale } = {},
) => validateWith(def, values, { texts: ruleTexts(locale ?? def.locale), ...opts })

const field = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  kind: 'field',
  name,
  type,
  label: name[0]?.toUpperCase() + name.slice(1),
  width: 'full',
  rules: [],
  ...extra,
})
const group = (name: string, when: GroupDef['when'], items: ItemDef[]): GroupDef => ({
  kind: 'group',
  name,
  when,
  conditionText: '',
  items,
})
const repeater = (
  name: string,
  r: Pick<RepeaterDef, 'min' | 'max' | 'initial'>,
  items: ItemDef[],
): RepeaterDef => ({
  kind: 'repeater',
  name,
  label: 'Osallistujat',
  addLabel: 'Lisää',
  removeLabel: 'Poista',
  ...r,
  items,
})

/** Two steps; a group shown by a radio with a nested group; a repeater whose group reads a row field and an outside field. */
const DEF: FormDefinition = {
  id: 1,
  version: 'v1',
  locale: 'fi',
  title: 'Ilmoittautuminen',
  summary: true,
  submitLabel: 'Lähetä',
  messages: {
    mail_sent: statusMessage('mail_sent', 'fi'),
    mail_failed: statusMessage('mail_failed', 'fi'),
    validation_failed: statusMessage('validation_failed', 'fi'),
    acceptance_missing: 'Hyväksy tietosuojaseloste.',
    spam: statusMessage('spam', 'fi'),
    aborted: statusMessage('aborted', 'fi'),
  },
  steps: [
    {
      title: 'Yhteystiedot',
      items: [
        field('nimi', 'text', {
          rules: [{ rule: 'required' }, { rule: 'maxlength', threshold: 20, error: 'Nimi on liian pitkä.' }],
        }),
        field('email', 'email', { rules: [{ rule: 'required' }] }),
        field('tapa', 'radio', {
          label: 'Yhteydenottotapa',
          options: [
            { value: 'puhelin', label: 'Puhelin' },
            { value: 'email', label: 'Sähköposti' },
          ],
          rules: [{ rule: 'required' }],
        }),
        group('puhelin_ryhma', { field: 'tapa', operator: 'equals', value: 'puhelin' }, [
          field('puhelin', 'tel', { rules: [{ rule: 'required' }] }),
          field('soitto', 'checkbox', {
            options: [
              { value: 'aamu', label: 'Aamulla' },
              { value: 'ilta', label: 'Illalla' },
            ],
          }),
          group('ilta_ryhma', { field: 'soitto', operator: 'equals', value: 'ilta' }, [
            field('iltaaika', 'time', { rules: [{ rule: 'required' }] }),
          ]),
        ]),
      ],
    },
    {
      title: 'Tapahtuma',
      items: [
        field('tarjoilu', 'select', {
          options: [
            { value: 'on', label: 'Tarjoilu mukaan' },
            { value: 'ei', label: 'Ei tarjoilua' },
          ],
        }),
        repeater('osallistujat', { min: 1, max: 300, initial: 2 }, [
          field('osallistuja', 'text', { rules: [{ rule: 'required' }] }),
          field('ruokavalio', 'radio', {
            options: [
              { value: 'ei', label: 'Ei erityisruokavaliota' },
              { value: 'kylla', label: 'Erityisruokavalio' },
            ],
          }),
          group(
            'ruoka_ryhma',
            {
              all: [
                { field: 'ruokavalio', operator: 'equals', value: 'kylla' },
                { field: 'tarjoilu', operator: 'equals', value: 'on' },
              ],
            },
            [field('ruoka', 'textarea', { rules: [{ rule: 'required' }] })],
          ),
        ]),
        field('liite', 'file', {
          rules: [
            { rule: 'file', accept: ['application/pdf', '.docx'] },
            { rule: 'maxfilesize', threshold: 1_000_000 },
          ],
        }),
        field('ehdot', 'acceptance', { label: 'Hyväksyn ehdot' }),
        field('uutiskirje', 'acceptance', { optional: true }),
        field('kielto', 'acceptance', { invert: true }),
        field('tarkistus', 'quiz', { questions: ['Mikä on Suomen pääkaupunki?', 'Paljonko on 2 + 3?'] }),
      ],
    },
  ],
}

const QUIZ = {
  tarkistus: [
    ['Helsinki', 'Helsingfors'],
    ['5', 'viisi'],
  ],
}

const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field)

describe('repeater counts', () => {
  it('normalises the CMS settings to docs/forms.md (min ≥ 1, max ≤ 200, initial = min capped at max)', () => {
    expect(normaliseRepeater({ min: 0, max: 999, initial: 5 })).toEqual({ min: 1, max: 200, initial: 5 })
    expect(normaliseRepeater({ min: 3, max: 10 })).toEqual({ min: 3, max: 10, initial: 3 })
    expect(normaliseRepeater({ min: 5, max: 3 })).toEqual({ min: 3, max: 3, initial: 3 })
    expect(normaliseRepeater({ min: null, max: null, initial: null })).toEqual({
      min: 1,
      max: 200,
      initial: 1,
    })
    expect(normaliseRepeater({ min: 2.7, max: Number.NaN, initial: 500 })).toEqual({
      min: 2,
      max: 200,
      initial: 200,
    })
  })

  it('clamps the posted count; missing or garbled gives the initial count', () => {
    expect(repeaterCounts(DEF, {})).toEqual({ osallistujat: 2 })
    expect(repeaterCounts(DEF, { osallistujat_count: '3' })).toEqual({ osallistujat: 3 })
    expect(repeaterCounts(DEF, { osallistujat_count: '0' })).toEqual({ osallistujat: 1 })
    expect(repeaterCounts(DEF, { osallistujat_count: '-4' })).toEqual({ osallistujat: 2 })
    expect(repeaterCounts(DEF, { osallistujat_count: 'abc' })).toEqual({ osallistujat: 2 })
    expect(repeaterCounts(DEF, { osallistujat_count: '9'.repeat(400) })).toEqual({ osallistujat: 200 })
  })

  it('counts the rows a browser without JavaScript filled beyond the rendered count, up to max', () => {
    expect(repeaterCounts(DEF, { osallistujat_count: '2', osallistuja__5: 'Aino' })).toEqual({
      osallistujat: 5,
    })
    expect(repeaterCounts(DEF, { osallistujat_count: '2', osallistuja__4: '  ' })).toEqual({
      osallistujat: 2,
    })
    expect(repeaterCounts(DEF, { osallistujat_count: '2', osallistuja__250: 'Yli' })).toEqual({
      osallistujat: 2,
    })
  })

  it('a request for 10 000 rows gets 200', () => {
    const values = { osallistujat_count: '10000' }
    expect(deriveState(DEF, values).repeaters).toEqual({ osallistujat: 200 })
    const names = visibleFields(DEF, values).map((f) => f.postedName)
    expect(names).toContain('osallistuja__200')
    expect(names).not.toContain('osallistuja__201')
    expect(
      fieldsOf(validateForm(DEF, values, { steps: [2] })).filter((f) => f.startsWith('osallistuja__')),
    ).toHaveLength(200)
  })
})

describe('deriveState', () => {
  it('hides groups whose conditions fail, with their fields', () => {
    expect(deriveState(DEF, {})).toEqual({
      hiddenGroups: ['puhelin_ryhma', 'ilta_ryhma', 'ruoka_ryhma__1', 'ruoka_ryhma__2'],
      visibleGroups: [],
      hiddenGroupFields: ['puhelin', 'soitto', 'iltaaika', 'ruoka__1', 'ruoka__2'],
      repeaters: { osallistujat: 2 },
      steps: 2,
    })
  })

  it('shows a group by a radio, and a nested group by a checkbox inside it', () => {
    const s = deriveState(DEF, { tapa: 'puhelin', soitto: ['aamu', 'ilta'] })
    expect(s.visibleGroups).toEqual(['puhelin_ryhma', 'ilta_ryhma'])
    expect(s.hiddenGroupFields).toEqual(['ruoka__1', 'ruoka__2'])
  })

  it('keeps a nested group hidden while its parent is hidden', () => {
    const s = deriveState(DEF, { tapa: 'email', soitto: 'ilta' })
    expect(s.hiddenGroups).toContain('ilta_ryhma')
    expect(s.hiddenGroupFields).toContain('iltaaika')
  })

  it('reads a repeater row’s own field and falls back to the field outside', () => {
    const base = { osallistujat_count: '3', ruokavalio__2: 'kylla', ruokavalio__3: 'ei' }
    const on = deriveState(DEF, { ...base, tarjoilu: 'on' })
    expect(on.visibleGroups).toEqual(['ruoka_ryhma__2'])
    expect(on.hiddenGroups).toEqual(['puhelin_ryhma', 'ilta_ryhma', 'ruoka_ryhma__1', 'ruoka_ryhma__3'])
    expect(on.hiddenGroupFields).toEqual(['puhelin', 'soitto', 'iltaaika', 'ruoka__1', 'ruoka__3'])
    // The plain `ruokavalio` (no row) does not leak into the rows.
    const off = deriveState(DEF, { ...base, tarjoilu: 'ei', ruokavalio: 'kylla' })
    expect(off.visibleGroups).toEqual([])
  })
})

describe('visibleFields', () => {
  it('lists shown fields in form order with steps and rows', () => {
    const f = visibleFields(DEF, { tapa: 'puhelin', osallistujat_count: '1' })
    expect(f.map((x) => x.postedName)).toEqual([
      'nimi',
      'email',
      'tapa',
      'puhelin',
      'soitto',
      'tarjoilu',
      'osallistuja__1',
      'ruokavalio__1',
      'liite',
      'ehdot',
      'uutiskirje',
      'kielto',
      'tarkistus',
    ])
    expect(f.find((x) => x.postedName === 'osallistuja__1')).toMatchObject({
      step: 2,
      repeater: 'osallistujat',
      row: 1,
    })
    expect(f[0]).toEqual({ def: DEF.steps[0]?.items[0], postedName: 'nimi', step: 1 })
  })

  it('filters by step (1-based)', () => {
    expect(visibleFields(DEF, {}, { steps: [1] }).map((x) => x.postedName)).toEqual(['nimi', 'email', 'tapa'])
  })
})

describe('validateForm', () => {
  it('validates only the requested steps, in form order, default messages in the form’s locale', () => {
    expect(validateForm(DEF, {}, { steps: [1] })).toEqual([
      { field: 'nimi', rule: 'required', message: 'Tämä kenttä on pakollinen.' },
      { field: 'email', rule: 'required', message: 'Tämä kenttä on pakollinen.' },
      { field: 'tapa', rule: 'required', message: 'Tämä kenttä on pakollinen.' },
    ])
    expect(validateForm(DEF, {}, { steps: [1], locale: 'en' })[0]?.message).toBe('This field is required.')
    expect(fieldsOf(validateForm(DEF, {}, { steps: [2] }))).toEqual([
      'osallistuja__1',
      'osallistuja__2',
      'ehdot',
    ])
    expect(fieldsOf(validateForm(DEF, {}))).toEqual([
      'nimi',
      'email',
      'tapa',
      'osallistuja__1',
      'osallistuja__2',
      'ehdot',
    ])
  })

  it('does not validate fields in hidden groups', () => {
    const values = {
      nimi: 'Matti',
      email: 'matti@example.fi',
      tapa: 'email',
      puhelin: 'ei numero',
      iltaaika: '25:00',
    }
    expect(validateForm(DEF, values, { steps: [1] })).toEqual([])
    const shown = validateForm(DEF, { ...values, tapa: 'puhelin', soitto: 'ilta' }, { steps: [1] })
    expect(shown).toEqual([
      { field: 'puhelin', rule: 'tel', message: 'Puhelinnumero on virheellinen.' },
      { field: 'iltaaika', rule: 'time', message: 'Kellonaika on virheellinen.' },
    ])
  })

  it('gives one message per field: the first failing rule, its own error first', () => {
    const e = validateForm(DEF, { nimi: 'x'.repeat(21), email: 'ei-osoite', tapa: 'puhelin' }, { steps: [1] })
    expect(e).toEqual([
      { field: 'nimi', rule: 'maxlength', message: 'Nimi on liian pitkä.' },
      // The email type implies the email rule.
      { field: 'email', rule: 'email', message: 'Sähköpostiosoite on virheellinen.' },
      { field: 'puhelin', rule: 'required', message: 'Tämä kenttä on pakollinen.' },
    ])
  })

  it('rejects option values the field does not offer', () => {
    const base = { nimi: 'Matti', email: 'matti@example.fi' }
    expect(validateForm(DEF, { ...base, tapa: 'fax' }, { steps: [1] })).toEqual([
      { field: 'tapa', rule: 'enum', message: 'Valitse jokin annetuista vaihtoehdoista.' },
    ])
    // A radio posts one value; two are refused (the phone group still shows, as `equals` means "contains").
    expect(fieldsOf(validateForm(DEF, { ...base, tapa: ['puhelin', 'email'] }, { steps: [1] }))).toEqual([
      'tapa',
      'puhelin',
    ])
    const checkbox = { ...base, tapa: 'puhelin', puhelin: '040 123 4567', soitto: ['aamu', 'yö'] }
    expect(validateForm(DEF, checkbox, { steps: [1] })).toEqual([
      { field: 'soitto', rule: 'enum', message: 'Valitse jokin annetuista vaihtoehdoista.' },
    ])
  })

  const step2 = {
    osallistujat_count: '1',
    osallistuja__1: 'Maija',
    ehdot: '1',
    tarkistus: ' helsinki ',
  }

  it('requires the acceptance box unless optional or inverted, with the form’s own message', () => {
    expect(validateForm(DEF, step2, { steps: [2] })).toEqual([])
    const { ehdot: _e, ...unticked } = step2
    expect(validateForm(DEF, unticked, { steps: [2] })).toEqual([
      { field: 'ehdot', rule: 'acceptance', message: 'Hyväksy tietosuojaseloste.' },
    ])
    expect(acceptanceMissing(DEF, unticked)).toBe(true)
    expect(acceptanceMissing(DEF, step2)).toBe(false)
    expect(acceptanceMissing(DEF, { ...step2, kielto: '1' })).toBe(false)
  })

  it('checks quiz answers (trimmed, any case) only when the answers are given', () => {
    expect(validateForm(DEF, step2, { steps: [2], quiz: QUIZ })).toEqual([])
    expect(validateForm(DEF, { ...step2, tarkistus: 'HELSINGFORS' }, { steps: [2], quiz: QUIZ })).toEqual([])
    expect(validateForm(DEF, { ...step2, tarkistus: 'Turku' }, { steps: [2], quiz: QUIZ })).toEqual([
      { field: 'tarkistus', rule: 'quiz', message: 'Vastaus on väärin.' },
    ])
    expect(
      validateForm(DEF, { ...step2, tarkistus: 'viisi', tarkistus__q: '1' }, { steps: [2], quiz: QUIZ }),
    ).toEqual([])
    expect(fieldsOf(validateForm(DEF, { ...step2, tarkistus__q: '7' }, { steps: [2], quiz: QUIZ }))).toEqual([
      'tarkistus',
    ])
    expect(fieldsOf(validateForm(DEF, { ...step2, tarkistus: '' }, { steps: [2], quiz: QUIZ }))).toEqual([
      'tarkistus',
    ])
    // The browser has no answers: the quiz is left to the server.
    expect(validateForm(DEF, { ...step2, tarkistus: 'Turku' }, { steps: [2] })).toEqual([])
  })

  it('checks files by type and size', () => {
    const file = (name: string, size: number) => ({ name, size, type: 'application/pdf' })
    expect(validateForm(DEF, { ...step2, liite: file('cv.pdf', 1000) }, { steps: [2] })).toEqual([])
    expect(validateForm(DEF, { ...step2, liite: file('cv.exe', 1000) }, { steps: [2] })).toEqual([
      { field: 'liite', rule: 'file', message: 'Tiedostotyyppiä ei sallita.' },
    ])
    expect(
      validateForm(DEF, { ...step2, liite: file('cv.pdf', 2_000_000) }, { steps: [2], locale: 'en' }),
    ).toEqual([{ field: 'liite', rule: 'maxfilesize', message: 'The file is too large.' }])
  })

  it('validates a repeater row’s group by that row’s values', () => {
    const values = {
      ...step2,
      osallistujat_count: '2',
      osallistuja__2: 'Pekka',
      tarjoilu: 'on',
      ruokavalio__2: 'kylla',
    }
    expect(fieldsOf(validateForm(DEF, values, { steps: [2] }))).toEqual(['ruoka__2'])
    expect(validateForm(DEF, { ...values, ruoka__2: 'Gluteeniton' }, { steps: [2] })).toEqual([])
  })

  it('resolves all/any rules inside a repeater row to that row’s fields', () => {
    const def: FormDefinition = {
      ...DEF,
      steps: [
        {
          title: 'Rivit',
          items: [
            repeater('rivit', { min: 2, max: 2, initial: 2 }, [
              field('puh', 'tel'),
              field('sposti', 'email', {
                rules: [
                  {
                    rule: 'any',
                    error: 'Anna puhelin tai sähköposti.',
                    rules: [
                      { rule: 'required', field: 'puh' },
                      { rule: 'required', field: 'sposti' },
                    ],
                  },
                ],
              }),
            ]),
          ],
        },
      ],
    }
    expect(validateForm(def, { puh__1: '0401234567' })).toEqual([
      { field: 'sposti__2', rule: 'any', message: 'Anna puhelin tai sähköposti.' },
    ])
  })
})

describe('valuesFromFormData', () => {
  it('turns repeated keys into arrays, strips [] and reads files', () => {
    const fd = new FormData()
    fd.append('nimi', 'Matti')
    fd.append('soitto[]', 'ilta')
    fd.append('aiheet', 'a')
    fd.append('aiheet', 'b')
    fd.append('liite', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    fd.append('tyhja', new File([], '', { type: 'application/octet-stream' }))
    expect(valuesFromFormData(fd)).toEqual({
      nimi: 'Matti',
      soitto: ['ilta'],
      aiheet: ['a', 'b'],
      liite: { name: 'cv.pdf', size: 4, type: 'application/pdf' },
    })
  })
})

describe('hostile field names', () => {
  it('ignores __proto__ and reads only own keys', () => {
    const fd = new FormData()
    fd.append('__proto__', 'x')
    fd.append('constructor', 'y')
    const values = valuesFromFormData(fd)
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
    expect(values).toEqual({ constructor: 'y' })
    const def: FormDefinition = {
      ...DEF,
      steps: [{ title: 'A', items: [field('toString', 'text', { rules: [{ rule: 'required' }] })] }],
    }
    expect(fieldsOf(validateForm(def, {}))).toEqual(['toString'])
    expect(deriveState(def, {}).hiddenGroups).toEqual([])
  })
})

describe('messages', () => {
  it('words defaults as FINNISH.md and keeps the acceptance texts in step', () => {
    for (const locale of ['fi', 'en'] as const) {
      expect(ruleMessage('acceptance', locale)).toBe(statusMessage('acceptance_missing', locale))
    }
    expect(ruleMessage('requiredfile', 'fi')).toBe('Tämä kenttä on pakollinen.')
    expect(ruleMessage('maxnumber', 'fi')).toBe('Arvo on liian suuri.')
    expect(ruleMessage('minlength', 'en')).toBe('The text is too short.')
    expect(fillText(FORM_TEXT.fi.stepOf, { i: 2, n: 3 })).toBe('Vaihe 2/3')
    expect(fillText(LIVE_TEXT.en.charactersLeft, { n: 5 })).toBe('5 characters left')
    expect(Object.keys(FORM_TEXT.fi).sort()).toEqual(Object.keys(FORM_TEXT.en).sort())
  })
})

describe('summary', () => {
  const values = {
    nimi: '<script>alert("x")</script>',
    email: 'matti@example.fi',
    tapa: 'puhelin',
    puhelin: '040 123 4567',
    soitto: ['aamu', 'ilta'],
    iltaaika: '18:00',
    tarjoilu: 'on',
    osallistujat_count: '2',
    osallistuja__1: 'Maija & Pekka',
    osallistuja__2: 'Liisa',
    ruokavalio__2: 'kylla',
    ruoka__2: 'Vegaaninen',
    liite: [
      { name: 'a.pdf', size: 1, type: '' },
      { name: 'b.docx', size: 1, type: '' },
    ],
    ehdot: '1',
    tarkistus: 'Helsinki',
  }

  it('lists the shown answers with labels instead of values', () => {
    const rows = summaryRows(DEF, values, 'fi')
    expect(rows).toEqual([
      { label: 'Nimi', value: '<script>alert("x")</script>', step: 1 },
      { label: 'Email', value: 'matti@example.fi', step: 1 },
      { label: 'Yhteydenottotapa', value: 'Puhelin', step: 1 },
      { label: 'Puhelin', value: '040 123 4567', step: 1 },
      { label: 'Soitto', value: 'Aamulla, Illalla', step: 1 },
      { label: 'Iltaaika', value: '18:00', step: 1 },
      { label: 'Tarjoilu', value: 'Tarjoilu mukaan', step: 2 },
      { label: 'Osallistuja', value: 'Maija & Pekka', step: 2, repeater: 'osallistujat', row: 1 },
      { label: 'Ruokavalio', value: '', step: 2, repeater: 'osallistujat', row: 1 },
      { label: 'Osallistuja', value: 'Liisa', step: 2, repeater: 'osallistujat', row: 2 },
      { label: 'Ruokavalio', value: 'Erityisruokavalio', step: 2, repeater: 'osallistujat', row: 2 },
      { label: 'Ruoka', value: 'Vegaaninen', step: 2, repeater: 'osallistujat', row: 2 },
      { label: 'Liite', value: 'a.pdf, b.docx', step: 2 },
      { label: 'Hyväksyn ehdot', value: 'Kyllä', step: 2 },
      { label: 'Uutiskirje', value: 'Ei', step: 2 },
      { label: 'Kielto', value: 'Ei', step: 2 },
    ])
    expect(summaryRows(DEF, values, 'en').at(-3)?.value).toBe('Yes')
  })

  it('escapes everything in the HTML and labels repeater rows', () => {
    const rows = summaryRows(DEF, values, 'fi')
    const html = summaryHtml(rows, ['Yhteys<b>tiedot</b>', 'Tapahtuma'])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('<dd>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;</dd>')
    expect(html).toContain('<h3>Yhteys&#60;b&#62;tiedot&#60;/b&#62;</h3>')
    expect(html).toContain('<dd>Maija &#38; Pekka</dd>')
    expect(html).toContain('<dt>Rivi 2</dt><dd><dl><dt>Osallistuja</dt><dd>Liisa</dd>')
    expect(html).toContain('<dt>Ruokavalio</dt><dd>–</dd>')
    expect(html.match(/<section /g)).toHaveLength(2)
    expect(summaryHtml(rows, ['A', 'B'], 'en')).toContain('<dt>Row 1</dt>')
    // Well nested: as many openings as closings.
    for (const tag of ['dl', 'dd', 'dt', 'section']) {
      expect(html.split(`<${tag}`).length, tag).toBe(html.split(`</${tag}>`).length)
    }
  })
})
