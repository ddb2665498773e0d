import { doc, type RichTextDoc } from './lexical'

/** One language's version of a seeded post or portfolio item. */
export type Version = { title: string; slug: string; excerpt: string; content: RichTextDoc }
export type Localised<T> = { fi: T; en: T }
type Label = { title: string; slug: string }

/** A category's title and slug in Finnish and in English. */
const category = (fi: string, fiSlug: string, en: string, enSlug: string): Localised<Label> => ({
  fi: { title: fi, slug: fiSlug },
  en: { title: en, slug: enSlug },
})

/** The demo's categories, shared by posts, portfolio items and galleries. */
export const CATEGORIES = {
  websites: category('Verkkosivut', 'verkkosivut', 'Websites', 'websites'),
  shops: category('Verkkokaupat', 'verkkokaupat', 'Online shops', 'online-shops'),
  accessibility: category('Saavutettavuus', 'saavutettavuus', 'Accessibility', 'accessibility'),
  seo: category('Hakukoneoptimointi', 'hakukoneoptimointi', 'SEO', 'seo'),
  maintenance: category('Ylläpito', 'yllapito', 'Maintenance', 'maintenance'),
}

export type CategoryKey = keyof typeof CATEGORIES

/** A version from its title, slug, excerpt and rich-text blocks. */
export function version(
  title: string,
  slug: string,
  excerpt: string,
  ...blocks: Parameters<typeof doc>
): Version {
  return { title, slug, excerpt, content: doc(...blocks) }
}
