/** Media ranges read from one Accept header; more than this many are ignored (no header needs them). */
const MAX_RANGES = 32

type Range = { type: string; subtype: string; q: number }

/** `type/subtype;q=…` entries with their weights (a missing or malformed q counts as 1). */
function ranges(accept: string): Range[] {
  return accept
    .split(',')
    .slice(0, MAX_RANGES)
    .flatMap((entry) => {
      const [media = '', ...params] = entry.split(';')
      const [type, subtype] = media.trim().toLowerCase().split('/')
      if (!type || !subtype) return []
      const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
      const q = qParam === undefined ? 1 : Number(qParam.slice(2))
      return [{ type, subtype, q: Number.isFinite(q) && q >= 0 && q <= 1 ? q : 1 }]
    })
}

/** The weight the most specific matching range gives `type/subtype` (RFC 9110 §12.5.1); 0 when none does. */
function weight(list: Range[], type: string, subtype: string, withWildcard = true): number {
  const exact = list.find((r) => r.type === type && r.subtype === subtype)
  if (exact) return exact.q
  const partial = list.find((r) => r.type === type && r.subtype === '*')
  if (partial) return partial.q
  const any = withWildcard ? list.find((r) => r.type === '*' && r.subtype === '*') : undefined
  return any?.q ?? 0
}

/**
 * Whether the client would rather have an HTML page than JSON: only when it names HTML and ranks
 * it above both JSON and the any-type wildcard, as a browser's plain form post does (`text/html`
 * first, the wildcard at q=0.8). Scripts sending the wildcard alone, nothing, or JSON get JSON.
 */
export function prefersHtml(accept: string | null): boolean {
  const list = ranges(accept ?? '')
  const html = weight(list, 'text', 'html', false)
  return html > 0 && html > weight(list, 'application', 'json') && html > weight(list, '*', '*')
}
