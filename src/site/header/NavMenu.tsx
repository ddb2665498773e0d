import { format, t } from '@/i18n/strings'
import { Img } from '@/lib/Img'
import { anchorProps, type LinkValue, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { Header as HeaderData } from '@/payload-types'
import styles from './header.module.css'

type TopItem = NonNullable<HeaderData['navItems']>[number]
type ChildItem = NonNullable<TopItem['children']>[number]
type LeafItem = NonNullable<ChildItem['links']>[number]

type Props = {
  items: TopItem[]
  ctx: RenderContext
  /** The visited page's address, marked aria-current. */
  current: string | undefined
  label: string
  /** Makes the panels' ids unique when the same menu renders twice (bar and mobile panel). */
  idPrefix: string
  orientation: 'horizontal' | 'vertical'
}

function MenuLink({
  link,
  ctx,
  current,
  className,
  top,
}: {
  link: LinkValue | undefined
  ctx: RenderContext
  current: string | undefined
  className: string | undefined
  top?: boolean
}) {
  const resolved = resolveLink(link, ctx)
  if (!resolved) return null
  return (
    <a
      {...anchorProps(resolved)}
      className={className}
      aria-current={resolved.href === current ? 'page' : undefined}
      data-nav-top={top ? '' : undefined}
      lang={resolved.lang}
    >
      {resolved.label}
    </a>
  )
}

type Branch = { ctx: RenderContext; current: string | undefined }

/** A dropdown's links (second level) or the links under one of them (third level), in one list. */
function LinkList({
  items,
  className,
  ctx,
  current,
}: Branch & { items: (ChildItem | LeafItem)[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={item.id ?? i}>
          <MenuLink link={item.link} ctx={ctx} current={current} className={styles.panelLink} />
          {'links' in item && item.links?.length ? (
            <LinkList items={item.links} className={styles.leafList} ctx={ctx} current={current} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function MegaColumns({
  items,
  ctx,
  current,
}: {
  items: ChildItem[]
  ctx: RenderContext
  current: string | undefined
}) {
  return (
    <ul className={styles.megaColumns}>
      {items.map((column, i) => (
        <li key={column.id ?? i} className={styles.megaColumn}>
          {column.image && typeof column.image === 'object' ? (
            <Img media={column.image} sizes="240px" className={styles.megaImage} decorative />
          ) : null}
          <MenuLink link={column.link} ctx={ctx} current={current} className={styles.megaHeading} />
          {column.links?.length ? (
            <LinkList items={column.links} className={styles.leafList} ctx={ctx} current={current} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Does this branch hold the visited page? Its top item is then marked too. */
function holdsCurrent(item: TopItem, ctx: RenderContext, current: string | undefined): boolean {
  if (!current) return false
  const links = (item.children ?? []).flatMap((child) => [
    child.link,
    ...(child.links ?? []).map((l) => l.link),
  ])
  return links.some((link) => resolveLink(link, ctx)?.href === current)
}

/** Server-rendered disclosure navigation; HeaderBehaviour adds hover, touch and keys. */
export function NavMenu({ items, ctx, current, label, idPrefix, orientation }: Props) {
  const ui = t(ctx.locale)
  return (
    <nav aria-label={label} className={styles.nav} data-orientation={orientation} data-disclosure-nav="">
      <ul className={styles.menu}>
        {items.map((item, i) => {
          const top = resolveLink(item.link, ctx)
          if (!top) return null
          const children = (item.children ?? []).filter((child) => resolveLink(child.link, ctx))
          const panelId = `${idPrefix}-panel-${i}`
          return (
            <li
              key={item.id ?? i}
              className={styles.item}
              data-nav-item=""
              data-mega={item.mega && children.length ? '' : undefined}
              data-current-branch={holdsCurrent(item, ctx, current) ? '' : undefined}
            >
              <MenuLink link={item.link} ctx={ctx} current={current} className={styles.topLink} top />
              {children.length ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded="false"
                    aria-controls={panelId}
                    data-nav-toggle=""
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                    <span className="visually-hidden">
                      {format(ui.submenuToggle, { label: top.label ?? '' })}
                    </span>
                  </button>
                  <div
                    id={panelId}
                    className={item.mega ? styles.megaPanel : styles.dropdown}
                    data-nav-panel=""
                  >
                    {item.mega ? (
                      <MegaColumns items={children} ctx={ctx} current={current} />
                    ) : (
                      <LinkList
                        items={children}
                        className={styles.dropdownList}
                        ctx={ctx}
                        current={current}
                      />
                    )}
                  </div>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
