import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/strings'
import { LIGHTBOX } from '@/lib/constants'
import type { OpenRequest } from './lightbox'
import { type LightboxOptions, lightboxStrings } from './options'

const openLightbox = vi.fn<(request: OpenRequest) => (() => void) | null>()
vi.mock('./lightbox', () => ({ openLightbox: (request: OpenRequest) => openLightbox(request) }))

const options: LightboxOptions = { strings: lightboxStrings(t('fi')), bgOpacity: 0.9, constants: LIGHTBOX }
const detachers: (() => void)[] = []
/** A fresh launcher per test: its page-wide state (open or not) is the module's own. */
let attach: typeof import('./launcher').attach

function gallery(gid: number, count: number): string {
  const links = Array.from(
    { length: count },
    (_, i) =>
      `<a href="/media/${gid}-${i}.webp" data-lightbox-item data-w="800" data-h="600"><img src="/media/${gid}-${i}-480.webp" alt="Kuva ${i + 1}"></a>`,
  )
  return `<div data-lightbox-gallery="${gid}">${links.join('')}<span hidden></span></div>`
}

function attachAll(): void {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-lightbox-gallery] > span[hidden]')) {
    const detach = attach(marker.parentElement as HTMLElement, options)
    if (detach) detachers.push(detach)
  }
}

/** The dynamic import and the open after it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  target.dispatchEvent(event)
  return event
}

beforeEach(async () => {
  vi.resetModules()
  ;({ attach } = await import('./launcher'))
  history.replaceState(null, '', '/galleriat/kesa')
  document.body.innerHTML = gallery(1, 3) + gallery(2, 4)
  openLightbox.mockReset()
  openLightbox.mockImplementation(() => () => {})
})

afterEach(() => {
  for (const detach of detachers.splice(0)) detach()
})

describe('clicks', () => {
  it('open the clicked item’s gallery at its index, once however many islands attached', async () => {
    attachAll()
    const link = document.querySelectorAll('[data-lightbox-gallery="2"] a')[2] as HTMLAnchorElement
    const event = click(link.querySelector('img') as HTMLImageElement)
    expect(event.defaultPrevented).toBe(true)
    await settle()
    expect(openLightbox).toHaveBeenCalledTimes(1)
    expect(openLightbox.mock.calls[0]?.[0]).toMatchObject({
      gallery: document.querySelector('[data-lightbox-gallery="2"]'),
      start: { index: 2 },
      opener: link,
    })
  })

  it('leave modified and non-primary clicks to the browser', async () => {
    attachAll()
    const link = document.querySelector('a') as HTMLAnchorElement
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(link, init).defaultPrevented).toBe(false)
    await settle()
    expect(openLightbox).not.toHaveBeenCalled()
  })

  it('count items a list appended after the page loaded', async () => {
    attachAll()
    const grid = document.querySelector('[data-lightbox-gallery="1"]') as HTMLElement
    grid.insertAdjacentHTML(
      'beforeend',
      '<a href="/media/uusi.webp" data-lightbox-item data-w="800" data-h="600">Uusi</a>',
    )
    click(grid.lastElementChild as HTMLElement)
    await settle()
    expect(openLightbox.mock.calls[0]?.[0].start).toEqual({ index: 3 })
  })

  it('open nothing more while a lightbox is open, and open again once it has closed', async () => {
    attachAll()
    const links = document.querySelectorAll('a')
    click(links[0] as HTMLElement)
    await settle()
    click(links[1] as HTMLElement)
    await settle()
    expect(openLightbox).toHaveBeenCalledTimes(1)
    openLightbox.mock.calls[0]?.[0].onClosed()
    click(links[1] as HTMLElement)
    await settle()
    expect(openLightbox).toHaveBeenCalledTimes(2)
  })

  it('stop when the last gallery goes, closing an open lightbox', async () => {
    const close = vi.fn()
    openLightbox.mockImplementation(() => close)
    attachAll()
    click(document.querySelector('a') as HTMLElement)
    await settle()
    for (const detach of detachers.splice(0)) detach()
    expect(close).toHaveBeenCalled()
    expect(click(document.querySelector('a') as HTMLElement).defaultPrevented).toBe(false)
  })
})

describe('deep links', () => {
  it('open the named gallery at the named picture on load', async () => {
    history.replaceState(null, '', '/galleriat/kesa#&gid=2&pid=3')
    attachAll()
    await settle()
    expect(openLightbox).toHaveBeenCalledTimes(1)
    expect(openLightbox.mock.calls[0]?.[0]).toMatchObject({
      gallery: document.querySelector('[data-lightbox-gallery="2"]'),
      start: { pid: '3' },
      opener: null,
    })
  })

  it('open on hashchange', async () => {
    attachAll()
    history.replaceState(null, '', '/galleriat/kesa#&gid=1&pid=2')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await settle()
    expect(openLightbox.mock.calls[0]?.[0].start).toEqual({ pid: '2' })
  })

  it('ignore short fragments, other fragments and galleries not on the page', async () => {
    for (const hash of ['#gid', '#!/yhteystiedot', '#&gid=9&pid=1', '#&gid=0&pid=1']) {
      history.replaceState(null, '', `/galleriat/kesa${hash}`)
      attachAll()
      await settle()
      for (const detach of detachers.splice(0)) detach()
    }
    expect(openLightbox).not.toHaveBeenCalled()
  })
})
