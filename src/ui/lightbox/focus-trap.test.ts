import { beforeEach, describe, expect, it } from 'vitest'
import { focusables, trapTab } from './focus-trap'

let dialog: HTMLElement

beforeEach(() => {
  document.body.innerHTML = `
    <a href="/sivu" id="outside">Sivu</a>
    <div id="dialog" tabindex="-1" role="dialog">
      <div aria-hidden="true" inert><a href="/x" id="beside">Viereinen dia</a></div>
      <div aria-hidden="false"><a href="/kuva.jpg" id="error-link">kuva.jpg</a></div>
      <button id="share">Jaa</button>
      <ul hidden><li><a href="https://x.com" id="hidden-link">X</a></li></ul>
      <button id="zoom" disabled>Suurenna</button>
      <button id="close">Sulje</button>
      <span tabindex="-1" id="not-in-sequence">.</span>
    </div>`
  dialog = document.getElementById('dialog') as HTMLElement
})

const id = () => document.activeElement?.id

describe('focusables', () => {
  it('lists what Tab reaches: no inert slides, hidden menus or disabled buttons', () => {
    expect(focusables(dialog).map((element) => element.id)).toEqual(['error-link', 'share', 'close'])
  })
})

describe('trapTab', () => {
  it('wraps from the last control to the first', () => {
    ;(document.getElementById('close') as HTMLElement).focus()
    expect(trapTab(dialog, false)).toBe(true)
    expect(id()).toBe('error-link')
  })

  it('wraps from the first control (and from the dialog itself) to the last with Shift+Tab', () => {
    ;(document.getElementById('error-link') as HTMLElement).focus()
    expect(trapTab(dialog, true)).toBe(true)
    expect(id()).toBe('close')
    dialog.focus()
    expect(trapTab(dialog, true)).toBe(true)
    expect(id()).toBe('close')
  })

  it('leaves moves inside the dialog to the browser', () => {
    ;(document.getElementById('share') as HTMLElement).focus()
    expect(trapTab(dialog, false)).toBe(false)
    expect(trapTab(dialog, true)).toBe(false)
    expect(id()).toBe('share')
  })

  it('brings focus that got out back in', () => {
    ;(document.getElementById('outside') as HTMLElement).focus()
    expect(trapTab(dialog, false)).toBe(true)
    expect(id()).toBe('error-link')
  })

  it('keeps focus on the dialog when it has no controls', () => {
    dialog.innerHTML = '<p>Kuva</p>'
    ;(document.getElementById('outside') as HTMLElement).focus()
    expect(trapTab(dialog, false)).toBe(true)
    expect(id()).toBe('dialog')
  })
})
