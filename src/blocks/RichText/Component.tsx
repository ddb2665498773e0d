import { RichText } from '@payloadcms/richtext-lexical/react'
import { cx } from '@/lib/css-vars'
import type { WidgetProps } from '../types'
import styles from './rich-text.module.css'

export function RichTextWidget({ block }: WidgetProps<'richText'>) {
  return (
    <div className={cx(styles.root, 'prose', block.align === 'center' && styles.center)}>
      <RichText data={block.content} disableContainer />
    </div>
  )
}
