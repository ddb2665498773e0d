import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/strings'
import { LIGHTBOX } from '@/lib/constants'
import { openLightbox } from './lightbox'
import { type LightboxOptions, lightboxStrings } from './options'

const options: LightboxOptions = { strings: lightboxStrings(t('fi')), bgOpacity: 0.9, constants: LIGHTBOX }

function item(i: number, extra = ''): string {
  return `<a href="/media/${i}.webp" data-lightbox-item data-w="1600" data-h="1200" data-title="Kuva ${i}" data-html="Kuvaus ${i}" ${extra}><img src="/media/${i}-480.webp" alt="Vaihtoehto ${i}"></a>`
}

let gallery: HTMLElement
let close: (() => void) | null = null
const onClosed = vi.fn()

function open(index: number, opener: HTMLElement | null = null): HTMLElement {
  close = openLightbox({ gallery, start: { index }, opener, options, onClosed })
  const root = document.querySelector<HTMLElement>('.pswp')
  if (!root) throw new Error('no lightbox')
  return root
}

/** Reduced motion: PhotoSwipe opens without an animation, so each test has it open at once. */
function reduceMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

/** Closing ends a tick later (PhotoSwipe starts its closing transition with a timeout). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

beforeEach(() => {
  reduceMotion()
  // happy-dom lays nothing out; PhotoSwipe sizes its viewport from the page's width.
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024)
  history.replaceState(null, '', '/galleriat/kesa')
  document.body.innerHTML = `<div data-lightbox-gallery="1" data-lightbox-title="Kesä Tampereella">${[1, 2, 3, 4].map((i) => item(i)).join('')}</div>`
  gallery = document.querySelector('[data-lightbox-gallery]') as HTMLElement
  onClosed.mockReset()
})

afterEach(async () => {
  close?.()
  close = null
  await tick()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the dialog', () => {
  it('is a named modal dialog described by the picture’s place', () => {
    const root = open(1)
    expect(root.getAttribute('role')).toBe('dialog')
    expect(root.getAttribute('aria-modal')).toBe('true')
    expect(root.getAttribute('aria-label')).toBe('Kesä Tampereella')
    expect(document.getElementById(root.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Kuva 2 / 4: Kuva 2',
    )
  })

  it('falls back to a generic name', () => {
    gallery.removeAttribute('data-lightbox-title')
    expect(open(0).getAttribute('aria-label')).toBe('Kuvagalleria')
  })

  it('labels every control in Finnish and shows the counter as N / M', () => {
    const root = open(1)
    const names = [...root.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))
    expect(names).toEqual(expect.arrayContaining(['Sulje', 'Edellinen', 'Seuraava', 'Suurenna', 'Jaa']))
    expect(root.querySelector('.pswp__counter')?.textContent).toBe('2 / 4')
    expect(root.querySelector('.pswp__scroll-wrap')?.getAttribute('aria-roledescription')).toBe(
      'kuvakaruselli',
    )
    for (const holder of root.querySelectorAll('.pswp__item'))
      expect(holder.getAttribute('aria-roledescription')).toBe('dia')
  })

  it('shows the title and the description', () => {
    const root = open(2)
    expect(root.querySelector('.pswp__caption')?.textContent).toContain('Kuva 3Kuvaus 3')
  })

  it('keeps the slides beside the current one inert', () => {
    const root = open(1)
    const holders = [...root.querySelectorAll<HTMLElement>('.pswp__item')]
    expect(holders.map((holder) => holder.inert)).toEqual([true, false, true])
  })
})

describe('a video slide', () => {
  it('plays while current (with consent) and is taken out when left', async () => {
    document.documentElement.setAttribute('data-consent', 'allow')
    const write = process.stderr.write.bind(process.stderr)
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) =>
      String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...(rest as [])),
    )
    gallery.insertAdjacentHTML(
      'beforeend',
      item(
        5,
        'data-video-type="youtube" data-video="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0"',
      ),
    )
    const root = open(4)
    const frame = () => root.querySelector('[aria-hidden="false"] iframe')
    // React renders the player a moment after the slide became current.
    await vi.waitFor(() => expect(frame()?.getAttribute('src')).toContain('autoplay=1'))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(root.querySelector('.pswp__counter')?.textContent).toBe('1 / 5')
    expect(root.querySelector('iframe')).toBeNull()
    document.documentElement.removeAttribute('data-consent')
  })
})

describe('a picture that fails to load', () => {
  it('says so in Finnish and links to the picture’s address', () => {
    // Still loading, so PhotoSwipe waits for the image's load or error event.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
    const root = open(1)
    const image = root.querySelector('[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')
    if (!(image instanceof HTMLImageElement)) throw new Error('no image')
    image.onerror?.(new Event('error'))
    const message = root.querySelector('[aria-hidden="false"] .pswp__error-msg')
    expect(message?.querySelector('p')?.textContent).toBe('Kuvaa ei voitu ladata.')
    expect(message?.querySelector('a')?.href).toBe(`${location.origin}/media/2.webp`)
  })
})

describe('the share menu', () => {
  it('is a disclosure button with the current picture’s links, each labelled', () => {
    const root = open(1)
    const button = root.querySelector('.pswp__button--share') as HTMLButtonElement
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(menu.hidden).toBe(true)
    button.click()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu.hidden).toBe(false)
    const links = [...menu.querySelectorAll('a')]
    expect(links.map((link) => link.textContent)).toEqual([
      'Facebook (avautuu uuteen välilehteen)',
      'X (avautuu uuteen välilehteen)',
      'Pinterest (avautuu uuteen välilehteen)',
      'LinkedIn (avautuu uuteen välilehteen)',
      'WhatsApp (avautuu uuteen välilehteen)',
      'Lataa kuva',
    ])
    const facebook = new URL(links[0]?.href ?? '')
    expect(facebook.searchParams.get('u')).toBe(`${location.origin}/galleriat/kesa#&gid=1&pid=2`)
    const download = links[5] as HTMLAnchorElement
    expect(download.href).toBe(`${location.origin}/media/2.webp`)
    expect(download.hasAttribute('download')).toBe(true)
  })

  it('opens the 550 × 420 pop-up on a plain click', () => {
    const popup = { opener: window as Window | null }
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const root = open(0)
    const x = [...root.querySelectorAll<HTMLAnchorElement>('.pswp__share a')][1] as HTMLAnchorElement
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    x.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(windowOpen).toHaveBeenCalledWith(x.href, 'share', expect.stringContaining('width=550,height=420'))
    expect(popup.opener).toBeNull()
    windowOpen.mockRestore()
  })
})

describe('the address', () => {
  it('names the picture once open, with one new history entry', () => {
    const push = vi.spyOn(history, 'pushState')
    open(2)
    expect(location.hash).toBe('#&gid=1&pid=3')
    expect(push).toHaveBeenCalledTimes(1)
    push.mockRestore()
  })

  it('opens at the first picture when the asked one is out of range', () => {
    open(9)
    expect(location.hash).toBe('#&gid=1&pid=1')
  })

  it('resolves a deep link’s pid, custom or not', () => {
    gallery.setAttribute('data-lightbox-pids', 'custom')
    gallery.children[3]?.setAttribute('data-pid', 'tuomiokirkko')
    close = openLightbox({ gallery, start: { pid: 'tuomiokirkko' }, opener: null, options, onClosed })
    expect(document.querySelector('.pswp__counter')?.textContent).toBe('4 / 4')
  })

  it('opens nothing for a pid that names no picture', () => {
    expect(openLightbox({ gallery, start: { pid: '0' }, opener: null, options, onClosed })).toBeNull()
    expect(document.querySelector('.pswp')).toBeNull()
  })
})

describe('focus', () => {
  const focusedRoot = () => document.activeElement?.classList.contains('pswp') ?? false

  it('moves into the dialog once open, stays inside on Tab, and returns to the opener on Escape', async () => {
    const opener = gallery.querySelectorAll('a')[1] as HTMLAnchorElement
    opener.focus()
    const root = open(1, opener)
    expect(focusedRoot()).toBe(true)

    const tab = (shiftKey = false) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true })
      ;(document.activeElement ?? document).dispatchEvent(event)
      return event
    }
    // From the dialog itself Shift+Tab goes to its last control, Tab past that to its first.
    expect(tab(true).defaultPrevented).toBe(true)
    const last = document.activeElement
    expect(root.contains(last)).toBe(true)
    expect(tab().defaultPrevented).toBe(true)
    expect(root.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).not.toBe(last)

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect(document.activeElement).toBe(opener)
    expect(document.querySelector('.pswp')).toBeNull()
    close = null
  })
})
