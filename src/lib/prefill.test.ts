import { describe, expect, it } from 'vitest'
import { PREFILL_MAX_LENGTH, prefillHref, prefillValue } from './prefill'

describe('prefillHref', () => {
  it('adds the parameter and the fragment to a page address', () => {
    expect(
      prefillHref('/yhteystiedot', { param: 'palvelu', value: 'Verkkosivu-uudistus' }, 'yhteydenotto'),
    ).toBe('/yhteystiedot?palvelu=Verkkosivu-uudistus#yhteydenotto')
  })

  it('encodes the value and keeps the address’s own query', () => {
    expect(prefillHref('/en/contact?x=1', { param: 'palvelu', value: 'Ylläpito & tuki' })).toBe(
      '/en/contact?x=1&palvelu=Yll%C3%A4pito+%26+tuki',
    )
  })

  it('replaces a parameter of the same name and the address’s fragment when an anchor is given', () => {
    expect(
      prefillHref('/yhteystiedot?palvelu=a#lomake', { param: 'palvelu', value: 'b' }, 'yhteydenotto'),
    ).toBe('/yhteystiedot?palvelu=b#yhteydenotto')
    expect(prefillHref('/yhteystiedot#lomake', { param: 'palvelu', value: 'b' })).toBe(
      '/yhteystiedot?palvelu=b#lomake',
    )
  })

  it('adds nothing for a bad parameter name or an empty value', () => {
    expect(prefillHref('/yhteystiedot', { param: 'Palvelu', value: 'x' })).toBe('/yhteystiedot')
    expect(prefillHref('/yhteystiedot', { param: 'a b', value: 'x' })).toBe('/yhteystiedot')
    expect(prefillHref('/yhteystiedot', { param: 'palvelu', value: '   ' })).toBe('/yhteystiedot')
    expect(prefillHref('/yhteystiedot', { param: null, value: 'x' }, null)).toBe('/yhteystiedot')
  })

  it('cuts a long value', () => {
    const href = prefillHref('/y', { param: 'p', value: 'x'.repeat(500) })
    expect(new URLSearchParams(href.split('?')[1]).get('p')).toHaveLength(PREFILL_MAX_LENGTH)
  })
})

describe('prefillValue', () => {
  it('cuts by characters and never splits one', () => {
    expect(prefillValue('äiti', 2)).toBe('äi')
    expect(prefillValue('😀😀😀', 2)).toBe('😀😀')
    expect(prefillValue('lyhyt')).toBe('lyhyt')
  })
})
