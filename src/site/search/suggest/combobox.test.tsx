import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeaderSearch } from '../HeaderSearch'
import { attachSuggest, wireCombobox } from './combobox'
import type { Suggestion, SuggestOptions } from './contract'
import { suggestOptions } from './options'
import { type Load, SUGGEST_DELAY_MS } from './suggester'

const RESULTS: Suggestion[] = [
  { key: 'pages-1', collection: 'pages', title: 'Verkkosivut', href: '/palvelut/verkkosivut' },
  { key: 'posts-2', collection: 'posts', title: 'Paljonko verkkosivut maksavat?', href: '/blogi/hinta' },
  {
    key: 'portfolio-3',
    collection: 'portfolio',
    title: 'Kahvilan verkkosivut',
    href: '/referenssit/kahvila',
  },
]

/** The header's popup as the server renders it, in the body, with its field focused. */
function mount(locale: 'fi' | 'en' = 'fi') {
  document.body.innerHTML = renderToStaticMarkup(<HeaderSearch mode="popup" locale={locale} />)
  const panel = document.querySelector<HTMLElement>('[data-search-panel]') as HTMLElement
  const field = panel.querySelector('input') as HTMLInputElement
  const options = JSON.parse(panel.dataset.suggest ?? '') as SuggestOptions
  return { panel, field, options }
}

function key(field: HTMLElement, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init })
  field.dispatchEvent(event)
  return event
}

function type(field: HTMLInputElement, text: string): void {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]') as HTMLElement
const optionEls = () => [...document.querySelectorAll<HTMLAnchorElement>('[role="option"]')]
const status = () => document.querySelector('[role="status"]')?.textContent

/** Answers every request with `results` right away, recording the queries. */
function answering(results: Suggestion[]) {
  const queries: string[] = []
  const load: Load = async (query) => {
    queries.push(query)
    return results
  }
  return { queries, load }
}

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('suggestion combobox', () => {
  it('makes the field an APG combobox with a named listbox and a polite live region', () => {
    const { panel, field, options } = mount()
    const detach = wireCombobox(panel, options, answering([]).load)
    expect(field.getAttribute('role')).toBe('combobox')
    expect(field.getAttribute('aria-autocomplete')).toBe('list')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(field.getAttribute('aria-controls')).toBe(listbox().id)
    expect(field.hasAttribute('aria-activedescendant')).toBe(false)
    expect(listbox().getAttribute('aria-label')).toBe('Hakuehdotukset')
    expect(listbox().hidden).toBe(true)
    expect(listbox().closest('form')).toBe(field.form)
    expect(document.querySelector('[role="status"]')?.closest('[data-search-panel]')).toBe(panel)
    // Taken off again: the plain search field it was.
    detach()
    expect(field.hasAttribute('role')).toBe(false)
    expect(field.hasAttribute('aria-controls')).toBe(false)
    expect(field.hasAttribute('autocomplete')).toBe(false)
    expect(document.querySelector('[role="listbox"], [role="status"]')).toBeNull()
  })

  it('lists titles and types as links and announces the count', async () => {
    const { panel, field, options } = mount()
    const { queries, load } = answering(RESULTS)
    wireCombobox(panel, options, load)
    field.focus()
    type(field, 'verkkosivut')
    expect(queries).toEqual([])
    await settle()
    expect(queries).toEqual(['verkkosivut'])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(listbox().hidden).toBe(false)
    expect(optionEls().map((o) => [o.textContent, o.getAttribute('href'), o.tabIndex])).toEqual([
      ['Verkkosivut, Sivu', '/palvelut/verkkosivut', -1],
      ['Paljonko verkkosivut maksavat?, Artikkeli', '/blogi/hinta', -1],
      ['Kahvilan verkkosivut, Referenssi', '/referenssit/kahvila', -1],
    ])
    expect(optionEls().every((o) => !o.hasAttribute('aria-selected'))).toBe(true)
    expect(status()).toBe('3 ehdotusta')
    // The same count again is still read out.
    type(field, 'verkkosivu')
    await settle()
    expect(status()?.trim()).toBe('3 ehdotusta')
    expect(status()).not.toBe('3 ehdotusta')
  })

  it('one and no suggestions: singular, and a closed list with "Ei ehdotuksia"', async () => {
    const { panel, field, options } = mount()
    let answer = RESULTS.slice(0, 1)
    wireCombobox(panel, options, async () => answer)
    field.focus()
    type(field, 'blogi')
    await settle()
    expect(status()).toBe('1 ehdotus')
    answer = []
    type(field, 'zzqx')
    await settle()
    expect(status()).toBe('Ei ehdotuksia')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(listbox().hidden).toBe(true)
    expect(optionEls()).toHaveLength(0)
  })

  it('English texts come from the English page', async () => {
    const { panel, field, options } = mount('en')
    wireCombobox(panel, options, answering(RESULTS).load)
    field.focus()
    type(field, 'websites')
    await settle()
    expect(listbox().getAttribute('aria-label')).toBe('Search suggestions')
    expect(optionEls()[1]?.textContent).toBe('Paljonko verkkosivut maksavat?, Article')
    expect(status()).toBe('3 suggestions')
  })

  it('arrows move the active option (wrapping) through aria-activedescendant and aria-selected', async () => {
    const { panel, field, options } = mount()
    wireCombobox(panel, options, answering(RESULTS).load)
    field.focus()
    type(field, 'verkko')
    await settle()
    const active = () => field.getAttribute('aria-activedescendant')
    const selected = () =>
      optionEls().flatMap((o, i) => (o.getAttribute('aria-selected') === 'true' ? [i] : []))
    const ids = optionEls().map((o) => o.id)
    expect(new Set(ids).size).toBe(3)
    expect(key(field, 'ArrowDown').defaultPrevented).toBe(true)
    expect([active(), selected()]).toEqual([ids[0], [0]])
    key(field, 'ArrowDown')
    key(field, 'ArrowDown')
    expect([active(), selected()]).toEqual([ids[2], [2]])
    key(field, 'ArrowDown')
    expect([active(), selected()]).toEqual([ids[0], [0]])
    key(field, 'ArrowUp')
    expect([active(), selected()]).toEqual([ids[2], [2]])
    key(field, 'ArrowUp')
    expect(active()).toBe(ids[1])
    // A caret key hands visual focus back to the field and moves the caret as usual.
    expect(key(field, 'ArrowLeft').defaultPrevented).toBe(false)
    expect([active(), selected()]).toEqual([null, []])
    // Typing, too.
    key(field, 'ArrowDown')
    type(field, 'verkkos')
    expect(active()).toBeNull()
    expect(document.activeElement).toBe(field)
  })

  it('Enter follows the active option; with none it leaves the form to submit', async () => {
    const { panel, field, options } = mount()
    wireCombobox(panel, options, answering(RESULTS).load)
    field.focus()
    type(field, 'verkko')
    await settle()
    const followed: string[] = []
    for (const option of optionEls()) {
      option.addEventListener('click', (event) => {
        followed.push(option.getAttribute('href') ?? '')
        event.preventDefault()
      })
    }
    expect(key(field, 'Enter').defaultPrevented).toBe(false)
    expect(followed).toEqual([])
    key(field, 'ArrowDown')
    key(field, 'ArrowDown')
    expect(key(field, 'Enter').defaultPrevented).toBe(true)
    expect(followed).toEqual(['/blogi/hinta'])
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('Escape closes the list and stops there; the next Escape goes on (to the popover)', async () => {
    const { panel, field, options } = mount()
    wireCombobox(panel, options, answering(RESULTS).load)
    let reachedPanel = 0
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') reachedPanel++
    })
    field.focus()
    type(field, 'verkko')
    await settle()
    key(field, 'ArrowDown')
    const first = key(field, 'Escape')
    expect(first.defaultPrevented).toBe(true)
    expect(reachedPanel).toBe(0)
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(field.hasAttribute('aria-activedescendant')).toBe(false)
    expect(field.value).toBe('verkko')
    const second = key(field, 'Escape')
    expect(second.defaultPrevented).toBe(false)
    expect(reachedPanel).toBe(1)
    // Down brings the same suggestions back without asking again.
    key(field, 'ArrowDown')
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-activedescendant')).toBe(optionEls()[0]?.id)
  })

  it('keeps focus in the field when an option is pressed, and closes when focus leaves', async () => {
    const { panel, field, options } = mount()
    wireCombobox(panel, options, answering(RESULTS).load)
    field.focus()
    type(field, 'verkko')
    await settle()
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    optionEls()[0]?.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    ;(panel.querySelector('button[type="submit"]') as HTMLButtonElement).focus()
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('starts from text typed before it loaded, and asks again when the popover reopens', async () => {
    const { panel, field, options } = mount()
    field.value = 'blogi'
    field.focus()
    const { queries, load } = answering(RESULTS)
    wireCombobox(panel, options, load)
    await settle()
    expect(queries).toEqual(['blogi'])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }))
    expect(field.getAttribute('aria-expanded')).toBe('false')
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }))
    await settle()
    expect(queries).toEqual(['blogi', 'blogi'])
  })

  it('an answer for a field that has lost focus waits closed and unannounced', async () => {
    const { panel, field, options } = mount()
    wireCombobox(panel, options, answering(RESULTS).load)
    field.focus()
    type(field, 'verkko')
    ;(panel.querySelector('button[type="submit"]') as HTMLButtonElement).focus()
    await settle()
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(status()).toBe('')
    field.focus()
    key(field, 'ArrowDown')
    expect(field.getAttribute('aria-expanded')).toBe('true')
  })

  it('closing the popover drops the answer on its way', async () => {
    const { panel, field, options } = mount()
    let release: (r: Suggestion[]) => void = () => {}
    wireCombobox(panel, options, () => new Promise((resolve) => (release = resolve)))
    field.focus()
    type(field, 'blogi')
    await settle()
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }))
    release(RESULTS)
    await settle()
    expect(optionEls()).toHaveLength(0)
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows only addresses on this site', async () => {
    const { panel, field, options } = mount()
    const hostile = [
      { ...RESULTS[0], href: 'javascript:alert(1)' },
      { ...RESULTS[1], href: '//evil.example/x' },
      RESULTS[2],
    ] as Suggestion[]
    wireCombobox(panel, options, answering(hostile).load)
    field.focus()
    type(field, 'verkko')
    await settle()
    expect(optionEls().map((o) => o.getAttribute('href'))).toEqual(['/referenssit/kahvila'])
  })

  it('asks the endpoint in the page’s language and keeps the plain form when it refuses', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('q=liian')
        ? Response.json({ message: 'Hakusana on liian pitkä.' }, { status: 400 })
        : Response.json({ query: 'blogi', results: RESULTS }),
    )
    vi.stubGlobal('fetch', fetch)
    const { panel, field } = mount('en')
    attachSuggest(panel, suggestOptions('en'))
    field.focus()
    type(field, 'blogi ä')
    await settle()
    expect(fetch.mock.calls[0]?.[0]).toBe('/next/search?q=blogi+%C3%A4&locale=en')
    expect(optionEls()).toHaveLength(3)
    type(field, 'liian pitkä')
    await settle()
    expect(optionEls()).toHaveLength(0)
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })
})
