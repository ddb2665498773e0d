/** The id of a relationship value, whether Payload populated it into a document or not. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value !== null && typeof value === 'object' && 'id' in value && typeof value.id === 'number')
    return value.id
  return null
}

/** The populated documents of a has-many relationship or upload (ids Payload did not populate are left out). */
export function populated<T extends { id: number }>(values: readonly (number | T)[] | null | undefined): T[] {
  return (values ?? []).flatMap((value) => (typeof value === 'object' && value !== null ? [value] : []))
}
