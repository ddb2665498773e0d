import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { solveChallenge } from '../bot/solver'
import type { FormDefinition, ItemDef } from '../definition'
import { ruleTexts } from '../messages'
import { type BotChallenge, HIDDEN_FIELDS } from '../protocol'
import { deriveState, valuesFromFormData } from '../state'
import { withoutFileContents } from './behaviour/request'
import { statusAttribute } from './behaviour/status'
import { attachContactForm } from './contact-form'
import { FormView } from './FormView'
import { fixtureDefinition } from './fixture'

vi.mock('../bot/solver', () => ({ solveChallenge: vi.fn(async () => 'SOLVED') }))

/**
 * happy-dom 21 still posts the controls of a disabled fieldset; browsers do not (the HTML form
 * submission algorithm skips disabled controls). The form relies on that for hidden groups.
 */
class BrowserFormData extends FormData {
  constructor(form?: HTMLFormElement) {
    super(form)
    for (const el of form?.querySelectorAll<HTMLInputElement>('fieldset[disabled] [name]') ?? [])
      this.delete(el.name)
    for (const el of form?.querySelectorAll<HTMLInputElement>('noscript [name]') ?? []) this.delete(el.name)
  }
}

const CHALLENGE: BotChallenge = {
  algorithm: 'SHA-256',
  challenge: 'ab',
  salt: 's',
  signature: 'sig',
  maxNumber: 10,
}

type Handler = (body: FormData) => Response | Promise<Response>
type Call = { url: string; method: string; body: FormData | null }

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let calls: Call[] = []
let handlers: Record<string, Handler> = {}
let definition: FormDefinition = fixtureDefinition()

function route(path: string, handler: Handler) {
  handlers[path] = handler
}

const cleanups: Array<() => void> = []

function mount(def: FormDefinition = fixtureDefinition(), search = '') {
  definition = def
  history.replaceState(null, '', `/yhteystiedot${search}`)
  document.body.innerHTML = renderToStaticMarkup(
    <FormView
      definition={def}
      locale="fi"
      unitTag="f7-o1"
      containerPost={12}
      noscript={{ question: 'Paljonko on 2 + 3?', token: 't' }}
    />,
  )
  const root = document.querySelector<HTMLElement>('[data-contact-form]') as HTMLElement
  cleanups.push(attachContactForm(root, { formId: 7, locale: 'fi' }))
  return root
}

/** The fixture as one page: everything in step 1. */
const oneStep = (extra: Partial<FormDefinition> = {}) => {
  const base = fixtureDefinition()
  return fixtureDefinition({
    steps: [{ title: 'Tiedot', items: base.steps.flatMap((s) => s.items) }],
    ...extra,
  })
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as E
const field = <E extends Element = HTMLInputElement>(name: string) =>
  document.querySelector(`[name="${name}"]`) as E
const form = () => $<HTMLFormElement>('form')
const root = () => $('[data-contact-form]')
const status = () => root().dataset.status
const message = () => $('[data-cf-response]').textContent
const settle = async (ms = 0) => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(ms / 5)
}

function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  el.focus()
  el.value = value
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
function check(el: HTMLInputElement, checked = true) {
  el.checked = checked
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}
function choose(el: HTMLSelectElement, value: string) {
  el.value = value
  el.dispatchEvent(new Event('change', { bubbles: true }))
}
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
const posted = (path: string) => calls.filter((c) => c.url.startsWith(path) && c.method === 'POST')

function fillStep1() {
  type(field('nimi'), 'Matti Meikäläinen')
  type(field('sahkoposti'), 'matti@example.fi')
  choose(field<HTMLSelectElement>('palvelu'), 'verkkosivut')
}
function fillStep2() {
  type(field<HTMLTextAreaElement>('viesti'), 'Hei, tarjous?')
  type(field('osallistuja__1'), 'Maija')
  type(field('tarkistus'), 'Helsinki')
  check(field('ehdot'))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('FormData', BrowserFormData)
  calls = []
  handlers = {
    '/api/contact-forms/7/feedback/schema': () => json({ definition, texts: ruleTexts('fi') }),
    '/api/contact-forms/7/refill': () =>
      json({
        captcha: CHALLENGE,
        quiz: { tarkistus: { question: 'Montako päivää on viikossa?', index: 1 } },
      }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input)
      const body = init.body instanceof FormData ? init.body : null
      calls.push({ url, method: init.method ?? 'GET', body })
      const handler = handlers[url.split('?')[0] ?? '']
      if (!handler) throw new TypeError('Failed to fetch')
      return handler(body ?? new FormData())
    }),
  )
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.mocked(solveChallenge).mockClear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('enhancement', () => {
  it('shows one step, the step buttons and dots, and replaces the details rows by buttons', () => {
    mount()
    expect('enhanced' in root().dataset).toBe(true)
    const steps = [...document.querySelectorAll<HTMLElement>('[data-cf-step]')]
    expect(steps.map((s) => s.hidden)).toEqual([false, true])
    expect($<HTMLButtonElement>('[data-cf-prev]').hidden).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-prev]').disabled).toBe(true)
    expect($<HTMLButtonElement>('[data-cf-next]').hidden).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-submit]').hidden).toBe(true)
    expect($('[data-cf-dots]').hidden).toBe(false)
    expect(document.querySelectorAll('details[data-cf-extra]')).toHaveLength(0)
    expect(field('osallistuja__2')).toBeNull()
    expect($<HTMLButtonElement>('[data-cf-add]').hidden).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-remove]').hidden).toBe(true)
  })

  it('fetches the schema and a challenge on first interaction only, and solves it in the background', async () => {
    mount()
    await settle(10)
    expect(calls).toHaveLength(0)
    field('nimi').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle(10)
    expect(calls.map((c) => c.url)).toEqual([
      '/api/contact-forms/7/feedback/schema?locale=fi',
      '/api/contact-forms/7/refill?locale=fi',
    ])
    expect(solveChallenge).toHaveBeenCalledWith(CHALLENGE, expect.anything())
    expect(field(HIDDEN_FIELDS.botResponse).value).toBe('SOLVED')
    // The refill's quiz question replaces the page's, and its index is posted with the answer.
    expect($('label[for="cf-f7-o1-tarkistus"]').textContent).toContain('Montako päivää on viikossa?')
    expect(field('tarkistus__q').value).toBe('1')
    field('sahkoposti').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle(10)
    expect(calls).toHaveLength(2)
  })
})

describe('conditional groups', () => {
  it('hide and disable groups whose condition fails and write _cf_state (debounced 100 ms)', async () => {
    mount()
    const group = $<HTMLFieldSetElement>('[data-cf-group="soitto"]')
    expect(group.hidden).toBe(true)
    expect(group.disabled).toBe(true)
    let state = JSON.parse(field(HIDDEN_FIELDS.conditionalState).value)
    expect(state.hiddenGroups).toEqual(['soitto', 'ruoka__1'])
    expect(state.hiddenGroupFields).toEqual(['puhelin', 'ruokavalio__1'])
    expect(state.repeaters).toEqual({ osallistujat: 1 })
    expect(state.steps).toBe(2)

    check(
      field<HTMLInputElement>('tapa')
        .closest('fieldset')
        ?.querySelector('[value="puhelin"]') as HTMLInputElement,
    )
    await vi.advanceTimersByTimeAsync(99)
    expect(group.hidden).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(group.hidden).toBe(false)
    expect(group.disabled).toBe(false)
    state = JSON.parse(field(HIDDEN_FIELDS.conditionalState).value)
    expect(state.visibleGroups).toEqual(['soitto'])
    // The browser's state is the one the server derives from the same post.
    expect(state).toEqual(deriveState(definition, valuesFromFormData(new FormData(form()))))
  })

  it('reads a repeater row’s own fields for the groups in that row', async () => {
    mount()
    $<HTMLButtonElement>('[data-cf-add]').click()
    check(field('erityis__2'))
    await vi.advanceTimersByTimeAsync(100)
    expect($('[data-cf-group="ruoka__1"]').hidden).toBe(true)
    expect($('[data-cf-group="ruoka__2"]').hidden).toBe(false)
    const state = JSON.parse(field(HIDDEN_FIELDS.conditionalState).value)
    expect(state.visibleGroups).toEqual(['ruoka__2'])
    expect(state.repeaters).toEqual({ osallistujat: 2 })
    expect(state).toEqual(deriveState(definition, valuesFromFormData(new FormData(form()))))
  })
})

describe('repeaters', () => {
  it('add rows up to max, focus the new row, renumber after a removal and keep the count', () => {
    mount()
    const add = $<HTMLButtonElement>('[data-cf-add]')
    add.click()
    expect(document.activeElement).toBe(field('osallistuja__2'))
    add.click()
    expect(field('osallistujat_count').value).toBe('3')
    expect(add.hidden).toBe(true)
    const rows = () => [...document.querySelectorAll<HTMLElement>('[data-cf-rows] > [data-cf-row]')]
    expect(rows().map((r) => r.dataset.cfRow)).toEqual(['1', '2', '3'])
    expect(rows().every((r) => !r.querySelector<HTMLButtonElement>('[data-cf-remove]')?.hidden)).toBe(true)
    // Each row's labels, ids and error slots follow its number.
    const third = field('osallistuja__3')
    expect(third.id).toBe('cf-f7-o1-osallistuja__3')
    expect(third.value).toBe('')
    expect($(`label[for="${third.id}"]`)).not.toBeNull()
    expect(third.getAttribute('aria-describedby')).toBe('cf-f7-o1-osallistuja__3-error')
    expect(rows()[2]?.querySelector('legend')?.textContent).toBe('Rivi 3')

    type(field('osallistuja__2'), 'Toinen')
    type(third, 'Kolmas')
    rows()[1]?.querySelector<HTMLButtonElement>('[data-cf-remove]')?.click()
    expect(rows().map((r) => r.dataset.cfRow)).toEqual(['1', '2'])
    expect(field('osallistuja__2').value).toBe('Kolmas')
    expect(field('osallistuja__2').id).toBe('cf-f7-o1-osallistuja__2')
    expect(document.getElementById('cf-f7-o1-osallistuja__2-error')).not.toBeNull()
    expect(rows()[1]?.querySelector('legend')?.textContent).toBe('Rivi 2')
    expect(field('osallistuja__3')).toBeNull()
    expect(field('osallistujat_count').value).toBe('2')
    expect(document.activeElement).toBe(add)
    expect(add.hidden).toBe(false)
    rows()[1]?.querySelector<HTMLButtonElement>('[data-cf-remove]')?.click()
    // Down to min (1): no more remove buttons.
    expect(rows()).toHaveLength(1)
    expect(rows()[0]?.querySelector<HTMLButtonElement>('[data-cf-remove]')?.hidden).toBe(true)
  })

  it('moves a row’s error with it when an earlier row is removed', async () => {
    mount(oneStep())
    const add = $<HTMLButtonElement>('[data-cf-add]')
    add.click()
    add.click()
    type(field('osallistuja__1'), 'Eka')
    type(field('osallistuja__2'), 'Toka')
    check(field('ehdot'))
    submit()
    await settle(10)
    expect($('#cf-f7-o1-osallistuja__3-error').textContent).toBe('Tämä kenttä on pakollinen.')
    document.querySelector<HTMLButtonElement>('[data-cf-row="2"] [data-cf-remove]')?.click()
    expect($('#cf-f7-o1-osallistuja__2-error').textContent).toBe('Tämä kenttä on pakollinen.')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-cf-errors] a')]
    expect(links.map((a) => a.getAttribute('href'))).toContain('#cf-f7-o1-osallistuja__2')
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('#cf-f7-o1-osallistuja__3')
  })

  it('keeps a row the visitor opened and filled before the script ran', () => {
    definition = fixtureDefinition()
    document.body.innerHTML = renderToStaticMarkup(
      <FormView
        definition={definition}
        locale="fi"
        unitTag="f7-o1"
        containerPost={null}
        noscript={{ question: 'Q', token: 't' }}
      />,
    )
    $<HTMLDetailsElement>('details[data-cf-extra="2"]').open = true
    field('osallistuja__2').value = 'Jo kirjoitettu'
    cleanups.push(attachContactForm(root(), { formId: 7, locale: 'fi' }))
    expect(field('osallistuja__2').value).toBe('Jo kirjoitettu')
    expect(field('osallistuja__3')).toBeNull()
    expect(field('osallistujat_count').value).toBe('2')
  })
})

describe('acceptance and counters', () => {
  it('keeps submit disabled until the required acceptance box is ticked', () => {
    mount(oneStep())
    const button = $<HTMLButtonElement>('[data-cf-submit]')
    expect(button.hidden).toBe(false)
    expect(button.disabled).toBe(true)
    check(field('ehdot'))
    expect(button.disabled).toBe(false)
    check(field('ehdot'), false)
    expect(button.disabled).toBe(true)
  })

  it('counts characters left and flags too short and too long', () => {
    mount(oneStep())
    const counter = $('#cf-f7-o1-viesti-counter')
    const text = field<HTMLTextAreaElement>('viesti')
    type(text, 'abc')
    expect(counter.textContent).toBe('Vielä 2 merkkiä')
    expect(counter.dataset.state).toBe('under')
    type(text, 'Hei maailma')
    expect(counter.textContent).toBe('9 merkkiä jäljellä')
    expect(counter.dataset.state).toBe('ok')
    type(text, 'x'.repeat(25))
    expect(counter.textContent).toBe('5 merkkiä liikaa')
    expect(counter.dataset.state).toBe('over')
  })
})

describe('validation in the browser', () => {
  it('checks a touched field when it loses focus and clears the error once fixed', async () => {
    mount()
    const email = field('sahkoposti')
    type(email, 'matti@')
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await settle(10)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect($('#cf-f7-o1-sahkoposti-error').textContent).toBe('Sähköpostiosoite on virheellinen.')
    expect(email.getAttribute('aria-describedby')).toContain('cf-f7-o1-sahkoposti-error')
    // Untouched fields are not judged on blur.
    field('nimi').dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await settle(10)
    expect(field('nimi').hasAttribute('aria-invalid')).toBe(false)
    type(email, 'matti@example')
    expect($('#cf-f7-o1-sahkoposti-error').textContent).toBe('Sähköpostiosoite on virheellinen.')
    type(email, 'matti@example.fi')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    expect($('#cf-f7-o1-sahkoposti-error').textContent).toBe('')
  })

  it('stops a submit with errors: summary of links takes focus, a link leads to its field', async () => {
    mount(oneStep())
    check(field('ehdot'))
    submit()
    await settle(10)
    expect(posted('/api/contact-forms/7/feedback')).toHaveLength(0)
    expect(status()).toBe('invalid')
    const box = $('[data-cf-errors]')
    expect(box.hidden).toBe(false)
    expect(document.activeElement).toBe(box)
    const links = [...box.querySelectorAll<HTMLAnchorElement>('a')]
    expect(links.map((a) => a.textContent)).toEqual([
      'Nimi: Tämä kenttä on pakollinen.',
      'Sähköposti: Tämä kenttä on pakollinen.',
      'Palvelu: Tämä kenttä on pakollinen.',
      'Viesti: Tämä kenttä on pakollinen.',
      'Osallistujan nimi: Tämä kenttä on pakollinen.',
      'Tarkistuskysymys: Tämä kenttä on pakollinen.',
    ])
    expect(links[0]?.getAttribute('href')).toBe('#cf-f7-o1-nimi')
    links[2]?.click()
    expect(document.activeElement).toBe(field('palvelu'))
    // Fixing a field takes it off the summary.
    type(field('nimi'), 'Matti')
    expect(box.querySelectorAll('a')).toHaveLength(5)
  })
})

describe('steps', () => {
  it('Seuraava posts the step to validate-step and advances on success', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json({ success: true, message: '', invalid_fields: {} }),
    )
    mount()
    fillStep1()
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    const call = posted('/api/contact-forms/7/validate-step')[0]
    expect(call?.body?.get(HIDDEN_FIELDS.step)).toBe('1')
    expect(call?.body?.get('nimi')).toBe('Matti Meikäläinen')
    const steps = [...document.querySelectorAll<HTMLElement>('[data-cf-step]')]
    expect(steps.map((s) => s.hidden)).toEqual([true, false])
    const dots = [...document.querySelectorAll<HTMLElement>('[data-cf-dot]')]
    expect(dots.map((d) => d.dataset.state)).toEqual(['done', 'active'])
    expect(dots[1]?.getAttribute('aria-current')).toBe('step')
    expect(dots[0]?.hasAttribute('aria-current')).toBe(false)
    expect(document.activeElement?.textContent).toBe('Viesti')
    expect($<HTMLButtonElement>('[data-cf-prev]').disabled).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-next]').hidden).toBe(true)
    expect($<HTMLButtonElement>('[data-cf-submit]').hidden).toBe(false)
    // Edellinen goes back without asking anyone.
    $<HTMLButtonElement>('[data-cf-prev]').click()
    expect(steps.map((s) => s.hidden)).toEqual([false, true])
    expect(document.activeElement?.textContent).toBe('Yhteystiedot')
    expect(posted('/api/contact-forms/7/validate-step')).toHaveLength(1)
  })

  it('stays on the step and shows the server’s reasons when the step is invalid', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json(
        {
          success: false,
          message: 'Yhdessä tai useammassa kentässä on virhe.',
          invalid_fields: { sahkoposti: { reason: 'Osoitteeseen ei voi lähettää.' } },
        },
        400,
      ),
    )
    mount()
    fillStep1()
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    expect(status()).toBe('invalid')
    expect($('[data-cf-step="1"]').hidden).toBe(false)
    expect($('#cf-f7-o1-sahkoposti-error').textContent).toBe('Osoitteeseen ei voi lähettää.')
    expect(field('sahkoposti').getAttribute('aria-invalid')).toBe('true')
    expect(message()).toBe('Yhdessä tai useammassa kentässä on virhe.')
    expect(document.activeElement).toBe($('[data-cf-errors]'))
  })

  it('does not advance when the check cannot be made (network or non-JSON)', async () => {
    mount()
    fillStep1()
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    expect($('[data-cf-step="1"]').hidden).toBe(false)
    expect(message()).toBe('Vaihetta ei voitu tarkistaa. Tarkista yhteys ja yritä uudelleen.')
    expect(status()).toBe('init')
    route('/api/contact-forms/7/validate-step', () => new Response('<html>502</html>', { status: 502 }))
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    expect(posted('/api/contact-forms/7/validate-step')).toHaveLength(2)
    expect($('[data-cf-step="1"]').hidden).toBe(false)
    expect(message()).toBe('Vaihetta ei voitu tarkistaa. Tarkista yhteys ja yritä uudelleen.')
  })

  it('checks a step in the browser first and asks the server only when it passes', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json({ success: true, message: '', invalid_fields: {} }),
    )
    mount()
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    expect(posted('/api/contact-forms/7/validate-step')).toHaveLength(0)
    expect(status()).toBe('invalid')
    expect(field('nimi').getAttribute('aria-invalid')).toBe('true')
    // Step 2's fields are not judged on step 1.
    expect(field<HTMLTextAreaElement>('viesti').hasAttribute('aria-invalid')).toBe(false)
  })

  it('fetches the summary before the summary step and shows its HTML', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json({ success: true, message: '', invalid_fields: {} }),
    )
    route('/api/contact-forms/7/summary', () => json({ summaryHtml: '<dl><dt>Nimi</dt><dd>Matti</dd></dl>' }))
    mount(fixtureDefinition({ summary: true }))
    fillStep1()
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    fillStep2()
    expect($<HTMLButtonElement>('[data-cf-submit]').hidden).toBe(true)
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    expect(posted('/api/contact-forms/7/validate-step').map((c) => c.body?.get(HIDDEN_FIELDS.step))).toEqual([
      '1',
      '2',
    ])
    expect(posted('/api/contact-forms/7/summary')).toHaveLength(1)
    expect($('[data-cf-summary-step]').hidden).toBe(false)
    expect($('[data-cf-summary-body]').innerHTML).toBe('<dl><dt>Nimi</dt><dd>Matti</dd></dl>')
    expect(document.activeElement?.textContent).toBe('Yhteenveto')
    expect($<HTMLButtonElement>('[data-cf-submit]').hidden).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-next]').hidden).toBe(true)
  })
})

describe('submit', () => {
  async function send(answer: Handler) {
    route('/api/contact-forms/7/feedback', answer)
    mount(oneStep())
    fillStep1()
    fillStep2()
    submit()
    await settle(10)
  }

  it('posts the whole form with the solved challenge, then resets after mail_sent', async () => {
    await send(() =>
      json({
        status: 'mail_sent',
        message: 'Kiitos viestistäsi. Se on lähetetty.',
        invalid_fields: [],
        posted_data_hash: 'h1',
      }),
    )
    const call = posted('/api/contact-forms/7/feedback')[0]
    expect(call?.body?.get(HIDDEN_FIELDS.botResponse)).toBe('SOLVED')
    expect(call?.body?.get('tarkistus__q')).toBe('1')
    expect(call?.body?.get(HIDDEN_FIELDS.formId)).toBe('7')
    expect(JSON.parse(String(call?.body?.get(HIDDEN_FIELDS.conditionalState))).hiddenGroups).toEqual([
      'soitto',
      'ruoka__1',
    ])
    expect(status()).toBe('sent')
    expect(message()).toBe('Kiitos viestistäsi. Se on lähetetty.')
    expect($('[data-cf-response]').dataset.tone).toBe('success')
    expect(field(HIDDEN_FIELDS.postedDataHash).value).toBe('h1')
    await settle(200)
    expect(status()).toBe('sent')
    expect(field('nimi').value).toBe('')
    expect(field<HTMLSelectElement>('palvelu').value).toBe('')
    expect(field('ehdot').checked).toBe(false)
    expect($<HTMLButtonElement>('[data-cf-submit]').disabled).toBe(true)
    // A new challenge for the next message (a solved one is refused the second time).
    expect(calls.filter((c) => c.url.startsWith('/api/contact-forms/7/refill'))).toHaveLength(2)
    expect(message()).toBe('Kiitos viestistäsi. Se on lähetetty.')
  })

  it('resets repeaters, groups and steps after mail_sent on a multi-step form', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json({ success: true, message: '', invalid_fields: {} }),
    )
    route('/api/contact-forms/7/feedback', () =>
      json({ status: 'mail_sent', message: 'Kiitos.', invalid_fields: [] }),
    )
    mount()
    fillStep1()
    check(document.querySelector('[name="tapa"][value="puhelin"]') as HTMLInputElement)
    type(field('puhelin'), '040 123 4567')
    await settle(100)
    $<HTMLButtonElement>('[data-cf-next]').click()
    await settle(10)
    fillStep2()
    $<HTMLButtonElement>('[data-cf-add]').click()
    type(field('osallistuja__2'), 'Toinen')
    submit()
    await settle(10)
    await settle(200)
    expect(status()).toBe('sent')
    expect($('[data-cf-step="1"]').hidden).toBe(false)
    expect($('[data-cf-step="2"]').hidden).toBe(true)
    expect(field('osallistuja__2')).toBeNull()
    expect(field('osallistujat_count').value).toBe('1')
    expect(field('osallistuja__1').value).toBe('')
    expect($('[data-cf-group="soitto"]').hidden).toBe(true)
    expect(document.querySelector<HTMLInputElement>('[name="tapa"]:checked')?.value).toBe('sahkoposti')
    expect(document.activeElement).toBe($('[data-cf-response]'))
  })

  it('shows the server’s field errors for validation_failed and focuses the summary', async () => {
    await send(() =>
      json(
        {
          status: 'validation_failed',
          message: 'Yhdessä tai useammassa kentässä on virhe.',
          invalid_fields: [{ field: 'tarkistus', message: 'Vastaus on väärin.', idref: null }],
          posted_data_hash: 'h',
        },
        400,
      ),
    )
    expect(status()).toBe('invalid')
    expect($('#cf-f7-o1-tarkistus-error').textContent).toBe('Vastaus on väärin.')
    expect(document.activeElement).toBe($('[data-cf-errors]'))
    expect(message()).toBe('Yhdessä tai useammassa kentässä on virhe.')
  })

  it.each([
    ['acceptance_missing', 'unaccepted', 400],
    ['aborted', 'aborted', 200],
    ['mail_failed', 'failed', 500],
    ['payment_required', 'payment-required', 200],
    ['odottaa', 'custom-odottaa', 200],
  ])('maps status %s to data-status %s', async (serverStatus, attribute, code) => {
    await send(() =>
      json({ status: serverStatus, message: `Viesti: ${serverStatus}`, invalid_fields: [] }, code),
    )
    expect(status()).toBe(attribute)
    expect(message()).toBe(`Viesti: ${serverStatus}`)
  })

  it('solves the fresh challenge a spam answer carries', async () => {
    const fresh = { ...CHALLENGE, challenge: 'cd' }
    await send(() =>
      json(
        { status: 'spam', message: 'Estetty.', invalid_fields: [], posted_data_hash: '', captcha: fresh },
        403,
      ),
    )
    expect(status()).toBe('spam')
    expect(solveChallenge).toHaveBeenLastCalledWith(fresh, expect.anything())
  })

  it('says fetch_error when offline, invalid_json for other answers and nothing for a 204', async () => {
    await send(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(message()).toBe('Olet luultavasti offline-tilassa.')
    expect(status()).toBe('init')
    route('/api/contact-forms/7/feedback', () => new Response('<!doctype html><p>Virhe</p>', { status: 500 }))
    submit()
    await settle(10)
    expect(message()).toBe('Vastaus ei ole kelvollinen JSON-vastaus.')
    route('/api/contact-forms/7/feedback', () => new Response(null, { status: 204 }))
    submit()
    await settle(10)
    expect(posted('/api/contact-forms/7/feedback')).toHaveLength(3)
    expect(message()).toBe('')
    expect(status()).toBe('init')
  })

  it('removes the form-level message after 12 s but keeps field errors', async () => {
    await send(() =>
      json(
        {
          status: 'validation_failed',
          message: 'Virhe.',
          invalid_fields: [{ field: 'nimi', message: 'Nimi on varattu.', idref: null }],
        },
        400,
      ),
    )
    expect(message()).toBe('Virhe.')
    await vi.advanceTimersByTimeAsync(11_900)
    expect(message()).toBe('Virhe.')
    await vi.advanceTimersByTimeAsync(100)
    expect(message()).toBe('')
    expect($('#cf-f7-o1-nimi-error').textContent).toBe('Nimi on varattu.')
  })

  it('scrolls to the answer 400 ms after it arrives', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    await send(() => json({ status: 'mail_failed', message: 'Virhe.', invalid_fields: [] }, 500))
    // `send` already let 10 ms pass.
    await vi.advanceTimersByTimeAsync(380)
    expect(scroll).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10)
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' })
  })

  it('treats Enter on an earlier step as Seuraava', async () => {
    route('/api/contact-forms/7/validate-step', () =>
      json({ success: true, message: '', invalid_fields: {} }),
    )
    mount()
    fillStep1()
    submit()
    await settle(10)
    expect(posted('/api/contact-forms/7/validate-step')).toHaveLength(1)
    expect(posted('/api/contact-forms/7/feedback')).toHaveLength(0)
    expect($('[data-cf-step="2"]').hidden).toBe(false)
  })
})

describe('pre-fill from the address', () => {
  it('fills existing fields named in the query string, never hidden or file fields', async () => {
    mount(
      fixtureDefinition(),
      '?palvelu=verkkosivut&tapa=puhelin&nimi=Matti&lahde=huijaus&tuntematon=1&palvelu=x',
    )
    expect(field<HTMLSelectElement>('palvelu').value).toBe('verkkosivut')
    expect(document.querySelector<HTMLInputElement>('[name="tapa"]:checked')?.value).toBe('puhelin')
    expect(field('nimi').value).toBe('Matti')
    expect(field('lahde').value).toBe('web')
    // The pre-filled choice shows its group at once.
    expect($('[data-cf-group="soitto"]').hidden).toBe(false)
  })

  it('ignores values that are not among a choice field’s options', () => {
    mount(fixtureDefinition(), '?palvelu=kaikki&tapa=kirje')
    expect(field<HTMLSelectElement>('palvelu').value).toBe('')
    expect(document.querySelector<HTMLInputElement>('[name="tapa"]:checked')?.value).toBe('sahkoposti')
  })

  /** The fixture with `fillParam` set on the field `name` ("Täytä osoitteen parametrista"). */
  const filledFrom = (name: string, fillParam: string) => {
    const def = fixtureDefinition()
    const walk = (items: ItemDef[]) => {
      for (const item of items) {
        if (item.kind !== 'field') walk(item.items)
        else if (item.name === name) item.fillParam = fillParam
      }
    }
    for (const step of def.steps) walk(step.items)
    return def
  }

  it('fills a field from the parameter its editor named, instead of its own name', () => {
    mount(filledFrom('nimi', 'aihe'), '?aihe=Verkkosivu-uudistus&nimi=Matti')
    expect(field('nimi').value).toBe('Verkkosivu-uudistus')
    expect(field('nimi').defaultValue).toBe('Verkkosivu-uudistus')
  })

  it('takes a value as text only, cut to the field’s maximum length and to 200 characters', () => {
    const hostile = '<img src=x onerror="alert(1)">'
    mount(filledFrom('viesti', 'aihe'), `?nimi=${encodeURIComponent(hostile)}&aihe=${'a'.repeat(30)}`)
    expect(field('nimi').value).toBe(hostile)
    expect(document.querySelector('img')).toBeNull()
    expect(field<HTMLTextAreaElement>('viesti').value).toBe('a'.repeat(20))
    mount(fixtureDefinition(), `?puhelin=${'1'.repeat(500)}`)
    expect(field('puhelin').value).toHaveLength(200)
  })

  it('never fills a repeater’s rows from a named parameter', () => {
    mount(filledFrom('osallistuja', 'nimi'), '?nimi=Matti')
    expect(field('osallistuja__1').value).toBe('')
    expect($('[data-cf-field="osallistuja__1"]').hasAttribute('data-cf-fill')).toBe(false)
  })
})

describe('statusAttribute', () => {
  it('follows docs/forms.md', () => {
    expect(statusAttribute('validation_failed')).toBe('invalid')
    expect(statusAttribute('acceptance_missing')).toBe('unaccepted')
    expect(statusAttribute('mail_sent')).toBe('sent')
    expect(statusAttribute('custom-Odota nyt')).toBe('custom-odota-nyt')
  })
})

describe('step checks and the summary post', () => {
  it('sends files by name and type only, every other value as it is', () => {
    const data = new FormData()
    data.append('nimi', 'Aino')
    data.append('liite', new File([new Uint8Array(200_000)], 'tarjous.pdf', { type: 'application/pdf' }))
    data.append('tyhja', new File([], ''))
    const light = withoutFileContents(data)
    expect(light.get('nimi')).toBe('Aino')
    const file = light.get('liite')
    expect(file).toBeInstanceOf(File)
    expect([(file as File).name, (file as File).type, (file as File).size]).toEqual([
      'tarjous.pdf',
      'application/pdf',
      0,
    ])
    // An empty file input stays "no file" for the rules.
    expect(valuesFromFormData(light)).toEqual({
      nimi: 'Aino',
      liite: { name: 'tarjous.pdf', size: 0, type: 'application/pdf' },
    })
  })
})
