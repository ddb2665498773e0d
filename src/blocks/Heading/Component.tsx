import { colourVars, cx } from '@/lib/css-vars'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './heading.sheet'

export function HeadingWidget({ block }: WidgetProps<'heading'>) {
  const Tag = block.level
  const size = block.size && block.size !== 'auto' ? block.size : block.level
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.root, styles[`align-${block.align ?? 'start'}`])}
        style={colourVars({ 'heading-colour': block.colour })}
      >
        <Tag className={cx(styles.heading, styles[`size-${size}`])}>{block.text}</Tag>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      </div>
    </>
  )
}
