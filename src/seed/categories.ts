import { doc, type RichTextDoc } from './lexical'

/** One language's version of a seeded post or portfolio item. */
export type Version = { title: string; slug: string; excerpt: string; content: RichTextDoc }
export type Localised<T> = { fi: T; en: T }
type Label = { title: string; slug: string }

/** The demo's categories, shared by posts, portfolio items and galleries. */
export const CATEGORIES = {
  websites: {
    fi: { title: 'Verkkosivut', slug: 'verkkosivut' },
    en: { title: 'Websites', slug: 'websites' },
  },
  shops: {
    fi: { title: 'Verkkokaupat', slug: 'verkkokaupat' },
    en: { title: 'Online shops', slug: 'online-shops' },
  },
  accessibility: {
    fi: { title: 'Saavutettavuus', slug: 'saavutettavuus' },
    en: { title: 'Accessibility', slug: 'accessibility' },
  },
  seo: {
    fi: { title: 'Hakukoneoptimointi', slug: 'hakukoneoptimointi' },
    en: { title: 'SEO', slug: 'seo' },
  },
  maintenance: {
    fi: { title: 'Ylläpito', slug: 'yllapito' },
    en: { title: 'Maintenance', slug: 'maintenance' },
  },
} as const satisfies Record<string, Localised<Label>>

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
