import type { ConvertContext, Widget } from '../convert/context'

/** A context for converter tests: pictures by WordPress id or URL, safe addresses kept, reports recorded. */
export function testContext(media: Record<string, number> = {}) {
  const unknown: string[] = []
  const notes: string[] = []
  const ctx: ConvertContext = {
    mediaFor: ({ id, url }) =>
      (id !== undefined ? media[`#${id}`] : undefined) ?? (url ? media[url] : undefined) ?? null,
    href: (url) => (/^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i.test(url.trim()) ? url.trim() : null),
    unknown: (name) => unknown.push(name),
    note: (message) => notes.push(message),
  }
  return { ctx, unknown, notes }
}

/** The text of a widget's rich text, for assertions. */
export function richTextOf(widget: Widget | undefined): string {
  if (widget?.blockType !== 'richText') return ''
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const record = node as { text?: unknown; children?: unknown; type?: unknown; value?: unknown }
    if (typeof record.text === 'string') parts.push(record.text)
    if (record.type === 'upload') parts.push(`[upload ${String(record.value)}]`)
    if (Array.isArray(record.children)) for (const child of record.children) walk(child)
  }
  walk(widget.content.root)
  return parts.join('')
}
