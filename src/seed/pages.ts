import type { Payload, RequestContext } from 'payload'
import type { Locale } from '@/i18n/locales'
import { CONTENT_BASE } from '@/lib/content-paths'
import type { Page } from '@/payload-types'
import { seedContactForm } from './contact-form'
import {
  aboutFi,
  contact,
  homeEn,
  homeFi,
  type Ids,
  platformFi,
  privacyEn,
  privacyFi,
  servicesFi,
  websitesFi,
} from './content'
import { createBilingual } from './documents'
import {
  blogLayout,
  galleriesLayout,
  LIST_COLLECTION,
  LIST_PAGES,
  latestPosts,
  portfolioLayout,
  productsLayout,
} from './lists'
import { servicePages } from './services'
import { familiesSection, SHOWCASES } from './showcase'
import type { Showcase } from './showcase/types'
import { widgetsPage } from './widgets-page'

type PageInput = {
  title: string
  slug: string
  layout: NonNullable<Page['layout']>
  parent?: number
  description?: string
}

/** What each step of seeding the pages works with; each step notes the ids of the pages it creates. */
type Site = { payload: Payload; context: RequestContext; ids: Ids }

const pageData = ({ title, slug, layout, description }: PageInput) => ({
  title,
  slug,
  layout,
  meta: { description },
  _status: 'published' as const,
})

/** A page in Finnish and, when `en` is given, in English; returns its id. */
function createPage({ payload, context }: Site, fi: PageInput, en?: PageInput): Promise<number> {
  return createBilingual(payload, context, {
    collection: 'pages',
    fi: { ...pageData(fi), parent: fi.parent },
    en: en && (() => pageData(en)),
  })
}

async function updatePage({ payload, context }: Site, id: number, locale: Locale, input: PageInput) {
  await payload.update({ collection: 'pages', id, locale, context, depth: 0, data: pageData(input) })
}

/** A page built by a two-language layout (the widget pages), optionally under a parent. */
function createLayoutPage(site: Site, page: Showcase, parent?: number): Promise<number> {
  return createPage(
    site,
    { ...page.fi, parent, layout: page.layout('fi', site.ids) },
    { ...page.en, layout: page.layout('en', site.ids) },
  )
}

/** The privacy policy, then the contact form and the contact page that shows it. */
async function seedContactPages(site: Site): Promise<void> {
  const { pages } = site.ids
  pages.privacy = await createPage(
    site,
    {
      title: 'Tietosuojaseloste',
      slug: 'tietosuojaseloste',
      layout: privacyFi(),
      description: 'Miten käsittelemme kävijöiden tietoja ja evästeitä.',
    },
    { title: 'Privacy policy', slug: 'privacy-policy', layout: privacyEn() },
  )
  const contactForm = await seedContactForm(site.payload, site.context)
  pages.contact = await createPage(
    site,
    {
      title: 'Yhteystiedot',
      slug: 'yhteystiedot',
      layout: contact('fi', contactForm),
      description: 'Ota yhteyttä Kajo Digitaliin: sähköposti, puhelin ja käyntiosoite.',
    },
    {
      title: 'Contact',
      slug: 'contact',
      layout: contact('en', contactForm),
      description: 'Get in touch with Kajo Digital.',
    },
  )
}

/** Palvelut and the pages under it; Palvelut gets its layout once the pages it links to exist. */
async function seedServicePages(site: Site): Promise<void> {
  const { ids } = site
  const services = {
    title: 'Palvelut',
    slug: 'palvelut',
    description: 'Verkkosivujen suunnittelu, kehitys ja ylläpito.',
  }
  ids.pages.services = await createPage(site, { ...services, layout: [] })
  ids.pages.websites = await createPage(site, {
    title: 'Verkkosivut',
    slug: 'verkkosivut',
    parent: ids.pages.services,
    layout: websitesFi(ids),
    description: 'Saavutettavat ja nopeat verkkosivut sisällönhallinnalla.',
  })
  for (const { key, fi, en } of servicePages(ids)) {
    ids.pages[key] = await createPage(site, { ...fi, parent: ids.pages.services }, en)
  }
  await updatePage(site, ids.pages.services, 'fi', { ...services, layout: servicesFi(ids) })
}

/** The online shops page under Verkkosivut and the platform guide under it. */
async function seedShopPages(site: Site): Promise<void> {
  const { ids } = site
  ids.pages.shops = await createPage(
    site,
    {
      title: 'Verkkokaupat',
      slug: 'verkkokaupat',
      parent: ids.pages.websites,
      layout: [],
      description: 'Verkkokaupat suomalaisille ostajille.',
    },
    {
      title: 'Online shops',
      slug: 'online-shops',
      layout: [],
      description: 'Online shops for Finnish buyers.',
    },
  )
  ids.pages.platform = await createPage(
    site,
    {
      title: 'Alustan valinta',
      slug: 'alustan-valinta',
      parent: ids.pages.shops,
      layout: platformFi(ids),
      description: 'Opas verkkokaupan alustan valintaan.',
    },
    {
      title: 'Choosing a platform',
      slug: 'choosing-a-platform',
      layout: [],
      description: 'A guide to choosing an online shop platform.',
    },
  )
}

/**
 * The collections' list pages, at the paths their documents live under (src/lib/content-paths.ts).
 * Galleries first: the portfolio page links to them.
 */
async function seedListPages(site: Site): Promise<void> {
  const { pages } = site.ids
  for (const [key, layout] of [
    ['galleries', galleriesLayout],
    ['portfolio', (locale: Locale) => portfolioLayout(locale, pages.galleries)],
    ['blog', blogLayout],
    ['products', productsLayout],
  ] as const) {
    const text = LIST_PAGES[key]
    const slug = CONTENT_BASE[LIST_COLLECTION[key]]
    pages[key] = await createPage(
      site,
      { title: text.fi.title, slug: slug.fi, layout: layout('fi'), description: text.fi.lead },
      { title: text.en.title, slug: slug.en, layout: layout('en'), description: text.en.lead },
    )
  }
}

/** Widgetit, its showcase pages under it, then Widgetit's links to them (which exist only now). */
async function seedWidgetPages(site: Site): Promise<void> {
  const { pages } = site.ids
  pages.widgets = await createLayoutPage(site, widgetsPage)
  const showcases: { id: number; showcase: Showcase }[] = []
  for (const showcase of SHOWCASES) {
    showcases.push({ id: await createLayoutPage(site, showcase, pages.widgets), showcase })
  }
  for (const locale of ['fi', 'en'] as const) {
    const layout = widgetsPage.layout(locale, site.ids)
    const links = showcases.map(({ id, showcase }) => ({ id, title: showcase[locale].title }))
    await updatePage(site, pages.widgets, locale, {
      ...widgetsPage[locale],
      layout: [...layout.slice(0, 1), familiesSection(locale, links), ...layout.slice(1)],
    })
  }
}

/** Every page of the demo site; returns the ids with the pages'. */
export async function seedPages(
  payload: Payload,
  context: RequestContext,
  content: Omit<Ids, 'pages'>,
): Promise<Ids> {
  const pages: Ids['pages'] = {
    home: 0,
    services: 0,
    websites: 0,
    shops: 0,
    platform: 0,
    about: 0,
    contact: 0,
    privacy: 0,
    widgets: 0,
    blog: 0,
    portfolio: 0,
    galleries: 0,
    products: 0,
    renewal: 0,
    maintenance: 0,
  }
  const site: Site = { payload, context, ids: { ...content, pages } }
  // Pages are created in link order; the home page, which links to the others, last.
  await seedContactPages(site)
  await seedServicePages(site)
  await seedShopPages(site)
  pages.about = await createPage(site, {
    title: 'Tietoa meistä',
    slug: 'tietoa-meista',
    layout: aboutFi(site.ids),
    description: 'Kajo Digital on tamperelainen verkkotoimisto.',
  })
  await seedListPages(site)
  await seedWidgetPages(site)
  pages.home = await createPage(
    site,
    {
      title: 'Etusivu',
      slug: 'etusivu',
      layout: [...homeFi(site.ids), latestPosts('fi')],
      description: 'Kajo Digital suunnittelee ja rakentaa saavutettavia verkkopalveluita.',
    },
    {
      title: 'Home',
      slug: 'home',
      layout: [...homeEn(site.ids), latestPosts('en')],
      description: 'Kajo Digital designs and builds accessible web services.',
    },
  )
  return site.ids
}
