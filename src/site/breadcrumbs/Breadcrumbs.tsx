import type { CSSProperties } from 'react'
import { getGlobals } from '@/data/pages'
import { type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { BREADCRUMBS } from '@/lib/constants'
import type { ResolvedRoute } from '@/site/route'
import { basePage } from '../content/base'
import styles from './breadcrumbs.module.css'
import { breadcrumbJsonLd, type Crumb, groupCrumbs } from './crumbs'
import { breadcrumbTrail, contentTrail } from './trail'

function CrumbLink({ crumb, current }: { crumb: Crumb; current: boolean }) {
  return (
    <li className={styles.item}>
      {current ? (
        <span className={styles.current} aria-current="page">
          {crumb.label}
        </span>
      ) : (
        <a href={crumb.href} className={styles.link}>
          {crumb.label}
        </a>
      )}
    </li>
  )
}

/**
 * The trail as an ordered list. Crumbs between home and the last uncollapsable ones fold behind
 * a "…" disclosure (details/summary: keyboard, screen-reader state and no JavaScript for free);
 * opening it reveals them with BREADCRUMBS.animation, none under reduced motion.
 */
export function BreadcrumbNav({
  crumbs,
  locale,
  origin,
}: {
  crumbs: Crumb[]
  locale: Locale
  origin: string
}) {
  const ui = t(locale)
  const { head, hidden, tail } = groupCrumbs(crumbs)
  return (
    <>
      <nav
        aria-label={ui.breadcrumbs}
        className={styles.breadcrumbs}
        style={{ '--crumbs-animation': `${BREADCRUMBS.animation}ms` } as CSSProperties}
      >
        <ol className={styles.list}>
          {head.map((crumb) => (
            <CrumbLink key={crumb.href} crumb={crumb} current={false} />
          ))}
          {hidden.length ? (
            <li className={styles.item}>
              <details className={styles.more}>
                <summary className={styles.toggle} aria-label={ui.breadcrumbsShowAll}>
                  <span aria-hidden="true">…</span>
                </summary>
                <ol className={styles.hidden}>
                  {hidden.map((crumb) => (
                    <CrumbLink key={crumb.href} crumb={crumb} current={false} />
                  ))}
                </ol>
              </details>
            </li>
          ) : null}
          {tail.map((crumb, i) => (
            <CrumbLink key={crumb.href} crumb={crumb} current={i === tail.length - 1} />
          ))}
        </ol>
      </nav>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, so page titles cannot end the script.
        dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(crumbs, origin) }}
      />
    </>
  )
}

/** Breadcrumbs for a resolved page; renders nothing on the home page or where the page turns them off. */
export async function Breadcrumbs({ route }: { route: ResolvedRoute }) {
  const { settings } = await getGlobals(route.locale)
  const crumbs = route.content
    ? contentTrail({
        base: basePage(route.content.collection, route.ctx),
        title: route.content.doc.title,
        href: route.alternates[route.locale] ?? localeHref(route.locale, route.path),
        ctx: route.ctx,
        siteName: settings.siteName,
      })
    : breadcrumbTrail({
        page: route.page,
        path: route.path,
        href: route.alternates[route.locale] ?? localeHref(route.locale, route.page?.path ?? route.path),
        ctx: route.ctx,
        siteName: settings.siteName,
      })
  if (!crumbs) return null
  return (
    <BreadcrumbNav
      crumbs={crumbs}
      locale={route.locale}
      origin={process.env.SERVER_URL || 'http://localhost:3000'}
    />
  )
}
