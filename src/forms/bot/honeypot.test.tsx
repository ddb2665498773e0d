import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HIDDEN_FIELDS } from '../protocol'
import { BotFields } from './BotFields'
import { HONEYPOT_FIELD, honeypotTripped } from './honeypot'
import { noscriptQuestion } from './noscript-check'

describe('honeypotTripped', () => {
  it('is tripped by anything in the hidden field, in plain values or FormData', () => {
    expect(honeypotTripped({})).toBe(false)
    expect(honeypotTripped({ [HONEYPOT_FIELD]: '' })).toBe(false)
    expect(honeypotTripped({ [HONEYPOT_FIELD]: 'https://spam.example' })).toBe(true)
    expect(honeypotTripped({ [HONEYPOT_FIELD]: ['', 'x'] })).toBe(true)
    const form = new FormData()
    form.append('name', 'Maija')
    form.append(HONEYPOT_FIELD, '')
    expect(honeypotTripped(form)).toBe(false)
    form.append(HONEYPOT_FIELD, 'x')
    expect(honeypotTripped(form)).toBe(true)
  })
})

describe('BotFields', () => {
  const noscript = noscriptQuestion('s', 1, 'fi', Date.UTC(2026, 0, 15))
  const html = renderToStaticMarkup(<BotFields idPrefix="f1" locale="fi" noscript={noscript} />)
  const doc = new DOMParser().parseFromString(`<form>${html}</form>`, 'text/html')

  it('renders a labelled honeypot out of sight, the keyboard path and autofill', () => {
    const input = doc.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)
    expect(input?.getAttribute('tabindex')).toBe('-1')
    expect(input?.getAttribute('autocomplete')).toBe('off')
    expect(input?.value).toBe('')
    expect(input?.closest('.visually-hidden')).not.toBeNull()
    expect(doc.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Jätä tämä kenttä tyhjäksi')
  })

  it('puts the sum and its token inside <noscript>', () => {
    expect(html).toContain('<noscript>')
    expect(html).toContain(noscript.question)
    expect(html).toContain(`name="${HIDDEN_FIELDS.noscriptToken}" value="${noscript.token}"`)
    expect(html).toContain(`name="${HIDDEN_FIELDS.noscriptAnswer}"`)
  })
})
