import type { ConvertContext, Widget } from '../convert/context'

/** A context for tests: media by attachment id or address, notes and unknown names recorded. */
export function testContext(media: Record<string, number> = {}) {
  const notes: string[] = []
  const unknown: string[] = []
  const ctx: ConvertContext = {
    mediaFor: ({ id, url }) =>
      (id !== undefined ? media[String(id)] : undefined) ?? (url ? media[url] : undefined) ?? null,
    href: (url) => (/^(https?:\/\/|\/|#|mailto:|tel:)/.test(url.trim()) ? url.trim() : null),
    unknown: (name) => unknown.push(name),
    note: (message) => notes.push(message),
  }
  return { ctx, notes, unknown }
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
