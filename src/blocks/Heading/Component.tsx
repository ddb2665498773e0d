import { colourVars, cx } from '@/lib/css-vars'
import { textMark } from '../edit-marks'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './heading.sheet'

export function HeadingWidget({ block, ctx }: WidgetProps<'heading'>) {
  const Tag = block.level
  const size = block.size && block.size !== 'auto' ? block.size : block.level
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.root, styles[`align-${block.align ?? 'start'}`])}
        style={colourVars({ 'heading-colour': block.colour })}
      >
        <Tag className={cx(styles.heading, styles[`size-${size}`])} {...textMark(ctx, 'text')}>
          {block.text}
        </Tag>
        {block.subtitle ? (
          <p className={styles.subtitle} {...textMark(ctx, 'subtitle')}>
            {block.subtitle}
          </p>
        ) : null}
      </div>
    </>
  )
}
