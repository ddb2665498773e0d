import { describe, expect, it } from 'vitest'
import { exportWhere } from './endpoints'
import {
  answerLabel,
  formatHelsinkiDateTime,
  helsinkiIsoDate,
  parseAnswers,
  submissionTitle,
  toSubmissionRow,
} from './shared'

describe('submissionTitle', () => {
  it('is the form name and the time in Helsinki', () => {
    expect(submissionTitle('Yhteydenotto', '2026-11-24T12:05:00.000Z')).toBe(
      'Yhteydenotto – 24.11.2026 14.05',
    )
    // Summer time (EEST, UTC+3); midnight has no leading zero, minutes do.
    expect(submissionTitle('Tarjouspyyntö', '2026-06-30T21:07:00.000Z')).toBe('Tarjouspyyntö – 1.7.2026 0.07')
  })

  it('has a fallback name and survives a bad date', () => {
    expect(submissionTitle(' ', '2026-11-24T12:05:00.000Z')).toBe('Lomakevastaus – 24.11.2026 14.05')
    expect(submissionTitle('Yhteydenotto', 'ei päivä')).toBe('Yhteydenotto')
    expect(formatHelsinkiDateTime('ei päivä')).toBe('')
  })

  it('dates file names by the Helsinki day', () => {
    expect(helsinkiIsoDate(new Date('2026-11-23T22:30:00.000Z'))).toBe('2026-11-24')
  })
})

describe('parseAnswers', () => {
  it('keeps well-formed answers and repeater rows', () => {
    expect(
      parseAnswers([
        { label: 'Nimi', value: 'Matti', step: 1 },
        { label: 'Osallistuja', value: 'A', step: 2, repeater: 'osallistujat', row: 2 },
      ]),
    ).toEqual([
      { label: 'Nimi', value: 'Matti', step: 1 },
      { label: 'Osallistuja', value: 'A', step: 2, repeater: 'osallistujat', row: 2 },
    ])
  })

  it('skips or repairs odd entries instead of failing', () => {
    expect(parseAnswers('x')).toEqual([])
    expect(parseAnswers([null, 1, { value: 'no label' }, { label: 'Määrä', value: 3, step: 0 }])).toEqual([
      { label: 'Määrä', value: '3', step: 1 },
    ])
  })

  it('labels repeater rows', () => {
    expect(answerLabel({ label: 'Nimi', value: '', step: 1, repeater: 'r', row: 2 })).toBe('Nimi (rivi 2)')
    expect(answerLabel({ label: 'Nimi', value: '', step: 1 })).toBe('Nimi')
  })
})

describe('toSubmissionRow', () => {
  it('reads any document shape', () => {
    expect(toSubmissionRow(null)).toEqual({
      createdAt: '',
      formTitle: '',
      locale: '',
      pageUrl: '',
      mailStatus: '',
      answers: [],
      files: [],
    })
  })
})

describe('exportWhere', () => {
  it('passes the list filter on and adds the search box as `like` on the searchable fields', () => {
    expect(exportWhere({})).toBeUndefined()
    const where = { form: { equals: '1' } }
    expect(exportWhere({ where })).toEqual(where)
    expect(exportWhere({ where, search: ' matti ' })).toEqual({
      and: [
        where,
        {
          or: [
            { title: { like: 'matti' } },
            { pageUrl: { like: 'matti' } },
            { searchText: { like: 'matti' } },
          ],
        },
      ],
    })
  })

  it('refuses a filter that is not an object', () => {
    expect(exportWhere({ where: 'x' })).toBeNull()
    expect(exportWhere({ where: ['x'] })).toBeNull()
  })
})
