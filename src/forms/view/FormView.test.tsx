import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD } from '../bot/honeypot'
import { HIDDEN_FIELDS } from '../protocol'
import { FormView, type FormViewProps } from './FormView'
import { fixtureDefinition } from './fixture'

function render(props: Partial<FormViewProps> = {}): Document {
  const html = renderToStaticMarkup(
    <FormView
      definition={fixtureDefinition()}
      locale="fi"
      unitTag="f7-o1"
      containerPost={12}
      noscript={{ question: 'Paljonko on 2 + 3?', token: '1.2.3.abc' }}
      {...props}
    />,
  )
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
}

const byName = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name="${name}"]`)

describe('FormView markup (works without JavaScript)', () => {
  const doc = render()
  const form = doc.querySelector('form') as HTMLFormElement

  it('is a real multipart form posting to the feedback endpoint', () => {
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/contact-forms/7/feedback')
    expect(form.getAttribute('enctype')).toBe('multipart/form-data')
    expect(form.hasAttribute('novalidate')).toBe(true)
    expect(form.getAttribute('aria-label')).toBe('Tarjouspyyntö')
    expect(doc.querySelector('[data-contact-form]')?.getAttribute('data-status')).toBe('init')
  })

  it('renders every docs/forms.md hidden field, the noscript check and the honeypot', () => {
    const values: Record<string, string> = {
      [HIDDEN_FIELDS.formId]: '7',
      [HIDDEN_FIELDS.version]: '2025-01-01T00:00:00.000Z',
      [HIDDEN_FIELDS.locale]: 'fi',
      [HIDDEN_FIELDS.unitTag]: 'f7-o1',
      [HIDDEN_FIELDS.containerPost]: '12',
      [HIDDEN_FIELDS.postedDataHash]: '',
      [HIDDEN_FIELDS.botResponse]: '',
      [HIDDEN_FIELDS.conditionalState]: '',
      [HIDDEN_FIELDS.step]: '',
    }
    for (const [name, value] of Object.entries(values)) {
      const input = byName(doc, name)
      expect(input?.type, name).toBe('hidden')
      expect(input?.getAttribute('value'), name).toBe(value)
    }
    const noscript = doc.querySelector('noscript')
    expect(noscript?.innerHTML).toContain(HIDDEN_FIELDS.noscriptAnswer)
    expect(noscript?.innerHTML).toContain('value="1.2.3.abc"')
    expect(noscript?.textContent ?? noscript?.innerHTML).toContain('Paljonko on 2 + 3?')
    const honeypot = byName(doc, HONEYPOT_FIELD)
    expect(honeypot?.getAttribute('tabindex')).toBe('-1')
    expect(honeypot?.getAttribute('autocomplete')).toBe('off')
    expect(honeypot?.closest('.visually-hidden')).not.toBeNull()
    expect(byName(doc, 'osallistujat_count')?.getAttribute('value')).toBe('1')
    expect(byName(doc, 'lahde')?.getAttribute('value')).toBe('web')
  })

  it('labels every visible control and links help and error texts', () => {
    const controls = [
      ...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea'),
    ].filter((el) => el.getAttribute('name') !== HONEYPOT_FIELD)
    expect(controls.length).toBeGreaterThan(10)
    for (const control of controls) {
      const labelled = control.closest('label') ?? doc.querySelector(`label[for="${control.id}"]`)
      expect(labelled, control.getAttribute('name') ?? '').not.toBeNull()
    }
    const email = doc.getElementById('cf-f7-o1-sahkoposti') as HTMLInputElement
    expect(email.type).toBe('email')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(email.required).toBe(true)
    expect(email.getAttribute('aria-describedby')).toBe('cf-f7-o1-sahkoposti-help cf-f7-o1-sahkoposti-error')
    expect(doc.getElementById('cf-f7-o1-sahkoposti-help')?.textContent).toBe('Vastaamme tähän osoitteeseen.')
    expect(doc.getElementById('cf-f7-o1-sahkoposti-error')?.hasAttribute('data-cf-error')).toBe(true)
    const name = doc.getElementById('cf-f7-o1-nimi') as HTMLInputElement
    expect(name.getAttribute('autocomplete')).toBe('name')
    expect(name.maxLength).toBe(60)
    expect(doc.querySelector('label[for="cf-f7-o1-nimi"]')?.textContent).toBe('Nimi * (pakollinen)')
    expect(name.closest('[data-cf-field]')?.className).toContain('half')
  })

  it('uses native controls: select, radio group in a fieldset, file with accept, quiz, acceptance', () => {
    const select = doc.getElementById('cf-f7-o1-palvelu') as HTMLSelectElement
    expect(select.tagName).toBe('SELECT')
    expect([...select.options].map((o) => o.value)).toEqual(['', 'verkkosivut', 'verkkokauppa', 'yllapito'])
    const radios = doc.getElementById('cf-f7-o1-tapa') as HTMLFieldSetElement
    expect(radios.tagName).toBe('FIELDSET')
    expect(radios.querySelector('legend')?.textContent).toContain('Yhteydenottotapa')
    expect(radios.getAttribute('aria-describedby')).toBe('cf-f7-o1-tapa-error')
    const checked = radios.querySelector<HTMLInputElement>('input:checked')
    expect(checked?.value).toBe('sahkoposti')
    const file = doc.getElementById('cf-f7-o1-liite') as HTMLInputElement
    expect(file.type).toBe('file')
    expect(file.getAttribute('accept')).toBe('.pdf,image/*')
    expect(doc.querySelector('label[for="cf-f7-o1-tarkistus"]')?.textContent).toContain(
      'Mikä on Suomen pääkaupunki?',
    )
    expect(byName(doc, 'tarkistus__q')?.getAttribute('value')).toBe('0')
    const terms = doc.getElementById('cf-f7-o1-ehdot') as HTMLInputElement
    expect(terms.type).toBe('checkbox')
    expect(terms.required).toBe(true)
    expect(terms.closest('[data-cf-acceptance]')).not.toBeNull()
    const counter = doc.getElementById('cf-f7-o1-viesti-counter')
    expect(counter?.getAttribute('aria-live')).toBe('polite')
    expect(counter?.textContent).toBe('20 merkkiä jäljellä')
    expect(doc.getElementById('cf-f7-o1-viesti')?.getAttribute('aria-describedby')).toContain(
      'cf-f7-o1-viesti-counter',
    )
  })

  it('shows every step and group, with the condition written beside the group', () => {
    const steps = [...form.querySelectorAll('fieldset[data-cf-step]')]
    expect(steps.map((s) => s.querySelector('legend')?.textContent)).toEqual(['Yhteystiedot', 'Viesti'])
    expect(steps.every((s) => !s.hasAttribute('hidden'))).toBe(true)
    const group = doc.querySelector('[data-cf-group="soitto"]')
    expect(group?.hasAttribute('hidden')).toBe(false)
    expect(group?.querySelector('[data-cf-condition]')?.textContent).toBe(
      'Täytä, jos Yhteydenottotapa on Puhelin',
    )
    expect(doc.querySelector('[data-cf-group="ruoka__1"]')).not.toBeNull()
  })

  it('offers further repeater rows in closed, nested details (up to min(max, initial + 4))', () => {
    const rows = doc.querySelector('[data-cf-rows]')
    expect(rows?.querySelectorAll(':scope > [data-cf-row]')).toHaveLength(1)
    const extras = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-cf-extra]')]
    expect(extras.map((d) => d.getAttribute('data-cf-extra'))).toEqual(['2', '3'])
    expect(extras.every((d) => !d.open)).toBe(true)
    expect(extras[0]?.querySelector(':scope > summary')?.textContent).toBe('Lisää osallistuja')
    expect(extras[1]?.parentElement).toBe(extras[0])
    expect(byName(doc, 'osallistuja__3')?.id).toBe('cf-f7-o1-osallistuja__3')
    expect(doc.querySelector('[data-cf-add]')?.hasAttribute('hidden')).toBe(true)
  })

  it('shows only the submit button without JavaScript; the error summary and dots wait for the script', () => {
    expect(doc.querySelector('[data-cf-submit]')?.hasAttribute('hidden')).toBe(false)
    expect(doc.querySelector('[data-cf-submit]')?.textContent).toBe('Lähetä pyyntö')
    expect(doc.querySelector('[data-cf-next]')?.hasAttribute('hidden')).toBe(true)
    expect(doc.querySelector('[data-cf-prev]')?.hasAttribute('hidden')).toBe(true)
    const dots = doc.querySelector('ol[data-cf-dots]')
    expect(dots?.querySelectorAll('li')).toHaveLength(2)
    expect(dots?.querySelector('[aria-current="step"]')?.textContent).toContain('Vaihe 1/2')
    const summary = doc.querySelector('[data-cf-errors]')
    expect(summary?.getAttribute('tabindex')).toBe('-1')
    expect(summary?.textContent).toContain('Korjaa seuraavat kohdat')
    const response = doc.querySelector('[data-cf-response]')
    expect(response?.getAttribute('role')).toBe('status')
  })

  it('adds a summary step and English text when asked', () => {
    const en = render({ definition: fixtureDefinition({ summary: true, locale: 'en' }), locale: 'en' })
    expect(en.querySelector('[data-cf-summary-step]')?.textContent).toBe('Summary')
    expect(en.querySelectorAll('ol[data-cf-dots] li')).toHaveLength(3)
    expect(en.querySelector('[data-cf-next]')?.textContent).toBe('Next')
    expect(en.querySelector('label[for="cf-f7-o1-nimi"]')?.textContent).toBe('Nimi * (required)')
  })
})
