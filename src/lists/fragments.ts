/**
 * Pieces of a list, cut out of the page HTML the App Router rendered for a list state. The list
 * endpoint answers with these, so items, pagination and controls have one renderer (the page's
 * own React components) whether a visitor arrives at an address or the list updates in place.
 * The markup is ours (src/lists/ListView.tsx), so a small balanced-tag scan is enough.
 */

/** The outer HTML of the element whose opening tag starts at `start`, or null when unbalanced. */
function elementAt(html: string, start: number): string | null {
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start))?.[1]
  if (!tag) return null
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi')
  pattern.lastIndex = start
  let depth = 0
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[1]) depth--
    else if (!match[0].endsWith('/>')) depth++
    if (depth === 0) return html.slice(start, pattern.lastIndex)
  }
  return null
}

/** The first element at or after `from` whose opening tag carries `attribute`. */
export function findElement(
  html: string,
  attribute: string,
  from = 0,
): { html: string; index: number } | null {
  const pattern = new RegExp(`<[a-z][a-z0-9-]*\\s[^>]*\\b${attribute}(?=[\\s=>])[^>]*>`, 'gi')
  pattern.lastIndex = from
  const match = pattern.exec(html)
  if (!match) return null
  const outer = elementAt(html, match.index)
  return outer ? { html: outer, index: match.index } : null
}

function inner(outer: string): string {
  return outer.slice(outer.indexOf('>') + 1, outer.lastIndexOf('<'))
}

export type ListFragments = {
  items: { id: number; html: string }[]
  paginationHtml: string
  controlsHtml: string
  status: string
  currentPage: number
}

function decodeText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
}

/** The list with the given element id in a rendered page, in pieces; null when the page has no such list. */
export function listFragments(page: string, listElementId: string): ListFragments | null {
  const root = findElement(page, `id="${listElementId}"`)
  if (!root) return null
  const list = root.html
  const itemsEl = findElement(list, 'data-list-items')
  const items: { id: number; html: string }[] = []
  if (itemsEl) {
    const body = inner(itemsEl.html)
    let at = 0
    for (
      let item = findElement(body, 'data-post-id', at);
      item;
      item = findElement(body, 'data-post-id', at)
    ) {
      const id = Number(/data-post-id="(\d+)"/.exec(item.html)?.[1])
      if (Number.isInteger(id)) items.push({ id, html: item.html })
      at = item.index + item.html.length
    }
  }
  const currentPage = Number(/data-cur-page="(\d+)"/.exec(list.slice(0, list.indexOf('>') + 1))?.[1] ?? 1)
  return {
    items,
    paginationHtml: findElement(list, 'data-list-pagination')?.html ?? '',
    controlsHtml: findElement(list, 'data-list-controls')?.html ?? '',
    status: decodeText(inner(findElement(list, 'data-list-status')?.html ?? '<p></p>')),
    currentPage,
  }
}
