import { colourVars, cx } from '@/lib/css-vars'
import { IconGlyph } from '@/lib/icons'
import { anchorProps, resolveLink } from '@/lib/links'
import { textMark } from '../edit-marks'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './icon-box.sheet'

export function IconBoxWidget({ block, ctx }: WidgetProps<'iconBox'>) {
  const Heading = block.headingLevel ?? 'h3'
  const link = block.hasLink ? resolveLink(block.link, ctx) : null
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.root, block.layout === 'side' && styles.side)}
        style={colourVars({ 'icon-colour': block.iconColour, 'icon-bg': block.iconBackground })}
      >
        <span className={styles.icon}>
          <IconGlyph name={block.icon} size={28} />
        </span>
        <div className={styles.body}>
          <Heading className={styles.title} {...(link ? {} : textMark(ctx, 'title'))}>
            {link ? (
              <a {...anchorProps(link)} className={styles.link} {...textMark(ctx, 'title')}>
                {block.title}
              </a>
            ) : (
              block.title
            )}
          </Heading>
          {block.text ? (
            <p className={styles.text} {...textMark(ctx, 'text')}>
              {block.text}
            </p>
          ) : null}
          {link && block.link?.label ? (
            <span className={styles.more} aria-hidden="true">
              {block.link.label} →
            </span>
          ) : null}
        </div>
      </div>
    </>
  )
}
