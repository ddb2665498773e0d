import type { WidgetMap } from '@/blocks/types'
import type { SectionBlock } from '@/payload-types'
import { button, full, heading, page, section, titleSection } from './builders'

/** Seeded list pages: every pagination mode and both layouts of the list widget on show. */
type Layout = SectionBlock[]
type List = WidgetMap['list']

export function list(extra: Partial<List> & Pick<List, 'contentType'>): List {
  return {
    blockType: 'list',
    pagination: 'pages',
    postsPerPage: 9,
    showFilter: true,
    showSort: true,
    layout: 'grid',
    columnMode: 'fixed',
    columnsDesktop: 3,
    columnsTabletH: 3,
    columnsTabletV: 2,
    columnsPhone: 1,
    titleLevel: 'h2',
    gap: 24,
    ...extra,
  }
}

const TEXT = {
  blog: {
    fi: {
      title: 'Blogi',
      lead: 'Kirjoituksia verkkosivuista, verkkokaupoista, saavutettavuudesta ja ylläpidosta.',
    },
    en: { title: 'Blog', lead: 'Writing on websites, online shops, accessibility and maintenance.' },
  },
  portfolio: {
    fi: { title: 'Referenssit', lead: 'Valikoima töitä, joita olemme tehneet asiakkaidemme kanssa.' },
    en: { title: 'Portfolio', lead: 'A selection of work we have done with our clients.' },
  },
  galleries: {
    fi: { title: 'Galleriat', lead: 'Kuvia projekteista, tapahtumista ja Tampereen seudulta.' },
    en: { title: 'Galleries', lead: 'Pictures from projects, events and around Tampere.' },
  },
  products: {
    fi: {
      title: 'Tuotteet',
      lead: 'Kiinteähintaiset palvelupaketit verkkosivuista ylläpitoon. Kysy lisää – räätälöimme mielellämme.',
    },
    en: {
      title: 'Products',
      lead: 'Fixed-price service packages from websites to maintenance. Ask us – we are happy to tailor them.',
    },
  },
} as const

type Locale = 'fi' | 'en'

/** The page's heading and its list in one section: the first screen, whose pictures load at once. */
function listPage(
  text: { title: string; lead: string },
  ...widgets: WidgetMap[keyof WidgetMap][]
): SectionBlock {
  return titleSection(text.title, text.lead, ...widgets)
}

/** The blog: numbered pages, category filter, sort and order. */
export function blogLayout(locale: Locale): Layout {
  return [listPage(TEXT.blog[locale], list({ contentType: 'posts' }))]
}

/** Portfolio: masonry cards, "load more", pictures open in the lightbox; a link on to the galleries. */
export function portfolioLayout(locale: Locale, galleriesPage: number): Layout {
  return [
    listPage(
      TEXT.portfolio[locale],
      button(locale === 'fi' ? 'Katso myös galleriat' : 'See the galleries too', page(galleriesPage), {
        style: 'outline',
        icon: 'arrow-right',
      }),
      list({
        contentType: 'portfolio',
        pagination: 'load-more',
        postsPerPage: 6,
        layout: 'masonry',
        lightbox: true,
      }),
    ),
  ]
}

/** Galleries: automatic columns and lazy loading as the visitor scrolls. */
export function galleriesLayout(locale: Locale): Layout {
  return [
    listPage(
      TEXT.galleries[locale],
      list({
        contentType: 'galleries',
        pagination: 'lazy',
        postsPerPage: 2,
        columnMode: 'auto',
        minColumnWidth: 280,
        maxColumns: 3,
        showSort: false,
      }),
    ),
  ]
}

/** Products: a grid with prices and a category filter, every product on one page. */
export function productsLayout(locale: Locale): Layout {
  return [
    listPage(
      TEXT.products[locale],
      list({ contentType: 'products', pagination: 'none', postsPerPage: 12, showSort: false }),
    ),
  ]
}

/** The three newest posts for the home page: no controls, no pagination. */
export function latestPosts(locale: Locale): SectionBlock {
  return section(
    {},
    full(
      heading(locale === 'fi' ? 'Ajankohtaista' : 'Latest writing', 'h2'),
      list({
        contentType: 'posts',
        pagination: 'none',
        postLimit: 3,
        postsPerPage: 3,
        showFilter: false,
        showSort: false,
        titleLevel: 'h3',
      }),
    ),
  )
}

export const LIST_PAGES = TEXT

/** Which collection each list page lists. */
export const LIST_COLLECTION = {
  blog: 'posts',
  portfolio: 'portfolio',
  galleries: 'galleries',
  products: 'products',
} as const
