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

/** The demo menu: a mega menu (columns with pictures), plain links, and a dropdown of in-page anchors. */
export function headerMenu(ids: Ids): MenuNode[] {
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
            anchor(WIDGET_SECTIONS.headings),
            anchor(WIDGET_SECTIONS.buttons),
            anchor(WIDGET_SECTIONS.imageBanners),
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
      children: Object.values(WIDGET_SECTIONS).map(anchor),
    },
    { label: { fi: 'Blogi', en: 'Blog' }, page: ids.pages.blog },
    { label: { fi: 'Referenssit', en: 'Portfolio' }, page: ids.pages.portfolio },
    { label: { fi: 'Yhteystiedot', en: 'Contact' }, page: ids.pages.contact },
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
