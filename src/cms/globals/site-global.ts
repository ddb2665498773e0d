import type { Field, GlobalConfig, GlobalSlug } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { revalidateGlobal } from '../hooks/revalidate'

/** A global every page reads and editors change; a change refreshes the pages that show it. */
export function siteGlobal<S extends GlobalSlug>(slug: S, label: string, fields: Field[]): GlobalConfig<S> {
  return {
    slug,
    label,
    access: { read: anyone, update: loggedIn },
    fields,
    hooks: { afterChange: [revalidateGlobal] },
  }
}
