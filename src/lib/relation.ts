/** The id of a relationship value, whether Payload populated it into a document or not. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value !== null && typeof value === 'object' && 'id' in value && typeof value.id === 'number')
    return value.id
  return null
}
