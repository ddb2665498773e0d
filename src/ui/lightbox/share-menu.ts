import type PhotoSwipe from 'photoswipe'
import type { UIElementData } from 'photoswipe'
import type { LightboxStrings } from './options'
import { popupFeatures, SHARE_SERVICES, type Shared, shareUrl } from './share'

type ShareMenuOptions = {
  strings: LightboxStrings
  /** What the current picture shares: its page address, title and picture. */
  current: (pswp: PhotoSwipe) => Shared
  popup: { readonly width: number; readonly height: number }
  /** CSS module classes. */
  classNames: Record<'root' | 'menu', string | undefined>
}

const MENU_ID = 'lightbox-share-menu'

// Three joined dots, drawn twice: a dark outline under the white icon, like PhotoSwipe's own
// (strokes are set in lightbox.module.css).
const ICON_PATHS =
  '<path d="M11 16 21 10M11 16 21 22"/><circle cx="22" cy="9.5" r="3"/><circle cx="10" cy="16" r="3"/><circle cx="22" cy="22.5" r="3"/>'
const ICON = `<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><g class="pswp__icn-shadow">${ICON_PATHS}</g><g>${ICON_PATHS}</g></svg>`

function link(text: string, hint?: string): HTMLAnchorElement {
  const anchor = document.createElement('a')
  anchor.textContent = text
  if (hint) {
    const note = document.createElement('span')
    note.className = 'visually-hidden'
    note.textContent = ` ${hint}`
    anchor.append(note)
  }
  return anchor
}

function listItem(anchor: HTMLAnchorElement): HTMLLIElement {
  const item = document.createElement('li')
  item.append(anchor)
  return item
}

/**
 * The share menu in the top bar: a disclosure button ("Jaa") and a list of links, one per service
 * and one to download the picture. The links always hold the current picture's addresses, so they
 * also work opened in a new tab; a plain click opens docs/lightbox.md's 550 × 420 pop-up instead.
 */
export function shareMenu({ strings, current, popup, classNames }: ShareMenuOptions): UIElementData {
  return {
    name: 'share',
    className: `pswp__share ${classNames.root ?? ''}`,
    order: 9,
    onInit: (root, pswp) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'pswp__button pswp__button--share'
      button.title = strings.share
      button.setAttribute('aria-label', strings.share)
      button.setAttribute('aria-expanded', 'false')
      button.setAttribute('aria-controls', MENU_ID)
      button.innerHTML = ICON

      const menu = document.createElement('ul')
      menu.id = MENU_ID
      menu.className = classNames.menu ?? ''
      menu.hidden = true
      const services = SHARE_SERVICES.map(({ service, name }) => {
        const anchor = link(name, strings.opensInNewTab)
        anchor.target = '_blank'
        anchor.rel = 'noopener noreferrer'
        anchor.addEventListener('click', (event) => {
          const popupWindow = window.open(anchor.href, 'share', popupFeatures(popup, window.screen.width))
          // Blocked: the link opens in a new tab as it is.
          if (!popupWindow) return
          popupWindow.opener = null
          event.preventDefault()
        })
        return { service, anchor }
      })
      const download = link(strings.download)
      download.download = ''
      menu.append(...services.map(({ anchor }) => listItem(anchor)), listItem(download))
      root.append(button, menu)

      const setOpen = (open: boolean) => {
        menu.hidden = !open
        button.setAttribute('aria-expanded', String(open))
      }
      const update = () => {
        setOpen(false)
        const shared = current(pswp)
        for (const { service, anchor } of services) {
          const href = shareUrl(service, shared)
          if (href) anchor.href = href
          anchor.parentElement?.toggleAttribute('hidden', !href)
        }
        download.href = shared.image
        download.parentElement?.toggleAttribute('hidden', !shared.image)
      }

      button.addEventListener('click', () => setOpen(menu.hidden))
      // Leaving the menu (focus or a click elsewhere) closes it, as a disclosure menu does.
      root.addEventListener('focusout', (event) => {
        if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false)
      })
      pswp.on('pointerDown', ({ originalEvent }) => {
        if (!(originalEvent.target instanceof Node && root.contains(originalEvent.target))) setOpen(false)
      })
      // Escape closes the menu first, the lightbox only on a second press.
      pswp.on('keydown', (event) => {
        if (event.originalEvent.key !== 'Escape' || menu.hidden) return
        event.preventDefault()
        setOpen(false)
        button.focus()
      })
      pswp.on('change', update)
    },
  }
}
