import { randomBytes } from 'node:crypto'
import type { Payload, RequestContext } from 'payload'
import type { Page } from '@/payload-types'
import {
  aboutFi,
  contact,
  homeEn,
  homeFi,
  type Ids,
  privacyEn,
  privacyFi,
  servicesFi,
  websitesFi,
  widgetsFi,
} from './content'
import { DEMO_IMAGES, renderImage } from './images'

export const DEMO_ADMIN_EMAIL = 'admin@kajodigital.example'
const context: RequestContext = { disableRevalidate: true }

/** The demo login: ADMIN_PASSWORD when given; in production a fresh random one, printed once. */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): { password: string; generated: boolean } {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, generated: false }
  if (env.NODE_ENV === 'production')
    return { password: randomBytes(12).toString('base64url'), generated: true }
  return { password: 'demo-salasana', generated: false }
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
  for (const image of DEMO_IMAGES) {
    const data = await renderImage(image)
    const media = await payload.create({
      collection: 'media',
      locale: 'fi',
      context,
      data: { alt: image.alt.fi },
      file: { data, mimetype: 'image/jpeg', name: `${image.name}.jpg`, size: data.length },
    })
    await payload.update({
      collection: 'media',
      id: media.id,
      locale: 'en',
      context,
      data: { alt: image.alt.en },
    })
    imageIds.push(media.id)
  }
  const [hero, aurora, desk, winter, archipelago] = imageIds as [number, number, number, number, number]
  log('images')

  const ids: Ids = {
    images: { hero, aurora, desk, winter, archipelago },
    pages: { home: 0, services: 0, websites: 0, about: 0, contact: 0, privacy: 0, widgets: 0 },
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
  ids.pages.contact = await createPage(
    payload,
    {
      title: 'Yhteystiedot',
      slug: 'yhteystiedot',
      layout: contact('fi'),
      description: 'Ota yhteyttä Kajo Digitaliin: sähköposti, puhelin ja käyntiosoite.',
    },
    {
      title: 'Contact',
      slug: 'contact',
      layout: contact('en'),
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
  await updatePage(payload, ids.pages.services, 'fi', {
    title: 'Palvelut',
    slug: 'palvelut',
    layout: servicesFi(ids),
    description: 'Verkkosivujen suunnittelu, kehitys ja ylläpito.',
  })
  ids.pages.about = await createPage(payload, {
    title: 'Tietoa meistä',
    slug: 'tietoa-meista',
    layout: aboutFi(ids),
    description: 'Kajo Digital on tamperelainen verkkotoimisto.',
  })
  ids.pages.widgets = await createPage(payload, {
    title: 'Widgetit',
    slug: 'widgetit',
    layout: widgetsFi(ids),
    description: 'Sivunrakentajan kaikki osat esittelyssä.',
  })
  ids.pages.home = await createPage(
    payload,
    {
      title: 'Etusivu',
      slug: 'etusivu',
      layout: homeFi(ids),
      description: 'Kajo Digital suunnittelee ja rakentaa saavutettavia verkkopalveluita.',
    },
    {
      title: 'Home',
      slug: 'home',
      layout: homeEn(ids),
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
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    context,
    data: { siteName: 'Kajo Digital' },
  })
  await payload.updateGlobal({
    slug: 'header',
    locale: 'fi',
    context,
    data: {
      variant: 'sticky',
      logoText: 'Kajo Digital',
      navItems: [
        { ...link(ids.pages.services, 'Palvelut'), children: [link(ids.pages.websites, 'Verkkosivut')] },
        link(ids.pages.about, 'Tietoa meistä'),
        link(ids.pages.widgets, 'Widgetit'),
        link(ids.pages.contact, 'Yhteystiedot'),
      ],
    },
  })
  const header = await payload.findGlobal({ slug: 'header', locale: 'fi', depth: 0 })
  const labelsEn = ['Services', 'About us', 'Widgets', 'Contact']
  await payload.updateGlobal({
    slug: 'header',
    locale: 'en',
    context,
    data: {
      logoText: 'Kajo Digital',
      navItems: (header.navItems ?? []).map((item, i) => ({
        ...item,
        link: { ...item.link, label: labelsEn[i] ?? item.link.label },
        children: (item.children ?? []).map((child) => ({
          ...child,
          link: { ...child.link, label: 'Websites' },
        })),
      })),
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
      bottomMenu: [link(ids.pages.privacy, 'Tietosuojaseloste'), link(ids.pages.widgets, 'Widgetit')],
    },
  })
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'fi', depth: 0 })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    context,
    data: {
      columns: (footer.columns ?? []).map((c, i) => ({
        ...c,
        heading: ['Kajo Digital Oy', 'Services', 'Get in touch'][i],
        text: c.text?.replace('Y-tunnus', 'Business ID'),
        links: (c.links ?? []).map((l) => ({ ...l, link: { ...l.link, label: l.link.label } })),
      })),
      copyright: 'Kajo Digital Oy',
      bottomMenu: (footer.bottomMenu ?? []).map((m, i) => ({
        ...m,
        link: { ...m.link, label: ['Privacy policy', 'Widgets'][i] },
      })),
    },
  })
  log('globals')
  return { email: DEMO_ADMIN_EMAIL, password, generated }
}
