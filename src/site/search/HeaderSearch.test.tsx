import { describe, expect, it } from 'vitest'
import { render } from '../../../tests/unit/render'
import { HeaderSearch } from './HeaderSearch'

describe('header search', () => {
  it('opens a popover form that GETs the results page of the locale', () => {
    const doc = render(<HeaderSearch mode="popup" locale="fi" />)
    const toggle = doc.querySelector('button[popovertarget]')
    const panel = doc.querySelector('[popover]')
    expect(toggle?.textContent).toBe('Haku')
    expect(panel?.id).toBeTruthy()
    expect(toggle?.getAttribute('popovertarget')).toBe(panel?.id)
    expect(panel?.getAttribute('popover')).toBe('auto')
    const form = panel?.querySelector('form')
    expect(form?.getAttribute('action')).toBe('/haku')
    expect(form?.getAttribute('method')).toBe('get')
    const input = form?.querySelector('input')
    expect(input?.getAttribute('type')).toBe('search')
    expect(input?.getAttribute('name')).toBe('q')
    expect(input?.hasAttribute('autofocus')).toBe(true)
    expect(doc.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Hae sivustolta')
    expect(panel?.querySelector('[popovertargetaction="hide"]')).toBeNull()
  })

  it('gives the suggestions loaded on opening their texts in the page’s language', () => {
    const options = (locale: 'fi' | 'en') =>
      JSON.parse(
        render(<HeaderSearch mode="popup" locale={locale} />)
          .querySelector('[data-search-panel]')
          ?.getAttribute('data-suggest') ?? '',
      )
    expect(options('fi')).toEqual({
      locale: 'fi',
      label: 'Hakuehdotukset',
      types: {
        pages: 'Sivu',
        posts: 'Artikkeli',
        portfolio: 'Referenssi',
        galleries: 'Galleria',
        products: 'Tuote',
      },
      counts: ['Ei ehdotuksia', '1 ehdotus', '{n} ehdotusta'],
    })
    expect(options('en')).toMatchObject({
      locale: 'en',
      label: 'Search suggestions',
      counts: ['No suggestions', '1 suggestion', '{n} suggestions'],
    })
    // Without JavaScript the field stays a plain search box.
    const input = render(<HeaderSearch mode="overlay" locale="fi" />).querySelector('input')
    expect(input?.hasAttribute('role')).toBe(false)
  })

  it('overlay: English form and a close button for the same popover', () => {
    const doc = render(<HeaderSearch mode="overlay" locale="en" />)
    const panel = doc.querySelector('[popover]')
    expect(panel?.querySelector('form')?.getAttribute('action')).toBe('/en/search')
    const close = panel?.querySelector('[popovertargetaction="hide"]')
    expect(close?.getAttribute('popovertarget')).toBe(panel?.id)
    expect(close?.textContent).toBe('Close search')
  })
})
