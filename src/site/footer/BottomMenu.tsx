import { t } from '@/i18n/strings'
import { anchorProps } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import { type BottomMenuItem, type MenuNode, menuEntries, menuTree, optionLabel } from './bottom-menu'
import styles from './bottom-menu.module.css'
import { SelectNavigateScript } from './SelectNavigateScript'

type ListProps = { nodes: MenuNode[]; newTabHint: string; nested?: boolean }

function MenuList({ nodes, newTabHint, nested = false }: ListProps) {
  return (
    <ul className={nested ? styles.subList : styles.list}>
      {nodes.map((node) => (
        <li key={node.key}>
          <a
            {...anchorProps(node.link)}
            className={styles.link}
            aria-current={node.current ? 'page' : undefined}
          >
            <span lang={node.link.lang}>{node.label}</span>
            {node.link.newTab ? <span className="visually-hidden"> {newTabHint}</span> : null}
          </a>
          {node.children.length ? <MenuList nodes={node.children} newTabHint={newTabHint} nested /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The bottom bar's mini menu: a nested link list on wide screens; on phones (≤ 767 px) a native
 * select whose options carry dash prefixes per level and which navigates when an option is
 * chosen. Without scripting the list stays on phones too, so every link still works.
 */
export function BottomMenu({
  items,
  ctx,
  current,
}: {
  items: readonly BottomMenuItem[]
  ctx: RenderContext
  /** The visited page's address, to mark it in the list and select it in the select. */
  current?: string
}) {
  const entries = menuEntries(items, ctx, current)
  if (entries.length === 0) return null
  const ui = t(ctx.locale)
  const selected = entries.find((entry) => entry.current)
  return (
    <nav aria-label={ui.footerNavigation} className={styles.menu}>
      <MenuList nodes={menuTree(entries)} newTabHint={ui.opensInNewTab} />
      <label className={styles.selectLabel}>
        <span>{ui.bottomMenuSelect}</span>
        <select
          className={styles.select}
          data-navigate=""
          defaultValue={selected?.link.href ?? ''}
          autoComplete="off"
        >
          {selected ? null : <option value="">{ui.bottomMenuSelect}…</option>}
          {entries.map((entry) => (
            <option key={entry.key} value={entry.link.href} lang={entry.link.lang}>
              {optionLabel(entry.label, entry.depth)}
            </option>
          ))}
        </select>
      </label>
      <SelectNavigateScript />
    </nav>
  )
}
