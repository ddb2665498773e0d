import { randomBytes } from 'node:crypto'
import type { Payload, RequestContext } from 'payload'
import { CONTENT_BASE } from '@/lib/content-paths'
import type { Page } from '@/payload-types'
import { seedCollections } from './collections'
import { COMPARISON_IMAGES } from './comparison-images'
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
import { seedFeedback } from './feedback'
import { DEMO_IMAGES, uploadImage } from './images'
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
import { uploadDemoVideo } from './videos'
import { widgetsPage } from './widgets-page'

export const DEMO_ADMIN_EMAIL = 'admin@kajodigital.example'
const context: RequestContext = { disableRevalidate: true }

/** The demo login: ADMIN_PASSWORD when given; in production a fresh random one, printed once. */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): { password: string; generated: boolean } {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, generated: false }
  if (env.NODE_ENV === 'production')
    return { password: randomBytes(12).toString('base64url'), generated: true }
  return { password: 'demo-salasana', generated: false }
}

type Label = { fi: string; en: string }
type MenuNode = {
  label: Label
  page?: number
  url?: string
  mega?: boolean
  image?: number
  children?: MenuNode[]
}

const TOP_BAR = [
  { text: { fi: '+358 40 123 4567', en: '+358 40 123 4567' }, href: 'tel:+358401234567' },
  {
    text: { fi: 'hei@kajodigital.example', en: 'hei@kajodigital.example' },
    href: 'mailto:hei@kajodigital.example',
  },
]

/** The demo menu: a mega menu (columns with pictures), plain links, and a dropdown of in-page anchors. */
function headerMenu(ids: Ids): MenuNode[] {
  const anchor = (id: string, fi: string, en: string): MenuNode => ({
    label: { fi, en },
    url: `/widgetit#!/${id}`,
  })
  return [
    {
      label: { fi: 'Palvelut', en: 'Services' },
      page: ids.pages.services,
      mega: true,
      children: [
        {
          label: { fi: 'Verkkosivut', en: 'Websites' },
          page: ids.pages.websites,
          image: ids.images.desk,
          children: [
            { label: { fi: 'Kaikki palvelut', en: 'All services' }, page: ids.pages.services },
            { label: { fi: 'Verkkosivu-uudistus', en: 'Website renewal' }, page: ids.pages.renewal },
            {
              label: { fi: 'Ylläpito ja jatkokehitys', en: 'Maintenance and development' },
              page: ids.pages.maintenance,
            },
            // In the mega menu: a seventh top-level link would not fit the bar at 992–1200 px.
            { label: { fi: 'Tuotteet ja hinnat', en: 'Products and prices' }, page: ids.pages.products },
          ],
        },
        {
          label: { fi: 'Sivunrakentaja', en: 'Page builder' },
          page: ids.pages.widgets,
          image: ids.images.aurora,
          children: [
            anchor('otsikot', 'Otsikot', 'Headings'),
            anchor('painikkeet', 'Painikkeet', 'Buttons'),
            anchor('kuvabannerit', 'Kuvabannerit', 'Image banners'),
          ],
        },
        {
          label: { fi: 'Yritys', en: 'Company' },
          page: ids.pages.about,
          image: ids.images.archipelago,
          children: [
            { label: { fi: 'Tietoa meistä', en: 'About us' }, page: ids.pages.about },
            { label: { fi: 'Yhteystiedot', en: 'Contact' }, page: ids.pages.contact },
          ],
        },
      ],
    },
    { label: { fi: 'Tietoa meistä', en: 'About us' }, page: ids.pages.about },
    {
      label: { fi: 'Widgetit', en: 'Widgets' },
      page: ids.pages.widgets,
      children: [
        anchor('otsikot', 'Otsikot', 'Headings'),
        anchor('teksti', 'Teksti', 'Text'),
        anchor('painikkeet', 'Painikkeet', 'Buttons'),
        anchor('ikonilaatikot', 'Ikonilaatikot', 'Icon boxes'),
        anchor('kuvabannerit', 'Kuvabannerit', 'Image banners'),
        anchor('erottimet', 'Erottimet', 'Separators'),
      ],
    },
    { label: { fi: 'Blogi', en: 'Blog' }, page: ids.pages.blog },
    { label: { fi: 'Referenssit', en: 'Portfolio' }, page: ids.pages.portfolio },
    { label: { fi: 'Yhteystiedot', en: 'Contact' }, page: ids.pages.contact },
  ]
}

function linkOf(node: MenuNode, locale: keyof Label) {
  return node.page !== undefined
    ? { type: 'internal' as const, page: node.page, label: node.label[locale] }
    : { type: 'custom' as const, url: node.url, label: node.label[locale] }
}

function menuData(menu: MenuNode[], locale: keyof Label) {
  return menu.map((top) => ({
    link: linkOf(top, locale),
    mega: Boolean(top.mega),
    children: (top.children ?? []).map((child) => ({
      link: linkOf(child, locale),
      image: child.image,
      links: (child.children ?? []).map((leaf) => ({ link: linkOf(leaf, locale) })),
    })),
  }))
}

type Row = { link?: { label?: string | null }; children?: Row[] | null; links?: Row[] | null }

/** Puts the English labels of `menu` onto the saved rows, level by level. */
function relabel<T extends Row>(rows: T[], menu: MenuNode[]): T[] {
  return rows.map((row, i) => {
    const node = menu[i]
    if (!node) return row
    const nested = node.children ?? []
    return {
      ...row,
      link: { ...row.link, label: node.label.en },
      ...(row.children ? { children: relabel(row.children, nested) } : {}),
      ...(row.links ? { links: relabel(row.links, nested) } : {}),
    }
  })
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'pages', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0
}

type PageInput = {
  title: string
  slug: string
  layout: NonNullable<Page['layout']>
  parent?: number
  description?: string
}

async function createPage(payload: Payload, fi: PageInput, en?: PageInput): Promise<number> {
  const created = await payload.create({
    collection: 'pages',
    locale: 'fi',
    context,
    data: {
      title: fi.title,
      slug: fi.slug,
      parent: fi.parent,
      layout: fi.layout,
      meta: { description: fi.description },
      _status: 'published',
    },
  })
  if (en) await updatePage(payload, created.id, 'en', en)
  return created.id
}

async function updatePage(
  payload: Payload,
  id: number,
  locale: 'fi' | 'en',
  input: PageInput,
): Promise<void> {
  await payload.update({
    collection: 'pages',
    id,
    locale,
    context,
    data: {
      title: input.title,
      slug: input.slug,
      layout: input.layout,
      meta: { description: input.description },
      _status: 'published',
    },
  })
}

/** Fills an empty database with the Finnish demo company "Kajo Digital". Returns the login. */
export async function seed(
  payload: Payload,
): Promise<{ email: string; password: string; generated: boolean }> {
  const log = (msg: string) => payload.logger.info(`seed: ${msg}`)
  const { password, generated } = demoPassword()
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context,
    data: { email: DEMO_ADMIN_EMAIL, password, name: 'Demo Ylläpitäjä', role: 'admin' },
  })
  log('admin user')

  const imageIds: number[] = []
  for (const image of DEMO_IMAGES) imageIds.push(await uploadImage(payload, image, context))
  const [hero, aurora, desk, winter, archipelago, portraitAino, portraitMikko, portraitSanna] = imageIds as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const demoVideo = await uploadDemoVideo(payload, context)
  const compareBefore = await uploadImage(payload, COMPARISON_IMAGES.before, context)
  const compareAfter = await uploadImage(payload, COMPARISON_IMAGES.after, context)
  log('images and video')
  const collections = await seedCollections(payload, context)
  log('categories, posts, portfolio and galleries')
  await seedFeedback(payload, context, collections)
  log('reviews and comments')

  const ids: Ids = {
    images: {
      hero,
      aurora,
      desk,
      winter,
      archipelago,
      portraitAino,
      portraitMikko,
      portraitSanna,
      compareBefore,
      compareAfter,
    },
    videos: { aurora: demoVideo },
    collections,
    pages: {
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
    },
  }
  // Pages are created in link order; the home page, which links to the others, last.
  ids.pages.privacy = await createPage(
    payload,
    {
      title: 'Tietosuojaseloste',
      slug: 'tietosuojaseloste',
      layout: privacyFi(),
      description: 'Miten käsittelemme kävijöiden tietoja ja evästeitä.',
    },
    { title: 'Privacy policy', slug: 'privacy-policy', layout: privacyEn() },
  )
  const contactForm = await seedContactForm(payload, context)
  ids.pages.contact = await createPage(
    payload,
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
  ids.pages.services = await createPage(payload, {
    title: 'Palvelut',
    slug: 'palvelut',
    layout: [],
    description: 'Verkkosivujen suunnittelu, kehitys ja ylläpito.',
  })
  ids.pages.websites = await createPage(payload, {
    title: 'Verkkosivut',
    slug: 'verkkosivut',
    parent: ids.pages.services,
    layout: websitesFi(ids),
    description: 'Saavutettavat ja nopeat verkkosivut sisällönhallinnalla.',
  })
  for (const { key, fi, en } of servicePages(ids)) {
    ids.pages[key] = await createPage(payload, { ...fi, parent: ids.pages.services }, en)
  }
  await updatePage(payload, ids.pages.services, 'fi', {
    title: 'Palvelut',
    slug: 'palvelut',
    layout: servicesFi(ids),
    description: 'Verkkosivujen suunnittelu, kehitys ja ylläpito.',
  })
  ids.pages.shops = await createPage(
    payload,
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
    payload,
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
  ids.pages.about = await createPage(payload, {
    title: 'Tietoa meistä',
    slug: 'tietoa-meista',
    layout: aboutFi(ids),
    description: 'Kajo Digital on tamperelainen verkkotoimisto.',
  })
  // The collections' list pages sit at the paths their documents live under (src/lib/content-paths.ts).
  // Galleries first: the portfolio page links to them.
  for (const [key, layout] of [
    ['galleries', galleriesLayout],
    ['portfolio', (locale: 'fi' | 'en') => portfolioLayout(locale, ids.pages.galleries)],
    ['blog', blogLayout],
    ['products', productsLayout],
  ] as const) {
    const text = LIST_PAGES[key]
    ids.pages[key] = await createPage(
      payload,
      {
        title: text.fi.title,
        slug: CONTENT_BASE[LIST_COLLECTION[key]].fi,
        layout: layout('fi'),
        description: text.fi.lead,
      },
      {
        title: text.en.title,
        slug: CONTENT_BASE[LIST_COLLECTION[key]].en,
        layout: layout('en'),
        description: text.en.lead,
      },
    )
  }
  ids.pages.widgets = await createPage(
    payload,
    { ...widgetsPage.fi, layout: widgetsPage.layout('fi', ids) },
    { ...widgetsPage.en, layout: widgetsPage.layout('en', ids) },
  )
  const showcases: { id: number; showcase: Showcase }[] = []
  for (const showcase of SHOWCASES) {
    const id = await createPage(
      payload,
      { ...showcase.fi, parent: ids.pages.widgets, layout: showcase.layout('fi', ids) },
      { ...showcase.en, layout: showcase.layout('en', ids) },
    )
    showcases.push({ id, showcase })
  }
  // The Widgetit page links to its showcase pages, which exist only now.
  for (const locale of ['fi', 'en'] as const) {
    const layout = widgetsPage.layout(locale, ids)
    const links = showcases.map(({ id, showcase }) => ({ id, title: showcase[locale].title }))
    await updatePage(payload, ids.pages.widgets, locale, {
      ...widgetsPage[locale],
      layout: [...layout.slice(0, 1), familiesSection(locale, links), ...layout.slice(1)],
    })
  }
  ids.pages.home = await createPage(
    payload,
    {
      title: 'Etusivu',
      slug: 'etusivu',
      layout: [...homeFi(ids), latestPosts('fi')],
      description: 'Kajo Digital suunnittelee ja rakentaa saavutettavia verkkopalveluita.',
    },
    {
      title: 'Home',
      slug: 'home',
      layout: [...homeEn(ids), latestPosts('en')],
      description: 'Kajo Digital designs and builds accessible web services.',
    },
  )
  log('pages')

  const link = (page: number, label: string) => ({ link: { type: 'internal' as const, page, label } })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'fi',
    context,
    data: {
      siteName: 'Kajo Digital',
      homePage: ids.pages.home,
      privacyPage: ids.pages.privacy,
      defaultImage: hero,
      notificationEmail: 'hei@kajodigital.example',
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    context,
    data: {
      siteName: 'Kajo Digital',
      cookieConsent: {
        message:
          'By using this site you accept cookies for analytics, content personalisation and advertising.',
        acceptLabel: 'I accept',
        allowLabel: 'Allow',
        denyLabel: 'Decline',
        learnMoreLabel: 'Learn more',
        revokeLabel: 'Cookie settings',
      },
    },
  })
  const menu = headerMenu(ids)
  await payload.updateGlobal({
    slug: 'header',
    locale: 'fi',
    context,
    data: {
      variant: 'sticky',
      logoText: 'Kajo Digital',
      mobileSticky: true,
      topBar: TOP_BAR.map(({ text, href }) => ({ text: text.fi, href })),
      navItems: menuData(menu, 'fi'),
    },
  })
  // Array rows keep their ids across locales, so English labels go onto the rows just created.
  const header = await payload.findGlobal({ slug: 'header', locale: 'fi', depth: 0 })
  await payload.updateGlobal({
    slug: 'header',
    locale: 'en',
    context,
    data: {
      logoText: 'Kajo Digital',
      topBar: (header.topBar ?? []).map((row, i) => ({ ...row, text: TOP_BAR[i]?.text.en ?? row.text })),
      navItems: relabel(header.navItems ?? [], menu),
    },
  })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'fi',
    context,
    data: {
      columns: [
        { heading: 'Kajo Digital Oy', text: 'Hämeenkatu 1\n33100 Tampere\nY-tunnus 1234567-8' },
        {
          heading: 'Palvelut',
          links: [link(ids.pages.services, 'Kaikki palvelut'), link(ids.pages.websites, 'Verkkosivut')],
        },
        {
          heading: 'Ota yhteyttä',
          text: 'hei@kajodigital.example\n+358 40 123 4567',
          links: [link(ids.pages.contact, 'Yhteystiedot')],
        },
      ],
      copyright: 'Kajo Digital Oy',
      bottomMenu: [
        { ...link(ids.pages.privacy, 'Tietosuojaseloste'), depth: 1 },
        { ...link(ids.pages.services, 'Palvelut'), depth: 1 },
        { ...link(ids.pages.websites, 'Verkkosivut'), depth: 2 },
        { ...link(ids.pages.shops, 'Verkkokaupat'), depth: 3 },
        { ...link(ids.pages.widgets, 'Widgetit'), depth: 1 },
      ],
    },
  })
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'fi', depth: 0 })
  const FOOTER_EN_LABELS: (string | null)[][] = [[], ['All services', 'Websites'], [null]]
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    context,
    data: {
      columns: (footer.columns ?? []).map((c, i) => ({
        ...c,
        heading: ['Kajo Digital Oy', 'Services', 'Get in touch'][i],
        text: c.text?.replace('Y-tunnus', 'Business ID'),
        // Page links without an English label show the page's English title (or, for a page
        // without an English version, its Finnish one, marked as Finnish).
        links: (c.links ?? []).map((l, j) => ({
          ...l,
          link: { ...l.link, label: FOOTER_EN_LABELS[i]?.[j] ?? null },
        })),
      })),
      copyright: 'Kajo Digital Oy',
      bottomMenu: (footer.bottomMenu ?? []).map((m, i) => ({
        ...m,
        link: { ...m.link, label: ['Privacy policy', 'Services', 'Websites', 'Online shops', 'Widgets'][i] },
      })),
    },
  })
  log('globals')
  return { email: DEMO_ADMIN_EMAIL, password, generated }
}
