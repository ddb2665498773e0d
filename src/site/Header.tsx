import { LOCALE_LABELS, LOCALES, type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { anchorProps, type LinkValue, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { Header as HeaderData } from '@/payload-types'
import styles from './header.module.css'

type NavItem = { link: LinkValue; children?: NavItem[] | null; id?: string | null }

type NavListProps = { items: NavItem[]; ctx: RenderContext; depth: number; current: string | undefined }

function NavList({ items, ctx, depth, current }: NavListProps) {
  return (
    <ul className={depth === 1 ? styles.navList : styles.subList}>
      {items.map((item, i) => {
        const link = resolveLink(item.link, ctx)
        if (!link) return null
        return (
          <li key={item.id ?? i}>
            <a
              {...anchorProps(link)}
              className={styles.navLink}
              aria-current={link.href === current ? 'page' : undefined}
            >
              {item.link.label}
            </a>
            {item.children?.length ? (
              <NavList items={item.children} ctx={ctx} depth={depth + 1} current={current} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function LanguageMenu({
  locale,
  alternates,
}: {
  locale: Locale
  alternates: Partial<Record<Locale, string>>
}) {
  const ui = t(locale)
  return (
    <nav aria-label={ui.language} className={styles.languages}>
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={alternates[code] ?? localeHref(code, '')}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.languageLink}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{LOCALE_LABELS[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Header({
  data,
  ctx,
  alternates,
}: {
  data: HeaderData
  ctx: RenderContext
  alternates: Partial<Record<Locale, string>>
}) {
  const ui = t(ctx.locale)
  const items = (data.navItems ?? []) as NavItem[]
  return (
    <header className={styles.header} data-variant={data.variant ?? 'sticky'}>
      <div className={styles.bar}>
        <a href={localeHref(ctx.locale, '')} className={styles.logo}>
          {data.logoText}
        </a>
        <nav aria-label={ui.mainNavigation} className={styles.desktopNav}>
          <NavList items={items} ctx={ctx} depth={1} current={alternates[ctx.locale]} />
        </nav>
        <LanguageMenu locale={ctx.locale} alternates={alternates} />
        <details className={styles.mobileMenu}>
          <summary className={styles.menuButton}>
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{ui.menuOpen}</span>
          </summary>
          <nav aria-label={ui.mainNavigation} className={styles.mobileNav}>
            <NavList items={items} ctx={ctx} depth={1} current={alternates[ctx.locale]} />
          </nav>
        </details>
      </div>
    </header>
  )
}
