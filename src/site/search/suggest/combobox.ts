import type { Locale } from '@/i18n/locales'
import type { Attach } from '@/ui/Island'
import { SUGGEST_ENDPOINT } from '../paths'
import type { SuggestAnswer, Suggestion, SuggestOptions } from './contract'
import { type KeyOutcome, listKey } from './keyboard'
import styles from './suggest.module.css'
import { createSuggester, type Load } from './suggester'

/**
 * As-you-type suggestions for the header's search field: the WAI-ARIA APG combobox with a listbox
 * popup (list autocomplete, nothing selected automatically). Loaded by the page runtime the first
 * time the search panel opens (src/site/behaviour/search-suggest.ts); until then, and without
 * JavaScript, the field is the plain search form it always was. Focus never leaves the field: the
 * active option is `aria-activedescendant`, and each option is a link to its result.
 */

/** Asks the suggestion endpoint; a refused or failed answer rejects, and the list stays closed. */
export function endpointLoader(locale: Locale): Load {
  return async (query, signal) => {
    const response = await fetch(`${SUGGEST_ENDPOINT}?${new URLSearchParams({ q: query, locale })}`, {
      signal,
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`Hakuehdotukset: HTTP ${response.status}`)
    const body = (await response.json()) as Partial<SuggestAnswer>
    return Array.isArray(body.results) ? body.results : []
  }
}

/** Site addresses only: a result leads somewhere on this site, never to a script or another host. */
const sitePath = (href: unknown): href is string =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')

const FIELD_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'autocomplete',
] as const

export const attachSuggest: Attach<SuggestOptions> = (panel, options) =>
  wireCombobox(panel, options, endpointLoader(options.locale))

/** attachSuggest with the loader given: tests hand in their own. */
export function wireCombobox(panel: HTMLElement, options: SuggestOptions, load: Load): () => void {
  const input = panel.querySelector<HTMLInputElement>('input[name="q"]')
  const form = input?.form
  if (!input || !form) return () => {}
  const field: HTMLInputElement = input
  const listeners = new AbortController()
  const on = { signal: listeners.signal }

  const listbox = document.createElement('div')
  listbox.id = `${field.id}-suggestions`
  listbox.className = styles.listbox ?? ''
  listbox.setAttribute('role', 'listbox')
  listbox.setAttribute('aria-label', options.label)
  listbox.hidden = true
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  form.append(listbox, status)

  const before = FIELD_ATTRIBUTES.map((name) => [name, field.getAttribute(name)] as const)
  field.setAttribute('role', 'combobox')
  field.setAttribute('aria-autocomplete', 'list')
  field.setAttribute('aria-expanded', 'false')
  field.setAttribute('aria-controls', listbox.id)
  // The browser's own history dropdown would cover ours.
  field.setAttribute('autocomplete', 'off')

  let results: Suggestion[] = []
  let open = false
  let active = -1

  const render = (next: Pick<KeyOutcome, 'open' | 'active'>) => {
    open = next.open && results.length > 0
    active = open ? next.active : -1
    listbox.hidden = !open
    field.setAttribute('aria-expanded', String(open))
    for (const [i, option] of [...listbox.children].entries()) {
      if (i === active) option.setAttribute('aria-selected', 'true')
      else option.removeAttribute('aria-selected')
    }
    const current = listbox.children[active]
    if (current) {
      field.setAttribute('aria-activedescendant', current.id)
      current.scrollIntoView({ block: 'nearest' })
    } else field.removeAttribute('aria-activedescendant')
  }

  const option = (suggestion: Suggestion, index: number): HTMLAnchorElement => {
    const link = document.createElement('a')
    link.id = `${listbox.id}-${index}`
    link.href = suggestion.href
    link.tabIndex = -1
    link.className = styles.option ?? ''
    link.setAttribute('role', 'option')
    const title = document.createElement('span')
    title.className = styles.title ?? ''
    title.textContent = suggestion.title
    // Read as "Title, Page"; the comma is for the ear only.
    const comma = document.createElement('span')
    comma.className = 'visually-hidden'
    comma.textContent = ', '
    const type = document.createElement('span')
    type.className = styles.type ?? ''
    type.textContent = options.types[suggestion.collection] ?? ''
    link.append(title, comma, type)
    return link
  }

  const announce = (count: number) => {
    const [none, one, many] = options.counts
    const text = count === 0 ? none : count === 1 ? one : many.replace('{n}', String(count))
    // The same words again would not be read out: a trailing no-break space makes them new.
    status.textContent = status.textContent === text ? `${text}\u00a0` : text
  }

  const suggester = createSuggester({
    load,
    show: (_query, found) => {
      results = found.filter((s) => sitePath(s.href))
      listbox.replaceChildren(...results.map(option))
      const focused = document.activeElement === field
      render({ open: focused, active: -1 })
      if (focused) announce(results.length)
    },
    clear: () => {
      results = []
      listbox.replaceChildren()
      render({ open: false, active: -1 })
      status.textContent = ''
    },
  })

  field.addEventListener(
    'keydown',
    (event) => {
      if (event.isComposing) return
      const outcome = listKey(event.key, { open, active, count: results.length }, event.altKey)
      if (!outcome) return
      if (outcome.handled) {
        // Enter must not submit; Escape must not also close the popover or clear the field.
        event.preventDefault()
        event.stopPropagation()
      }
      const target = listbox.children[outcome.active]
      render(outcome)
      if (outcome.follow && target instanceof HTMLAnchorElement) target.click()
    },
    on,
  )
  field.addEventListener(
    'input',
    () => {
      render({ open, active: -1 })
      suggester.update(field.value)
    },
    on,
  )
  field.addEventListener('blur', () => render({ open: false, active: -1 }), on)
  // Pressing an option must not take focus from the field (its blur would close the list first).
  listbox.addEventListener('mousedown', (event) => event.preventDefault(), on)
  panel.addEventListener(
    'toggle',
    (event) => {
      if (event.newState === 'open') suggester.update(field.value)
      else {
        suggester.cancel()
        render({ open: false, active: -1 })
      }
    },
    on,
  )
  // The visitor may have typed before this code arrived.
  suggester.update(field.value)

  return () => {
    listeners.abort()
    suggester.cancel()
    listbox.remove()
    status.remove()
    field.removeAttribute('aria-activedescendant')
    for (const [name, value] of before) {
      if (value === null) field.removeAttribute(name)
      else field.setAttribute(name, value)
    }
  }
}
