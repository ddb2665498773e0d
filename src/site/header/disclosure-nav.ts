import { TIMING } from '@/lib/constants'

/**
 * Disclosure navigation (WAI-ARIA APG, "navigation menu with top-level links and buttons"), not
 * role=menu: top-level links stay links, a button beside each shows its dropdown or mega panel.
 *
 * Markup contract (rendered by NavMenu.tsx):
 *   nav[data-disclosure-nav] > ul > li[data-nav-item]
 *     > a[data-nav-top] + button[data-nav-toggle][aria-expanded][aria-controls] + [data-nav-panel]
 *
 * Mouse: hover intent opens after TIMING.menuShowDelay and closes TIMING.menuHideDelay after the
 * pointer leaves (the fade itself is CSS). Touch: the first tap on a link with a submenu opens it,
 * the second follows the link. Keyboard: Enter/Space on a button toggles, Escape closes and returns
 * focus to the button, arrows/Home/End move between top-level items or within an open panel.
 */

const OPEN = 'true'

type Item = {
  li: HTMLElement
  top: HTMLAnchorElement | null
  toggle: HTMLButtonElement | null
  panel: HTMLElement | null
}

function itemsOf(nav: HTMLElement): Item[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')].map((li) => {
    const toggle = li.querySelector<HTMLButtonElement>(':scope > [data-nav-toggle]')
    const id = toggle?.getAttribute('aria-controls')
    return {
      li,
      top: li.querySelector<HTMLAnchorElement>(':scope > [data-nav-top]'),
      toggle,
      panel: id ? li.ownerDocument.getElementById(id) : null,
    }
  })
}

function isOpen(item: Item): boolean {
  return item.toggle?.getAttribute('aria-expanded') === OPEN
}

function setOpen(item: Item, open: boolean): void {
  if (!item.toggle) return
  item.toggle.setAttribute('aria-expanded', open ? 'true' : 'false')
  item.li.toggleAttribute('data-open', open)
}

/** Focusable top-level controls in visual order: each item's link, then its button. */
function topLevel(items: Item[]): HTMLElement[] {
  return items.flatMap((item) =>
    [item.top, item.toggle].filter((el): el is HTMLAnchorElement | HTMLButtonElement => el !== null),
  )
}

function panelLinks(item: Item): HTMLAnchorElement[] {
  return item.panel ? [...item.panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
}

/** The index a list-navigation key moves to, or null when focus should stay (APG: no wrapping). */
export function nextIndex(key: string, index: number, length: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return index < length - 1 ? index + 1 : null
    case 'ArrowUp':
    case 'ArrowLeft':
      return index > 0 ? index - 1 : null
    case 'Home':
      return index > 0 ? 0 : null
    case 'End':
      return index < length - 1 ? length - 1 : null
    default:
      return null
  }
}

const NAV_KEYS = new Set(['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'])

/** Wires one navigation; returns a function that removes every listener it added. */
export function attachDisclosureNav(nav: HTMLElement): () => void {
  const win = nav.ownerDocument.defaultView ?? window
  const items = itemsOf(nav)
  const timers = new Map<Item, { kind: 'show' | 'hide'; id: number }>()
  let lastPointer = 'mouse'

  const clearTimer = (item: Item) => {
    const timer = timers.get(item)
    if (timer) win.clearTimeout(timer.id)
    timers.delete(item)
  }
  const schedule = (item: Item, kind: 'show' | 'hide', delay: number, run: () => void) => {
    clearTimer(item)
    const id = win.setTimeout(() => {
      timers.delete(item)
      run()
    }, delay)
    timers.set(item, { kind, id })
  }
  const closeOthers = (keep: Item | null) => {
    for (const other of items) if (other !== keep && isOpen(other)) setOpen(other, false)
  }
  const open = (item: Item) => {
    closeOthers(item)
    setOpen(item, true)
  }
  const itemOf = (target: EventTarget | null): Item | undefined =>
    target instanceof win.Node ? items.find((item) => item.li.contains(target)) : undefined

  const onPointerDown = (event: PointerEvent) => {
    lastPointer = event.pointerType
  }

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    const item = itemOf(event.target)
    if (!item?.toggle || timers.get(item)?.kind === 'show') return
    clearTimer(item)
    if (!isOpen(item)) schedule(item, 'show', TIMING.menuShowDelay, () => open(item))
  }

  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    const item = itemOf(event.target)
    if (!item?.toggle) return
    if (event.relatedTarget instanceof win.Node && item.li.contains(event.relatedTarget)) return
    // Leaving before the show delay ran out cancels it: hover intent says it was only passing by.
    clearTimer(item)
    if (isOpen(item)) schedule(item, 'hide', TIMING.menuHideDelay, () => setOpen(item, false))
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null
    const toggle = target?.closest<HTMLButtonElement>('[data-nav-toggle]')
    const item = itemOf(target)
    if (!item) return
    if (toggle && toggle === item.toggle) {
      clearTimer(item)
      if (isOpen(item)) setOpen(item, false)
      else open(item)
      return
    }
    const top = target?.closest('[data-nav-top]')
    if (top && top === item.top && item.toggle && lastPointer === 'touch' && !isOpen(item)) {
      // First tap on a touch screen opens the submenu; the second tap follows the link.
      event.preventDefault()
      open(item)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target instanceof win.HTMLElement ? event.target : null
    const item = itemOf(target)
    if (!target || !item) return

    if (event.key === 'Escape') {
      const openItem = items.find(isOpen)
      if (!openItem) return
      setOpen(openItem, false)
      openItem.toggle?.focus()
      event.preventDefault()
      return
    }
    if (!NAV_KEYS.has(event.key)) return

    const inPanel = item.panel?.contains(target) ?? false
    let next: HTMLElement | undefined
    if (inPanel) {
      const links = panelLinks(item)
      const to = nextIndex(event.key, links.indexOf(target as HTMLAnchorElement), links.length)
      next = to === null ? undefined : links[to]
    } else if (
      target === item.toggle &&
      isOpen(item) &&
      (event.key === 'ArrowDown' || event.key === 'ArrowRight')
    ) {
      next = panelLinks(item)[0]
    } else {
      const controls = topLevel(items)
      const to = nextIndex(event.key, controls.indexOf(target), controls.length)
      next = to === null ? undefined : controls[to]
    }
    // Keys that do nothing at an edge still must not scroll the page under the menu.
    event.preventDefault()
    next?.focus()
  }

  const onFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget
    if (to instanceof win.Node && nav.contains(to)) return
    closeOthers(null)
  }

  const onDocumentClick = (event: MouseEvent) => {
    if (event.target instanceof win.Node && !nav.contains(event.target)) closeOthers(null)
  }

  const listeners = new AbortController()
  const { signal } = listeners
  nav.addEventListener('pointerdown', onPointerDown, { signal })
  nav.addEventListener('pointerover', onPointerOver, { signal })
  nav.addEventListener('pointerout', onPointerOut, { signal })
  nav.addEventListener('click', onClick, { signal })
  nav.addEventListener('keydown', onKeyDown, { signal })
  nav.addEventListener('focusout', onFocusOut, { signal })
  nav.ownerDocument.addEventListener('click', onDocumentClick, { signal })
  // Says the menu now answers hover and keys (tests wait for it rather than for time).
  nav.toggleAttribute('data-nav-ready', true)
  return () => {
    nav.removeAttribute('data-nav-ready')
    for (const item of items) clearTimer(item)
    listeners.abort()
  }
}
