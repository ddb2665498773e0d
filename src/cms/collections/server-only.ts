import type { CollectionConfig, Field } from 'payload'
import { nobody } from '../access/roles'

/**
 * Rows only server code writes and reads (overrideAccess): closed to the REST API and out of the
 * admin, as nothing in them is for editors. `createdAt` is what their limits count; nobody edits
 * the rows, so nothing needs locking (and no column in the locks table).
 */
export function serverOnlyCollection(
  slug: string,
  labels: CollectionConfig['labels'],
  useAsTitle: string,
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    labels,
    admin: { hidden: true, useAsTitle },
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
    timestamps: true,
    lockDocuments: false,
    disableDuplicate: true,
    fields,
  }
}
