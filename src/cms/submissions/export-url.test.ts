import { describe, expect, it } from 'vitest'
import { exportCsvHref, listQueryString } from './export-url'

describe('exportCsvHref', () => {
  it('is the collection endpoint under the API route', () => {
    expect(exportCsvHref('/api')).toBe('/api/form-submissions/export.csv')
    expect(exportCsvHref('https://example.fi/api/')).toBe(
      'https://example.fi/api/form-submissions/export.csv',
    )
  })

  it('carries the list view filter in Payload’s bracket notation', () => {
    const where = { or: [{ and: [{ form: { equals: '1' } }, { mailStatus: { in: ['off', 'failed'] } }] }] }
    expect(exportCsvHref('/api', { where })).toBe(
      '/api/form-submissions/export.csv?where[or][0][and][0][form][equals]=1' +
        '&where[or][0][and][1][mailStatus][in][0]=off&where[or][0][and][1][mailStatus][in][1]=failed',
    )
  })

  it('encodes values and adds search and sort', () => {
    expect(
      listQueryString({
        where: { createdAt: { greater_than: '2026-11-01T00:00:00.000Z' } },
        search: ' matti & liisa ',
        sort: '-createdAt',
      }),
    ).toBe(
      'where[createdAt][greater_than]=2026-11-01T00%3A00%3A00.000Z&search=matti%20%26%20liisa&sort=-createdAt',
    )
  })

  it('leaves out what is empty', () => {
    expect(listQueryString({ where: {}, search: '  ', sort: '' })).toBe('')
    expect(listQueryString({ where: { form: { exists: true, equals: undefined } } })).toBe(
      'where[form][exists]=true',
    )
  })
})
