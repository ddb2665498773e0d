/**
 * WordPress content often skips heading levels (a post's first heading an h4, an h6 after an h2),
 * which screen reader users navigate by and axe reports. The import keeps each heading's place in
 * the outline but closes the gaps: no heading goes more than one level below the one before it,
 * and none is an h1 (the page's title is). Heading widgets (`level`) and rich-text heading nodes
 * (`tag`) are levelled together, in document order, wherever they are nested.
 */
export function levelHeadings<T>(content: T, previous = 1): T {
  let last = previous
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const node = value as Record<string, unknown>
    const isWidget = node.blockType === 'heading' && typeof node.level === 'string'
    const isNode = node.type === 'heading' && typeof node.tag === 'string'
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(node)) out[key] = child
    if (isWidget || isNode) {
      const key = isWidget ? 'level' : 'tag'
      const level = Number(String(node[key]).slice(1)) || 2
      const fixed = Math.max(2, Math.min(level, last + 1))
      out[key] = `h${fixed}`
      last = fixed
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'level' && key !== 'tag') out[key] = visit(child)
    return out
  }
  return visit(content) as T
}
