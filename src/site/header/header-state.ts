import { HEADER, TIMING } from '@/lib/constants'

/**
 * Scroll-dependent header states (docs/page.md), written as data attributes that CSS turns into
 * looks, so no React re-render runs on scroll:
 *   html[data-sticky=on|off]          the page is scrolled (sticky header shows its shadow)
 *   header[data-floating=on|off]      floating header shown past the editor's threshold
 *   html[data-scroll-top=on|off]      scroll-to-top button
 *   html[data-floating-menu-icon]     mobile menu button once the (non-sticky) header is gone
 *   html[data-mobile-header=show|closed], html[data-side-header=show|closed]
 *   html style --header-h             height the header covers at the top, for anchors and sticky columns
 */

/** Scroll-to-top turns on after header height + 150 px, or 500 px when there is no top header. */
export function scrollTopThreshold(headerHeight: number | null): number {
  return headerHeight === null ? HEADER.scrollTopWithoutHeader : headerHeight + HEADER.scrollTopExtra
}

/** The floating mobile menu icon shows once the scroll passes the header's bottom + 50 px. */
export function floatingIconThreshold(headerBottom: number): number {
  return headerBottom + HEADER.floatingMobileIconExtra
}

/**
 * The floating header shows past the threshold, but never under an open full-screen menu; while the
 * pointer is on it or one of its dropdowns is open it stays, so it is never pulled away mid-use.
 */
export function floatingVisible(args: {
  scrollY: number
  threshold: number
  wasVisible: boolean
  inUse: boolean
  menuPanelOpen: boolean
}): boolean {
  if (args.menuPanelOpen) return false
  if (args.scrollY > args.threshold) return true
  return args.wasVisible && args.inUse
}

function onOff(value: boolean): 'on' | 'off' {
  return value ? 'on' : 'off'
}

export function attachHeaderState(header: HTMLElement): () => void {
  const doc = header.ownerDocument
  const win = doc.defaultView ?? window
  const root = doc.documentElement
  const bar = header.querySelector<HTMLElement>('[data-header-bar]') ?? header
  const panel = doc.querySelector<HTMLElement>('[data-menu-panel]')
  const menuButton = header.querySelector<HTMLElement>('[data-menu-button]')
  const variant = header.dataset.variant ?? 'sticky'
  const threshold = Number(header.dataset.floatingThreshold ?? '0')
  const mobileSticky = header.dataset.mobileSticky !== 'off'
  let hovered = false
  let menuPanelOpen = false
  let frame = 0

  const update = () => {
    frame = 0
    const y = win.scrollY
    root.dataset.sticky = onOff(y > 0)
    if (variant === 'floating') {
      const visible = floatingVisible({
        scrollY: y,
        threshold,
        wasVisible: header.dataset.floating === 'on',
        inUse: hovered || header.querySelector('[data-open]') !== null,
        menuPanelOpen,
      })
      header.dataset.floating = onOff(visible)
    }
    const hasTopHeader = variant !== 'side' || win.getComputedStyle(header).position !== 'fixed'
    root.dataset.scrollTop = onOff(y > scrollTopThreshold(hasTopHeader ? header.offsetHeight : null))
    const mobile = menuButton !== null && win.getComputedStyle(menuButton).display !== 'none'
    const headerBottom = header.offsetTop + header.offsetHeight
    root.dataset.floatingMenuIcon = onOff(mobile && !mobileSticky && y > floatingIconThreshold(headerBottom))
  }
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(update)
  }

  const measure = () => {
    const position = win.getComputedStyle(bar).position
    const covers =
      variant === 'floating' ||
      position === 'sticky' ||
      position === 'fixed' ||
      win.getComputedStyle(header).position === 'sticky'
    root.style.setProperty('--header-h', `${covers ? bar.offsetHeight : 0}px`)
    schedule()
  }

  const onEnter = () => {
    hovered = true
  }
  const onLeave = () => {
    hovered = false
    schedule()
    // A dropdown open under the pointer closes after its hide delay; look again once it has.
    win.setTimeout(schedule, TIMING.menuHideDelay + 50)
  }
  const onPanelToggle = (event: Event) => {
    menuPanelOpen = (event as ToggleEvent).newState === 'open'
    root.dataset.mobileHeader = menuPanelOpen ? 'show' : 'closed'
    schedule()
  }
  // In-page links (`#!/id`) do not load a new page, so the panel must get out of the way itself.
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof win.Element && event.target.closest('a[href]')) panel?.hidePopover()
  }
  const sideToggle = header.querySelector<HTMLButtonElement>('[data-side-toggle]')
  const onSideToggle = () => {
    const show = root.dataset.sideHeader === 'closed'
    root.dataset.sideHeader = show ? 'show' : 'closed'
    sideToggle?.setAttribute('aria-expanded', String(show))
  }

  const resize = new win.ResizeObserver(measure)
  resize.observe(bar)
  win.addEventListener('scroll', schedule, { passive: true })
  win.addEventListener('resize', schedule, { passive: true })
  header.addEventListener('pointerenter', onEnter)
  header.addEventListener('pointerleave', onLeave)
  panel?.addEventListener('toggle', onPanelToggle)
  panel?.addEventListener('click', onPanelClick)
  sideToggle?.addEventListener('click', onSideToggle)
  root.dataset.mobileHeader = 'closed'
  if (variant === 'side') root.dataset.sideHeader = 'show'
  measure()
  return () => {
    if (frame !== 0) win.cancelAnimationFrame(frame)
    resize.disconnect()
    win.removeEventListener('scroll', schedule)
    win.removeEventListener('resize', schedule)
    header.removeEventListener('pointerenter', onEnter)
    header.removeEventListener('pointerleave', onLeave)
    panel?.removeEventListener('toggle', onPanelToggle)
    panel?.removeEventListener('click', onPanelClick)
    sideToggle?.removeEventListener('click', onSideToggle)
  }
}
