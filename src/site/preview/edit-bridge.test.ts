// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EDIT_CHANNEL } from '@/lib/edit-bridge'
import { startEditBridge } from './edit-bridge'

const token = '0b7c8a52-3f0e-4c8e-9d1b-6a2f4e9c1d30'

/** A page inside the admin's frame: its parent records what the page posts to it. */
function framedWindow() {
  const posted: { message: Record<string, unknown>; origin: string }[] = []
  const parent = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  }
  const win = Object.create(window, { parent: { value: parent }, opener: { value: null } }) as Window
  win.addEventListener = window.addEventListener.bind(window)
  win.removeEventListener = window.removeEventListener.bind(window)
  return { win, parent, posted }
}

function message(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

const ui = () => document.querySelectorAll('[data-edit-ui]').length

describe('the live preview’s editing bridge', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    document.body.innerHTML =
      '<section data-edit="layout.0" data-edit-label="Osio · Alku"><a href="/muualle">Linkki</a></section>'
  })
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
  })
  /** The bridge in a page inside the admin's frame, started by the admin's token. */
  const startedInFrame = () => {
    const framed = framedWindow()
    stop = startEditBridge(framed.win)
    message({ channel: EDIT_CHANNEL, kind: 'init', token }, framed.parent)
    return framed
  }

  it('says it is ready and shows nothing until the admin around it answers with a token', () => {
    const { win, parent, posted } = framedWindow()
    stop = startEditBridge(win)
    expect(posted).toEqual([
      { message: { channel: EDIT_CHANNEL, kind: 'ready' }, origin: window.location.origin },
    ])
    expect(ui()).toBe(0)
    // Another origin, another window, another channel: ignored.
    message({ channel: EDIT_CHANNEL, kind: 'init', token }, parent, 'https://evil.example')
    message({ channel: EDIT_CHANNEL, kind: 'init', token }, window)
    message({ channel: 'payload-live-preview', kind: 'init', token }, parent)
    expect(ui()).toBe(0)
    const link = document.querySelector('a') as HTMLAnchorElement
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(posted).toHaveLength(1)

    message({ channel: EDIT_CHANNEL, kind: 'init', token }, parent)
    expect(ui()).toBeGreaterThan(0)
  })

  it('once started, a click chooses the row (not the link) and names it to the admin with the token', () => {
    const { parent, posted } = startedInFrame()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(posted.at(-1)).toEqual({
      message: { channel: EDIT_CHANNEL, token, kind: 'select', path: 'layout.0', focus: true },
      origin: window.location.origin,
    })
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe('Valittu: Osio · Alku')
    // A second init (another token) does not replace the first.
    message({ channel: EDIT_CHANNEL, kind: 'init', token: 'f'.repeat(36) }, parent)
    message({ channel: EDIT_CHANNEL, kind: 'highlight', path: null, token: 'f'.repeat(36) }, parent)
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe('Valittu: Osio · Alku')
    message({ channel: EDIT_CHANNEL, kind: 'highlight', path: null, token }, parent)
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe('')
  })

  it('says so when the row chosen in the form is not shown at this width', () => {
    const { parent } = startedInFrame()
    document.querySelector('section')?.setAttribute('style', 'display: none')
    message({ channel: EDIT_CHANNEL, kind: 'highlight', path: 'layout.0', token }, parent)
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe(
      'Valittu: Osio · Alku (ei näy tällä näytön leveydellä)',
    )
  })

  it('stops: its controls go and clicks are the page’s again', () => {
    startedInFrame()
    stop()
    expect(ui()).toBe(0)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('in a tab the admin opened, talks to its opener, in the admin’s language', () => {
    const posted: Record<string, unknown>[] = []
    const opener = { postMessage: (data: Record<string, unknown>) => posted.push(data) }
    const win = Object.create(window, { opener: { value: opener } }) as Window
    Object.defineProperty(win, 'parent', { value: win })
    win.addEventListener = window.addEventListener.bind(window)
    win.removeEventListener = window.removeEventListener.bind(window)
    stop = startEditBridge(win)
    expect(posted).toEqual([{ channel: EDIT_CHANNEL, kind: 'ready' }])
    message({ channel: EDIT_CHANNEL, kind: 'init', token, lang: 'en' }, opener)
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(posted.at(-1)).toMatchObject({ kind: 'select', path: 'layout.0', token })
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe('Selected: Osio · Alku')
    expect(document.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe(
      'Actions: Osio · Alku',
    )
  })

  it('edits a row’s image alt text in a panel; the admin’s answer shows there and on the image', () => {
    document.body.innerHTML =
      '<div data-edit="layout.0.columns.0.widgets.0" data-edit-label="Kuvabanneri"><img data-edit-media="7" alt="Vanha"></div>' +
      '<div data-edit="layout.0.columns.0.widgets.1" data-edit-label="Otsikko"><h2>Ei kuvaa</h2></div>'
    const { parent, posted } = startedInFrame()
    const img = document.querySelector('img') as HTMLImageElement
    img.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }))
    const input = document.querySelector<HTMLInputElement>('[role="group"] input')
    expect(input?.value).toBe('Vanha')
    expect(document.activeElement).toBe(input)
    expect(document.querySelector('[role="group"] label')?.textContent).toContain(
      'Kuvan vaihtoehtoinen teksti',
    )
    if (!input) return
    input.value = 'Uusi kuvaus'
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(posted.at(-1)?.message).toEqual({
      channel: EDIT_CHANNEL,
      token,
      kind: 'alt',
      media: '7',
      value: 'Uusi kuvaus',
    })
    // An answer for another image, or without the token, changes nothing.
    message({ channel: EDIT_CHANNEL, kind: 'altSaved', media: '8', ok: true, message: null, token }, parent)
    message({ channel: EDIT_CHANNEL, kind: 'altSaved', media: '7', ok: true, message: null }, parent)
    expect(img.alt).toBe('Vanha')
    message(
      { channel: EDIT_CHANNEL, kind: 'altSaved', media: '7', ok: false, message: 'Pakollinen.', token },
      parent,
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(
      document.querySelector('[aria-label="Kuvien vaihtoehtoiset tekstit: Kuvabanneri"]')?.textContent,
    ).toContain('Pakollinen.')
    message({ channel: EDIT_CHANNEL, kind: 'altSaved', media: '7', ok: true, message: null, token }, parent)
    expect(img.alt).toBe('Uusi kuvaus')
    expect(document.querySelector('[data-edit-ui][aria-live]')?.textContent).toBe('Tallennettu kuvaan.')
    // Escape closes it; a row without images offers no alt text in its toolbar.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    expect(document.querySelector('[role="group"] input')).toBeNull()
    document.querySelector('h2')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    const names = [...document.querySelectorAll('[role="toolbar"] button')].map((b) =>
      b.getAttribute('aria-label'),
    )
    expect(names).not.toContain('Muokkaa kuvan vaihtoehtoista tekstiä')
  })

  it('edits a row’s marked texts in place: the one double-clicked, then on to the next by Tab', () => {
    document.body.innerHTML =
      '<div data-edit="layout.0.columns.0.widgets.0" data-edit-label="Otsikko">' +
      '<h2 data-edit-text="text">Otsikko</h2><p data-edit-text="subtitle">Alaotsikko</p><p>Ei merkitty</p></div>'
    const { posted } = startedInFrame()
    const subtitle = document.querySelector('[data-edit-text="subtitle"]') as HTMLElement
    subtitle.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }))
    expect(subtitle.getAttribute('contenteditable')).toBe('plaintext-only')
    subtitle.textContent = 'Uusi alaotsikko'
    subtitle.dispatchEvent(new Event('input', { bubbles: true }))
    expect(posted.at(-1)?.message).toMatchObject({
      kind: 'text',
      field: 'subtitle',
      value: 'Uusi alaotsikko',
    })
    // Shift+Tab keeps this text and goes back to the heading's; Tab from the last ends editing.
    subtitle.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    )
    const heading = document.querySelector('h2') as HTMLElement
    expect(subtitle.hasAttribute('contenteditable')).toBe(false)
    expect(heading.getAttribute('contenteditable')).toBe('plaintext-only')
    heading.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    expect(heading.hasAttribute('contenteditable')).toBe(false)
    expect(posted.at(-1)?.message).toMatchObject({ kind: 'text', field: 'text', value: 'Otsikko' })
    // An element the widget did not mark is not edited: a double-click there edits the row's first text.
    const unmarked = document.querySelectorAll('p')[1]
    unmarked?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }))
    expect(unmarked?.hasAttribute('contenteditable')).toBe(false)
    expect(heading.getAttribute('contenteditable')).toBe('plaintext-only')
  })

  it('does nothing in a page opened on its own', () => {
    stop = startEditBridge(window)
    message({ channel: EDIT_CHANNEL, kind: 'init', token }, window)
    expect(ui()).toBe(0)
  })
})
