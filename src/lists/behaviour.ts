import { GRIDS } from '@/lib/constants'
import { parseListParams } from '@/lib/list-state'
import { setBusy } from './busy'
import { listItems } from './items'
import { layoutMasonry } from './motion'
import { isAnswer, type Sender } from './protocol'
import { controlKey, refocus, swapIn } from './update'

/**
 * A list's in-place updates. The server renders every state as links (src/lists/ListView.tsx);
 * this turns those links into requests to the list endpoint (docs/lists.md), swaps in the pieces it
 * answers with, and keeps the address in step with history. Anything unexpected leaves the list
 * as it was and usable: an unsuccessful answer appends nothing (docs/lists.md).
 */

/** Which part of the list a link belongs to, or null for a link that leaves the list. */
function senderOf(a: Element): Sender | null {
  if (a.closest('[data-list-controls]')) return 'filter'
  if (a.hasAttribute('data-list-more')) return 'more'
  if (a.closest('[data-list-pagination]')) return 'paginator'
  return null
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
    setBusy(root, true, more)
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
    for (const el of listItems(items)) body.append('visibleItems[]', el.dataset.postId ?? '')
    const answer: unknown = await fetch(root.dataset.endpoint ?? '', {
      method: 'POST',
      body,
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
    if (controller.signal.aborted) return
    pending = null
    setBusy(root, false, more)
    if (!isAnswer(answer)) return
    nonce = answer.newNonce ?? nonce

    const focusKey = trigger ? controlKey(trigger) : null
    const firstNew = items.children.length
    swapIn(root, items, answer, sender, masonry)
    // Lazy loading happens as the visitor scrolls, not by a choice of theirs: no history entry for each.
    const address = `${url.pathname}${url.search}`
    if (push && trigger?.hasAttribute('data-lazy')) history.replaceState(history.state, '', address)
    else if (push) history.pushState({ list: root.id }, '', address)
    shown = url.search
    watchLazy()
    refocus(root, items, sender, trigger, focusKey, firstNew)
  }

  root.addEventListener(
    'click',
    (event) => {
      const a = event.target instanceof Element ? event.target.closest('a') : null
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (!a || !root.contains(a) || event.defaultPrevented || event.button !== 0 || modified) return
      const sender = senderOf(a)
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
