import type { CSSProperties } from 'react'
import { colourVars, cx } from '@/lib/css-vars'
import { isIconName } from '@/lib/icon-names'
import { IconGlyph } from '@/lib/icons'
import { isShape } from '@/lib/shapes'
import { ShapeSvg } from '@/ui/ShapeSvg'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './separator.sheet'

export function SeparatorWidget({ block }: WidgetProps<'separator'>) {
  const style: CSSProperties = {
    ...colourVars({ 'sep-colour': block.colour }),
    ['--sep-border' as string]: `${block.border ?? 1}px`,
    ['--sep-height' as string]: `${block.svgHeight ?? 60}px`,
    ['--sep-width' as string]: `${block.width ?? 100}%`,
    ['--sep-spacing' as string]: `${block.spacing ?? 24}px`,
  }
  const className = cx(
    styles.root,
    styles[`align-${block.align ?? 'center'}`],
    block.fullWidth && styles.full,
  )
  if (block.separatorType === 'shape') {
    return (
      // biome-ignore lint/a11y/useSemanticElements: <hr> cannot hold the shape's SVG.
      <div className={className} style={style} role="separator">
        <Sheet />
        <ShapeSvg shape={isShape(block.shape) ? block.shape : 'wave'} className={styles.shape} />
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot hold the rules and the icon between them.
    <div className={cx(className, styles.line, styles[block.separatorType])} style={style} role="separator">
      <Sheet />
      {isIconName(block.icon) ? (
        <>
          <span className={styles.rule} />
          <IconGlyph name={block.icon} size={22} className={styles.icon} />
          <span className={styles.rule} />
        </>
      ) : (
        <span className={styles.rule} />
      )}
    </div>
  )
}
