import type { TextField } from 'payload'
import { LOCALES, type Locale } from '@/i18n/locales'
import { finnishSortKey } from '@/lib/collation'

/** The column a locale's name sort reads: `sortNameFi`, `sortNameEn`. */
export function sortNameFieldName(locale: Locale): `sortName${Capitalize<Locale>}` {
  return `sortName${locale === 'fi' ? 'Fi' : 'En'}`
}

/**
 * The title as a Finnish sort key (src/lib/collation.ts), one indexed column per locale on the
 * document's own row: lists sorted by name order on it, the same way on SQLite and PostgreSQL.
 * Not a localized field: Payload sorts by those through a join over every locale row, which
 * cost a constant ~30 ms per list page at 10 000 posts. Hidden: derived, never edited.
 */
export const sortNameFields: TextField[] = LOCALES.map((locale) => ({
  name: sortNameFieldName(locale),
  type: 'text',
  index: true,
  hidden: true,
  hooks: {
    beforeChange: [
      ({ req, siblingData, originalDoc, value }) => {
        // Only a save in this field's locale carries the title it sorts by.
        if (req.locale !== locale) return value ?? originalDoc?.[sortNameFieldName(locale)]
        const title = 'title' in siblingData ? siblingData.title : originalDoc?.title
        return typeof title === 'string' ? finnishSortKey(title) : value
      },
    ],
  },
}))
