import type { TextField } from 'payload'
import { finnishSortKey } from '@/lib/collation'

/**
 * The title as a Finnish sort key (src/lib/collation.ts), per locale, indexed: lists sorted by name
 * order on it, the same way on SQLite and PostgreSQL. Hidden: derived, never edited.
 */
export const sortNameField: TextField = {
  name: 'sortName',
  type: 'text',
  localized: true,
  index: true,
  hidden: true,
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc, value }) => {
        const title = 'title' in siblingData ? siblingData.title : originalDoc?.title
        return typeof title === 'string' ? finnishSortKey(title) : value
      },
    ],
  },
}
