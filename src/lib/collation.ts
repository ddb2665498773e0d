/**
 * A sort key that orders names as Finnish does on every database: case and accents fold away
 * (é → e), but å, ä and ö are letters of their own after z (… x y z å ä ö). SQLite compares bytes
 * and PostgreSQL's collation depends on how the server was set up, so neither can be trusted with
 * the raw title; both agree on this key, which uses only a–z, digits and spaces.
 */
export function finnishSortKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/å/g, 'zzza')
    .replace(/ä/g, 'zzzb')
    .replace(/ö/g, 'zzzc')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, 200)
}
