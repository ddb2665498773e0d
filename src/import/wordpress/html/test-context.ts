import type { ConvertContext } from '../convert/context'

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
