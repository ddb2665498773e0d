import type { CSSProperties } from 'react'
import { t } from '@/i18n/strings'
import { colourVars, cx } from '@/lib/css-vars'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import { anchorProps, resolveLink } from '@/lib/links'
import type { WidgetProps } from '../types'
import { ICON_LIST_SIZES, type IconListSize } from './config'
import { Sheet, styles } from './icon-list.sheet'

function iconSize(value: string | null | undefined): number {
  return value && Object.hasOwn(ICON_LIST_SIZES, value)
    ? ICON_LIST_SIZES[value as IconListSize]
    : ICON_LIST_SIZES.m
}

/**
 * A list whose items each have a decorative icon, a text and optionally a link (the text is the
 * link's name). An item whose icon is no longer in the set keeps its text with a plain bullet.
 */
export function IconListWidget({ block, ctx }: WidgetProps<'iconList'>) {
  const items = (block.items ?? []).filter((item) => item.text?.trim())
  if (items.length === 0) return null
  const size = iconSize(block.iconSize)
  const style: CSSProperties = {
    ...colourVars({
      'icon-list-icon': block.iconColour,
      'icon-list-icon-bg': block.iconBackground,
      'icon-list-text': block.textColour,
    }),
    ['--icon-list-size' as string]: `${size}px`,
  }
  const shape = block.iconShape ?? 'none'
  return (
    <>
      <Sheet />
      <ul
        className={cx(
          styles.root,
          block.layout === 'inline' && styles.inline,
          shape !== 'none' && styles[shape],
        )}
        style={style}
      >
        {items.map((item, i) => {
          const link = item.hasLink ? resolveLink(item.link, ctx) : null
          return (
            <li key={item.id ?? i} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                {isIconName(item.icon) ? (
                  <IconGlyph name={item.icon} size={size} />
                ) : (
                  <span className={styles.dot} />
                )}
              </span>
              {link ? (
                <a {...anchorProps(link)} className={styles.link}>
                  {item.text}
                  {link.newTab ? (
                    <span className="visually-hidden"> {t(ctx.locale).opensInNewTab}</span>
                  ) : null}
                </a>
              ) : (
                <span className={styles.text}>{item.text}</span>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
