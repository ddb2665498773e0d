import type { Locale } from '@/i18n/locales'
import { localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { safeLinkUrl } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { Header as HeaderData, SiteSetting } from '@/payload-types'
import { HeaderSearch } from '@/site/search/HeaderSearch'
import { HeaderBehaviour } from './HeaderBehaviour'
import styles from './header.module.css'
import { LanguageMenu } from './LanguageMenu'
import { NavMenu } from './NavMenu'

/** The header variant until an editor chooses one. */
export const DEFAULT_HEADER_VARIANT = 'sticky'

const MENU_PANEL_ID = 'site-menu'

type Props = {
  data: HeaderData
  settings: Pick<SiteSetting, 'floatingHeaderThreshold' | 'mobileSwitchFirst' | 'mobileSwitchSecond'>
  ctx: RenderContext
  alternates: Partial<Record<Locale, string>>
}

function Burger({
  label,
  className,
  data,
}: {
  label: string
  className: string | undefined
  data: Record<string, string>
}) {
  return (
    <button type="button" popoverTarget={MENU_PANEL_ID} className={className} {...data}>
      <span className={styles.burger} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </button>
  )
}

export function Header({ data, settings, ctx, alternates }: Props) {
  const ui = t(ctx.locale)
  const variant = data.variant ?? DEFAULT_HEADER_VARIANT
  // The desktop bar and the menu panel each render the same navigation.
  const nav = { items: data.navItems ?? [], ctx, current: alternates[ctx.locale], label: ui.mainNavigation }
  const topBar = data.topBar ?? []
  const overlay = variant === 'overlay'
  return (
    <>
      <header
        className={styles.header}
        data-site-header=""
        data-variant={variant}
        data-floating="off"
        data-floating-threshold={settings.floatingHeaderThreshold ?? 150}
        data-mobile-sticky={data.mobileSticky === false ? 'off' : 'on'}
      >
        {topBar.length ? (
          <div className={styles.topBar} data-top-bar="" data-header-area="">
            {topBar.map((entry, i) => {
              // Checked again here: values saved before the field's check was tightened.
              const href = safeLinkUrl(entry.href)
              return href ? (
                <a key={entry.id ?? i} href={href} className={styles.topBarItem}>
                  {entry.text}
                </a>
              ) : (
                <span key={entry.id ?? i} className={styles.topBarItem}>
                  {entry.text}
                </span>
              )
            })}
          </div>
        ) : null}
        <div className={styles.barSpace} data-bar-space="">
          <div className={styles.bar} data-header-bar="">
            <a href={localeHref(ctx.locale, '')} className={styles.logo} data-logo="">
              {data.logoText}
            </a>
            {overlay ? null : (
              <div className={styles.desktopNav} data-desktop-only="" data-desktop-nav="">
                <NavMenu
                  {...nav}
                  idPrefix="nav"
                  orientation={variant === 'side' ? 'vertical' : 'horizontal'}
                />
              </div>
            )}
            <div className={styles.actions} data-header-area="" data-actions="">
              {data.search && data.search !== 'none' ? (
                <HeaderSearch mode={data.search} locale={ctx.locale} />
              ) : null}
              <div data-bar-languages="">
                <LanguageMenu locale={ctx.locale} alternates={alternates} />
              </div>
              <Burger
                label={ui.menuOpen}
                className={overlay ? styles.menuButtonAlways : styles.menuButton}
                data={
                  overlay ? { 'data-menu-button': '' } : { 'data-menu-button': '', 'data-mobile-only': '' }
                }
              />
              {variant === 'side' ? (
                <button type="button" className={styles.sideToggle} aria-expanded="true" data-side-toggle="">
                  <span className={styles.burger} aria-hidden="true" />
                  <span className="visually-hidden">{ui.mainNavigation}</span>
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </header>
      <div
        id={MENU_PANEL_ID}
        popover="auto"
        className={overlay ? styles.overlayPanel : styles.mobilePanel}
        data-menu-panel=""
      >
        <div className={styles.panelHead}>
          <button
            type="button"
            popoverTarget={MENU_PANEL_ID}
            popoverTargetAction="hide"
            className={styles.closeButton}
            // Focus lands here when the panel opens, so the next Tab reaches the first menu link.
            // biome-ignore lint/a11y/noAutofocus: a popover focuses its autofocus element on opening, not the page on load.
            autoFocus
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{ui.menuClose}</span>
          </button>
        </div>
        <NavMenu {...nav} idPrefix="mnav" orientation="vertical" />
        <div data-panel-languages="">
          <LanguageMenu locale={ctx.locale} alternates={alternates} />
        </div>
      </div>
      <Burger
        label={ui.menuOpen}
        className={styles.floatingMenuIcon}
        data={{ 'data-floating-menu-icon-button': '' }}
      />
      <HeaderBehaviour />
    </>
  )
}
