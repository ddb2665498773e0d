import type { FlattenedField } from 'payload'

/**
 * The `where` query parameter, checked against the fields of the collection it queries. Payload
 * validates only that a path exists; the SQL adapters then fail with a 500 on values and operators
 * they cannot use (a date that does not parse, an array where one value belongs, `near` on a text
 * field, `all`, which they do not implement). Each path is resolved to the field it names and the
 * operator and value are checked by that field's type, so new collections are covered by themselves.
 */

/** Payload's operators (payload/dist/types/constants.js). */
export const OPERATORS: ReadonlySet<string> = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
])
const GEO = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
const COMPARISONS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/** How Payload parses query strings (qs in payload/dist/utilities/createPayloadRequest.js). */
const QS_DEPTH = 10
const QS_ARRAY_LIMIT = 1000
/** Nesting of and/or groups in a JSON `where`; the bracket form cannot go deeper than QS_DEPTH anyway. */
const MAX_GROUP_DEPTH = 8

export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue }
type Node = { values: string[]; children: Map<string, Node> }

/** `[a][b][0]` after the root name, as segments; null when the key is not that plain form. */
function bracketSegments(rest: string): string[] | null {
  const segments = [...rest.matchAll(/\[([^[\]]*)\]/g)]
  if (segments.map((m) => m[0]).join('') !== rest || segments.length > QS_DEPTH) return null
  return segments.map((m) => m[1] ?? '')
}

function toValue(node: Node): QueryValue | null {
  if (node.children.size === 0) return node.values.length === 1 ? (node.values[0] ?? '') : node.values
  // A key that is both a value and a parent has no single reading.
  if (node.values.length > 0) return null
  const keys = [...node.children.keys()]
  const entries: [string, QueryValue][] = []
  for (const key of keys) {
    const child = node.children.get(key)
    const value = child ? toValue(child) : null
    if (value === null) return null
    entries.push([key, value])
  }
  const index = (key: string) => (/^\d+$/.test(key) ? Number(key) : Number.NaN)
  // Indices up to qs's limit make a list (in index order, `[]` appending); other keys an object.
  if (keys.every((key) => key === '' || index(key) <= QS_ARRAY_LIMIT)) {
    const indexed = entries.filter(([key]) => key !== '').sort(([a], [b]) => index(a) - index(b))
    const appended = entries.filter(([key]) => key === '').flatMap(([, value]) => value)
    return [...indexed.map(([, value]) => value), ...appended]
  }
  // Appending (`[]`) is for lists of values only.
  if (keys.includes('')) return null
  const object: { [key: string]: QueryValue } = Object.create(null)
  for (const [key, value] of entries) object[key] = value
  return object
}

/**
 * The `where` parameter as Payload receives it: JSON in `where=…`, or the bracket form
 * `where[title][equals]=…` read the way qs reads it. Undefined when absent; a Finnish message when
 * it cannot be read.
 */
export function readWhere(url: URL): { where: unknown } | string | undefined {
  const root: Node = { values: [], children: new Map() }
  let bracketed = false
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('where[')) continue
    bracketed = true
    const segments = bracketSegments(key.slice('where'.length))
    if (!segments)
      return `Kyselyparametrin avain "${key}" ei kelpaa: käytä muotoa where[kenttä][operaattori]=arvo.`
    let node = root
    for (const segment of segments) {
      const next = node.children.get(segment) ?? { values: [], children: new Map() }
      node.children.set(segment, next)
      node = next
    }
    node.values.push(value)
  }
  const json = url.searchParams.get('where')
  if (json && bracketed) return 'Anna hakuehto "where" joko JSON-oliona tai hakasulkein, ei molempina.'
  if (json) {
    try {
      return { where: JSON.parse(json) }
    } catch {
      return 'Kyselyparametri "where" ei ole kelvollinen JSON-olio.'
    }
  }
  if (!bracketed) return undefined
  const where = toValue(root)
  return where === null
    ? 'Kyselyparametri "where" on ristiriitainen: sama avain on sekä arvo että ryhmä.'
    : { where }
}

/** What a path resolves to, for checking the values given for it. */
type Kind =
  | 'text'
  | 'number'
  | 'date'
  | 'boolean'
  | 'point'
  | 'json'
  | 'json-path'
  | 'polymorphic'
  | { polymorphicValue: 'number' | 'text' }
  | { id: 'number' | 'text' }

export type WhereContext = {
  /** The queried collection's or global's fields (for version routes, its version fields). */
  fields: FlattenedField[]
  /** The entity's own id; null for a global (its fields have no id to query). */
  id: 'number' | 'text' | null
  /** Fields of another collection, for paths through a relationship. */
  collectionFields: (slug: string) => FlattenedField[] | undefined
  /** Fields of a block defined once in the config and referenced by slug. */
  blockFields: (slug: string) => FlattenedField[] | undefined
  idType: (slug: string) => 'number' | 'text'
  locales: readonly string[]
  /** Point queries work on PostgreSQL (PostGIS) only. */
  geo: boolean
}

function fieldsOfBlocks(
  field: Extract<FlattenedField, { type: 'blocks' }>,
  ctx: WhereContext,
): FlattenedField[] {
  return (field.blockReferences ?? field.blocks).flatMap((block) =>
    typeof block === 'string' ? (ctx.blockFields(block) ?? []) : block.flattenedFields,
  )
}

function resolve(
  segments: string[],
  fields: FlattenedField[],
  ctx: WhereContext,
  rowId: boolean,
): Kind | null {
  const [name, ...rest] = segments
  // Rows of arrays and blocks carry a text id of their own.
  if (name === 'id' && rest.length === 0 && rowId) return 'text'
  const field = fields.find((f) => f.name === name)
  if (!field) return null
  // `title.en`: one locale of a localized field.
  if ('localized' in field && field.localized && rest[0] && ctx.locales.includes(rest[0])) rest.shift()
  switch (field.type) {
    case 'group':
    case 'tab':
      return rest.length ? resolve(rest, field.flattenedFields, ctx, false) : null
    case 'array':
      return rest.length ? resolve(rest, field.flattenedFields, ctx, true) : null
    case 'blocks':
      return rest.length ? resolve(rest, fieldsOfBlocks(field, ctx), ctx, true) : null
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (rest.length !== 1) return rest.length === 0 ? 'polymorphic' : null
        if (rest[0] === 'relationTo') return 'text'
        const numeric = field.relationTo.every((slug) => ctx.idType(slug) === 'number')
        return rest[0] === 'value' ? { polymorphicValue: numeric ? 'number' : 'text' } : null
      }
      const target = field.relationTo
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id')) return { id: ctx.idType(target) }
      const related = ctx.collectionFields(target)
      return related ? resolve(rest, related, ctx, false) : null
    }
    case 'join': {
      if (typeof field.collection !== 'string') return null
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id'))
        return { id: ctx.idType(field.collection) }
      const related = ctx.collectionFields(field.collection)
      return related ? resolve(rest, related, ctx, false) : null
    }
    case 'json':
    case 'richText':
      return rest.length ? 'json-path' : 'json'
    default:
      if (rest.length) return null
      if (field.type === 'number') return 'number'
      if (field.type === 'date') return 'date'
      if (field.type === 'checkbox') return 'boolean'
      if (field.type === 'point') return 'point'
      return 'text'
  }
}

function pathKind(path: string, ctx: WhereContext): Kind | null {
  // Payload reads `a__b` as `a.b` (GraphQL's spelling) and `_id` as `id`.
  const segments = (path === '_id' ? 'id' : path).replace(/__/g, '.').split('.')
  if (segments.length === 1 && segments[0] === 'id' && ctx.id) return { id: ctx.id }
  return resolve(segments, ctx.fields, ctx, false)
}

type Scalar = string | number | boolean | null
const isScalar = (v: unknown): v is Scalar =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v))
const isNull = (v: Scalar) => v === null || v === 'null'

const isId = (type: 'number' | 'text', value: Scalar) =>
  type === 'text'
    ? (typeof value === 'string' && value !== '' && value !== 'null') || typeof value === 'number'
    : (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) &&
      Number.isSafeInteger(Number(value))

/** Whether one value fits a field of this kind; null stands for "no value" except in a list of ids. */
function fits(kind: Kind, value: Scalar, inList = false): boolean {
  if (typeof kind === 'object') {
    if ('polymorphicValue' in kind) return isId(kind.polymorphicValue, value)
    return (!inList && isNull(value)) || isId(kind.id, value)
  }
  if (isNull(value)) return true
  switch (kind) {
    case 'number':
      return (
        (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
        Number.isFinite(Number(value))
      )
    case 'date':
      return (
        value === '' ||
        ((typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime()))
      )
    default:
      return true
  }
}

function checkCondition(path: string, operator: string, value: unknown, ctx: WhereContext): string | null {
  const kind = pathKind(path, ctx)
  if (!kind) return `Kenttää "${path}" ei voi käyttää hakuehdossa.`
  const unusable = `Operaattoria "${operator}" ei voi käyttää kentässä "${path}".`
  if (!OPERATORS.has(operator)) return `Hakuehdossa ei ole operaattoria "${operator}".`
  // The SQL adapters do not implement `all`; a polymorphic relationship is queried by its
  // `relationTo` and `value`; point queries need a point field and PostGIS.
  if (operator === 'all' || kind === 'polymorphic') return unusable
  // Payload compares the value half of a polymorphic relationship by equality only.
  if (typeof kind === 'object' && 'polymorphicValue' in kind && !['equals', 'not_equals'].includes(operator))
    return unusable
  if (GEO.has(operator)) return kind === 'point' && ctx.geo ? null : unusable
  const bad = `Kentän "${path}" arvo ei sovi operaattorille "${operator}".`
  if (operator === 'exists') return [true, false, 'true', 'false'].includes(value as string) ? null : bad
  if (LISTS.has(operator)) {
    const list = Array.isArray(value)
      ? value
      : typeof value === 'string' && kind !== 'json-path'
        ? value.split(',')
        : null
    return list?.every((item) => isScalar(item) && fits(kind, item, true)) ? null : bad
  }
  if (kind === 'json-path' && COMPARISONS.has(operator)) return unusable
  if (!isScalar(value)) return bad
  if (TEXT_MATCH.has(operator) && typeof value !== 'string') return bad
  return fits(kind, value) ? null : bad
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** The Finnish message for the first condition of `where` that cannot work, or null. */
export function invalidWhere(where: unknown, ctx: WhereContext, depth = 0): string | null {
  const shape =
    'Hakuehdon "where" muoto on where[kenttä][operaattori]=arvo; ryhmät where[or][0][…] ja where[and][0][…].'
  if (!isObject(where) || depth > MAX_GROUP_DEPTH) return shape
  for (const [path, condition] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase())) {
      if (!Array.isArray(condition)) return shape
      for (const item of condition) {
        const message = invalidWhere(item, ctx, depth + 1)
        if (message) return message
      }
      continue
    }
    if (!isObject(condition)) return shape
    for (const [operator, value] of Object.entries(condition)) {
      const message = checkCondition(path, operator, value, ctx)
      if (message) return message
    }
  }
  return null
}
