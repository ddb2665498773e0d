import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConsentFrame } from './ConsentFrame'

const SRC = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

let container: HTMLElement
let root: Root

function mark(state: string, type = 'info'): void {
  document.documentElement.setAttribute('data-consent', state)
  document.querySelector('[data-consent-type]')?.setAttribute('data-consent-type', type)
}

function announce(state: string): void {
  act(() => {
    document.documentElement.setAttribute('data-consent', state)
    window.dispatchEvent(new CustomEvent('consentchange', { detail: state }))
  })
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  // happy-dom loads no iframe pages and reports each on the worker's own stderr; only the element matters here.
  const write = process.stderr.write.bind(process.stderr)
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...(rest as [])),
  )
  document.body.innerHTML =
    '<section id="consent-banner" data-consent-type="info"></section><div id="app"></div>'
  container = document.getElementById('app') as HTMLElement
  root = createRoot(container)
  mark('unanswered')
})

afterEach(() => {
  act(() => root.unmount())
  vi.restoreAllMocks()
})

function renderGate(background = false): void {
  act(() =>
    root.render(
      <ConsentFrame
        src={SRC}
        title="Big Buck Bunny"
        background={background}
        notice="Ilmoitus"
        loadLabel="Näytä sisältö"
      >
        <img src="/api/media/file/poster.webp" alt="" />
      </ConsentFrame>,
    ),
  )
}

describe('consent frame', () => {
  it('shows the placeholder until consentchange allows, then the iframe', () => {
    renderGate()
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('img')).not.toBeNull()
    announce('deny')
    expect(container.querySelector('iframe')).toBeNull()
    announce('dismiss')
    const iframe = container.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe(SRC)
    expect(iframe?.getAttribute('title')).toBe('Big Buck Bunny')
    expect(iframe?.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('img')).toBeNull()
    // A revoke closes the gate again.
    announce('unanswered')
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('loads at once when the page already allows (a later visit), and for opt-out before an answer', () => {
    mark('allow')
    renderGate()
    expect(container.querySelector('iframe')).not.toBeNull()
    act(() => root.unmount())
    root = createRoot(container)
    mark('unanswered', 'opt-out')
    renderGate()
    expect(container.querySelector('iframe')).not.toBeNull()
  })

  it('the button loads only this embed, without consenting, and moves focus into it', () => {
    renderGate()
    const button = container.querySelector('button')
    expect(button?.getAttribute('aria-label')).toBe('Näytä sisältö: Big Buck Bunny')
    act(() => button?.click())
    const iframe = container.querySelector('iframe')
    expect(iframe).not.toBeNull()
    expect(document.activeElement).toBe(iframe)
    expect(document.documentElement.getAttribute('data-consent')).toBe('unanswered')
  })

  it('a background is never interactive, and stays a poster under reduced motion', () => {
    renderGate(true)
    expect(container.innerHTML).toBe('')
    announce('allow')
    const iframe = container.querySelector('iframe')
    expect(iframe?.closest('[inert]')).not.toBeNull()
    expect(iframe?.getAttribute('tabindex')).toBe('-1')
    expect(container.querySelector('button')).toBeNull()
    act(() => root.unmount())
    root = createRoot(container)
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    renderGate(true)
    expect(container.querySelector('iframe')).toBeNull()
  })
})
