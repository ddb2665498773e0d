import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import { relationId } from './relation'

/** A published page as menus, breadcrumbs and alternates need it: its title and address per locale. */
export type PageRef = {
  id: number
  parent: number | null
  title: Partial<Record<Locale, string>>
  path: Partial<Record<Locale, string>>
  updatedAt: string
}

export type PageIndex = ReadonlyMap<number, PageRef>

/** What a menu does with a link to a page that has no version in the visitor's locale. */
export type UntranslatedLinks = 'original' | 'hide'

function perLocale(value: unknown): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {}
  if (value === null || typeof value !== 'object') return out
  const record = value as Record<string, unknown>
  for (const locale of LOCALES) {
    const text = record[locale]
    if (typeof text === 'string' && text !== '') out[locale] = text
  }
  return out
}

/** Builds a page reference from a document read with `locale: 'all'` (localized fields as per-locale objects). */
export function pageRef(doc: {
  id: number
  parent?: unknown
  title?: unknown
  path?: unknown
  updatedAt?: unknown
}): PageRef {
  return {
    id: doc.id,
    parent: relationId(doc.parent),
    title: perLocale(doc.title),
    path: perLocale(doc.path),
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : '',
  }
}

export function pageIndex(refs: readonly PageRef[]): PageIndex {
  return new Map(refs.map((ref) => [ref.id, ref]))
}

/** The page at `path` in `locale`, if a published one has it. */
export function findByPath(index: PageIndex, locale: Locale, path: string): PageRef | null {
  for (const ref of index.values()) if (ref.path[locale] === path) return ref
  return null
}

/** The locale to send a visitor to when the page has no version in theirs: the default first. */
export function existingLocale(ref: PageRef): Locale | null {
  if (ref.path[DEFAULT_LOCALE] !== undefined) return DEFAULT_LOCALE
  return LOCALES.find((locale) => ref.path[locale] !== undefined) ?? null
}
