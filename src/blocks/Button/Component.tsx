import { t } from '@/i18n/strings'
import { colourVars, cx } from '@/lib/css-vars'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import { anchorProps, resolveLink } from '@/lib/links'
import { textMark } from '../edit-marks'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './button.sheet'

export function ButtonWidget({ block, ctx }: WidgetProps<'button'>) {
  const link = resolveLink(block.link, ctx)
  if (!link) return null
  const icon = isIconName(block.icon) ? (
    <IconGlyph name={block.icon} size={18} className={styles.icon} />
  ) : null
  const style = colourVars({
    'button-bg': block.background,
    'button-fg': block.textColour,
    'button-bg-hover': block.hoverBackground,
    'button-fg-hover': block.hoverTextColour,
  })
  return (
    <>
      <Sheet />
      <p className={cx(styles.wrap, styles[`align-${block.align ?? 'start'}`])}>
        <a
          {...anchorProps(link)}
          className={cx(styles.button, styles[block.style], styles[`size-${block.size ?? 'm'}`])}
          style={style}
        >
          {block.iconPosition === 'before' ? icon : null}
          <span {...textMark(ctx, 'label')}>{block.label}</span>
          {block.iconPosition !== 'before' ? icon : null}
          {link.newTab ? <span className="visually-hidden"> {t(ctx.locale).opensInNewTab}</span> : null}
        </a>
      </p>
    </>
  )
}
