import { GRIDS, MASONRY } from '@/lib/constants'
import { parseListParams } from '@/lib/list-state'
import { headerOffset, scrollToY } from '@/ui/anchors'
import { announceContentAdded } from '@/ui/content-added'
import { reducedMotion } from '@/ui/dom'

/**
 * A list's in-place updates. The server renders every state as links (src/lists/ListView.tsx);
 * this turns those links into requests to the list endpoint (docs/lists.md), swaps in the pieces it
 * answers with, and keeps the address in step with history. Anything unexpected leaves the list
 * as it was and usable: an unsuccessful answer appends nothing (docs/lists.md).
 */

type Sender = 'filter' | 'paginator' | 'more'

type Answer = {
  success: boolean
  html: string
  itemsToDelete: number[]
  paginationHtml: string
  controlsHtml: string
  statusText: string
  currentPage: number
  newNonce?: string
}

function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return v.success === true && typeof v.html === 'string' && typeof v.paginationHtml === 'string'
}

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/** Scrolls the list's top into view below the sticky header (docs/lists.md: 400 ms, 40 px). */
function scrollToList(root: HTMLElement): void {
  const to = Math.max(0, root.getBoundingClientRect().top + scrollY - headerOffset() - GRIDS.scrollOffset)
  if (Math.abs(scrollY - to) >= 2) scrollToY(to, !reducedMotion(), GRIDS.scrollAnimation)
}

/** First, Last, Invert, Play: items glide from where they were; new ones fade in, 30 ms apart. */
function flip(items: HTMLElement, before: Map<string, DOMRect>, masonry: boolean): void {
  if (reducedMotion()) return
  const duration = masonry ? MASONRY.transitionSeconds * 1000 : 400
  let fresh = 0
  for (const el of items.querySelectorAll<HTMLElement>(':scope > [data-post-id]')) {
    const old = before.get(el.dataset.postId ?? '')
    const now = el.getBoundingClientRect()
    const keyframes: Keyframe[] = old
      ? [{ transform: `translate(${old.left - now.left}px, ${old.top - now.top}px)` }, { transform: 'none' }]
      : [
          { opacity: 0, transform: 'translateY(12px)' },
          { opacity: 1, transform: 'none' },
        ]
    if (old && old.left === now.left && old.top === now.top) continue
    const delay = old ? 0 : fresh++ * MASONRY.isotopeStagger
    el.animate(keyframes, { duration, delay, easing: 'ease-out', fill: 'backwards' })
  }
}

/** Masonry where the browser has none: each item spans as many 1 px rows as it is tall. */
function layoutMasonry(items: HTMLElement): void {
  if (CSS.supports('grid-template-rows', 'masonry')) return
  items.dataset.rowUnit = '1'
  for (const el of items.querySelectorAll<HTMLElement>(':scope > [data-post-id]')) {
    const card = el.firstElementChild as HTMLElement | null
    const gap = Number.parseFloat(getComputedStyle(card ?? el).marginBottom) || 0
    const rows = Math.min(MASONRY.maxRowSpan, Math.ceil((card?.getBoundingClientRect().height ?? 0) + gap))
    el.style.setProperty('--row-span', String(Math.max(1, rows)))
  }
}

function positions(items: HTMLElement): Map<string, DOMRect> {
  const map = new Map<string, DOMRect>()
  for (const el of items.querySelectorAll<HTMLElement>(':scope > [data-post-id]'))
    map.set(el.dataset.postId ?? '', el.getBoundingClientRect())
  return map
}

/** Which control a link is (so focus can return to its replacement after the controls are redrawn). */
function controlKey(a: Element): string | null {
  for (const name of ['data-filter', 'data-by', 'data-sort', 'data-page']) {
    const value = a.getAttribute(name)
    if (value !== null) return `[${name}="${CSS.escape(value)}"]`
  }
  return a.hasAttribute('rel') ? `[rel="${a.getAttribute('rel')}"]` : null
}

export function attachList(root: HTMLElement): (() => void) | undefined {
  const items = root.querySelector<HTMLElement>('[data-list-items]')
  if (!items) return undefined
  const masonry = root.className.includes('masonry')
  const stop = new AbortController()
  let pending: AbortController | null = null
  let nonce = ''
  let lazy: IntersectionObserver | null = null
  // The query string the list shows; history steps that keep it (a lightbox's fragment) are not ours.
  let shown = location.search

  const relayout = () => {
    if (masonry) layoutMasonry(items)
  }
  const resize = new ResizeObserver(relayout)
  resize.observe(items)

  const setBusy = (busy: boolean, more: HTMLAnchorElement | null) => {
    if (busy) root.setAttribute('aria-busy', 'true')
    else root.removeAttribute('aria-busy')
    if (more) {
      more.setAttribute('aria-busy', String(busy))
      more.setAttribute('aria-disabled', String(busy))
      const label = busy ? more.dataset.loadingLabel : more.dataset.idleLabel
      if (busy) more.dataset.idleLabel = more.textContent ?? ''
      if (label) more.textContent = label
    }
  }

  const watchLazy = () => {
    lazy?.disconnect()
    const more = root.querySelector<HTMLAnchorElement>('[data-list-more][data-lazy]')
    if (!more) return
    // docs/lists.md: load more once the button is within two viewport heights.
    lazy = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !pending) more.click()
      },
      { rootMargin: `0px 0px ${GRIDS.lazyLoadViewports * 100}% 0px` },
    )
    lazy.observe(more)
  }

  const request = async (href: string, sender: Sender, trigger: Element | null, push: boolean) => {
    const url = new URL(href, location.href)
    const state = parseListParams(url.searchParams)
    pending?.abort()
    const controller = new AbortController()
    pending = controller
    const more = sender === 'more' && trigger instanceof HTMLAnchorElement ? trigger : null
    setBusy(true, more)
    const body = new FormData()
    body.set('action', 'list')
    body.set('postID', root.dataset.pageId ?? '')
    body.set('listId', root.dataset.listId ?? '')
    body.set('pageData', document.documentElement.lang === 'en' ? 'en' : 'fi')
    body.set('contentType', root.dataset.contentType ?? '')
    body.set('paged', root.dataset.curPage ?? '1')
    body.set('targetPage', String(state.page))
    body.set('term', state.category ?? '0')
    body.set('orderby', state.sort)
    body.set('order', state.order)
    body.set('nonce', nonce)
    body.set('sender', sender)
    for (const el of items.querySelectorAll<HTMLElement>(':scope > [data-post-id]'))
      body.append('visibleItems[]', el.dataset.postId ?? '')
    let answer: unknown
    try {
      const response = await fetch(root.dataset.endpoint ?? '', {
        method: 'POST',
        body,
        signal: controller.signal,
      })
      answer = response.ok ? await response.json() : null
    } catch {
      answer = null
    }
    if (controller.signal.aborted) return
    pending = null
    setBusy(false, more)
    if (!isAnswer(answer)) return
    nonce = answer.newNonce ?? nonce

    const focusKey = trigger ? controlKey(trigger) : null
    const before = positions(items)
    const firstNew = items.children.length
    if (sender === 'more') items.append(fragment(answer.html))
    else items.replaceChildren(fragment(answer.html))
    const pagination = root.querySelector('[data-list-pagination]')
    pagination?.replaceWith(fragment(answer.paginationHtml))
    const controls = root.querySelector('[data-list-controls]')
    if (controls && answer.controlsHtml) controls.replaceWith(fragment(answer.controlsHtml))
    const status = root.querySelector('[data-list-status]')
    if (status) status.textContent = answer.statusText
    root.querySelector<HTMLElement>('[data-list-empty]')?.toggleAttribute('hidden', items.children.length > 0)
    root.dataset.curPage = String(answer.currentPage)
    relayout()
    flip(items, before, masonry)
    announceContentAdded(items)
    // Lazy loading happens as the visitor scrolls, not by a choice of theirs: no history entry for each.
    const address = `${url.pathname}${url.search}`
    if (push && trigger?.hasAttribute('data-lazy')) history.replaceState(history.state, '', address)
    else if (push) history.pushState({ list: root.id }, '', address)
    shown = url.search
    watchLazy()

    if (sender === 'more') {
      // Keyboard users continue from the first item that arrived.
      const first = items.children[firstNew]?.querySelector<HTMLElement>('a')
      if (trigger === document.activeElement || !root.contains(document.activeElement))
        first?.focus({ preventScroll: true })
    } else if (sender === 'paginator') {
      scrollToList(root)
      items.querySelector<HTMLElement>('a')?.focus({ preventScroll: true })
    } else if (focusKey) root.querySelector<HTMLElement>(`[data-list-controls] ${focusKey}`)?.focus()
  }

  root.addEventListener(
    'click',
    (event) => {
      const a = event.target instanceof Element ? event.target.closest('a') : null
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (!a || !root.contains(a) || event.defaultPrevented || event.button !== 0 || modified) return
      let sender: Sender | null = null
      if (a.closest('[data-list-controls]')) sender = 'filter'
      else if (a.hasAttribute('data-list-more')) sender = 'more'
      else if (a.closest('[data-list-pagination]')) sender = 'paginator'
      if (!sender) return
      event.preventDefault()
      if (a.getAttribute('aria-disabled') === 'true') return
      void request(a.href, sender, a, true)
    },
    { signal: stop.signal },
  )
  // Back and forward between list states re-render in place; the list's own entries only.
  addEventListener(
    'popstate',
    () => {
      if (location.search !== shown) void request(location.href, 'filter', null, false)
    },
    { signal: stop.signal },
  )
  relayout()
  watchLazy()
  // Tests and styles can tell a list that updates in place from one that navigates.
  root.dataset.listReady = ''
  return () => {
    delete root.dataset.listReady
    stop.abort()
    pending?.abort()
    lazy?.disconnect()
    resize.disconnect()
  }
}
