/**
 * The dashboard's own text. The admin speaks Finnish unless the editor chose English (see the
 * README's "Admin language"); words follow the glossary in src/cms/i18n/fi.ts.
 */
const fi = {
  start: 'Aloita tästä',
  recent: 'Viimeksi muokatut',
  drafts: 'Luonnokset odottavat',
  noRecent: 'Ei vielä muokattua sisältöä.',
  noDrafts: 'Ei odottavia luonnoksia.',
  failed: 'Tietoja ei voitu hakea.',
  untitled: '(nimetön)',
  published: 'Julkaistu',
  draft: 'Luonnos',
  links: {
    pages: 'Sivut',
    newPage: 'Uusi sivu',
    posts: 'Artikkelit',
    media: 'Media',
    header: 'Valikot ja ylätunniste',
    footer: 'Alatunniste',
    siteSettings: 'Sivuston asetukset',
  },
  types: {
    pages: 'Sivu',
    posts: 'Artikkeli',
    portfolio: 'Referenssi',
    galleries: 'Galleria',
  },
}

/** Both languages have exactly these keys: a missing or extra one in `en` fails tsc. */
export type DashboardStrings = typeof fi

const en: DashboardStrings = {
  start: 'Start here',
  recent: 'Recently edited',
  drafts: 'Drafts waiting',
  noRecent: 'Nothing edited yet.',
  noDrafts: 'No drafts waiting.',
  failed: 'Could not load.',
  untitled: '(untitled)',
  published: 'Published',
  draft: 'Draft',
  links: {
    pages: 'Pages',
    newPage: 'New page',
    posts: 'Posts',
    media: 'Media',
    header: 'Menus and header',
    footer: 'Footer',
    siteSettings: 'Site settings',
  },
  types: {
    pages: 'Page',
    posts: 'Post',
    portfolio: 'Portfolio item',
    galleries: 'Gallery',
  },
}

export type DashboardLanguage = 'fi' | 'en'

export const dashboardStrings: Record<DashboardLanguage, DashboardStrings> = { fi, en }

/** Finnish for a Finnish admin, English for every other language. */
export function dashboardLanguage(adminLanguage: string): DashboardLanguage {
  return adminLanguage === 'fi' ? 'fi' : 'en'
}
