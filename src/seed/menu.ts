import type { Locale } from '@/i18n/locales'
import type { Ids } from './content'
import { WIDGET_SECTIONS, widgetsPage } from './widgets-page'

type Label = Record<Locale, string>
type MenuNode = {
  label: Label
  page?: number
  url?: string
  mega?: boolean
  image?: number
  children?: MenuNode[]
}

export const TOP_BAR = [
  { text: { fi: '+358 40 123 4567', en: '+358 40 123 4567' }, href: 'tel:+358401234567' },
  {
    text: { fi: 'hei@kajodigital.example', en: 'hei@kajodigital.example' },
    href: 'mailto:hei@kajodigital.example',
  },
]

/** A link to one of the Widgetit page's sections (the Finnish address serves both languages). */
function anchor({ anchor: id, fi, en }: (typeof WIDGET_SECTIONS)[keyof typeof WIDGET_SECTIONS]): MenuNode {
  return { label: { fi, en }, url: `/${widgetsPage.fi.slug}#!/${id}` }
}

/** A link to a page, labelled in both languages. */
const to = (page: number, fi: string, en: string): MenuNode => ({ label: { fi, en }, page })

/** The demo menu: a mega menu (columns with pictures), plain links, and a dropdown of in-page anchors. */
export function headerMenu(ids: Ids): MenuNode[] {
  const { pages, images } = ids
  return [
    {
      ...to(pages.services, 'Palvelut', 'Services'),
      mega: true,
      children: [
        {
          ...to(pages.websites, 'Verkkosivut', 'Websites'),
          image: images.desk,
          children: [
            to(pages.services, 'Kaikki palvelut', 'All services'),
            to(pages.renewal, 'Verkkosivu-uudistus', 'Website renewal'),
            to(pages.maintenance, 'Ylläpito ja jatkokehitys', 'Maintenance and development'),
            // In the mega menu: a seventh top-level link would not fit the bar at 992–1200 px.
            to(pages.products, 'Tuotteet ja hinnat', 'Products and prices'),
          ],
        },
        {
          ...to(pages.widgets, 'Sivunrakentaja', 'Page builder'),
          image: images.aurora,
          children: [WIDGET_SECTIONS.headings, WIDGET_SECTIONS.buttons, WIDGET_SECTIONS.imageBanners].map(
            anchor,
          ),
        },
        {
          ...to(pages.about, 'Yritys', 'Company'),
          image: images.archipelago,
          children: [
            to(pages.about, 'Tietoa meistä', 'About us'),
            to(pages.contact, 'Yhteystiedot', 'Contact'),
          ],
        },
      ],
    },
    to(pages.about, 'Tietoa meistä', 'About us'),
    { ...to(pages.widgets, 'Widgetit', 'Widgets'), children: Object.values(WIDGET_SECTIONS).map(anchor) },
    to(pages.blog, 'Blogi', 'Blog'),
    to(pages.portfolio, 'Referenssit', 'Portfolio'),
    to(pages.contact, 'Yhteystiedot', 'Contact'),
  ]
}

function linkOf(node: MenuNode, locale: Locale) {
  return node.page !== undefined
    ? { type: 'internal' as const, page: node.page, label: node.label[locale] }
    : { type: 'custom' as const, url: node.url, label: node.label[locale] }
}

/** The menu as the header's `navItems`, labelled in one language. */
export function menuData(menu: MenuNode[], locale: Locale) {
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
export function relabel<T extends Row>(rows: T[], menu: MenuNode[]): T[] {
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
