import type { Payload, RequestContext } from 'payload'
import type { Ids } from './content'
import { headerMenu, menuData, relabel, TOP_BAR } from './menu'

/** The site's settings, header and footer, in Finnish and English. */
export async function seedGlobals(payload: Payload, context: RequestContext, ids: Ids): Promise<void> {
  await seedSiteSettings(payload, context, ids)
  await seedHeader(payload, context, ids)
  await seedFooter(payload, context, ids)
}

async function seedSiteSettings(payload: Payload, context: RequestContext, ids: Ids): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'fi',
    context,
    data: {
      siteName: 'Kajo Digital',
      homePage: ids.pages.home,
      privacyPage: ids.pages.privacy,
      defaultImage: ids.images.hero,
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
}

async function seedHeader(payload: Payload, context: RequestContext, ids: Ids): Promise<void> {
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
}

async function seedFooter(payload: Payload, context: RequestContext, ids: Ids): Promise<void> {
  const link = (page: number, label: string) => ({ link: { type: 'internal' as const, page, label } })
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
}
