import { t } from '@/i18n/strings'
import type { ContainerProps } from '../types'
import { LongText } from './LongTextBox.lazy'
import styles from './long-text-box.module.css'

/**
 * An introduction with a "Lue lisää" button. The button hides the row's other columns and shows
 * the expanded content (any widgets) in the whole row; "Sulje" restores the row. The client part
 * only holds the state and moves focus; the content itself is rendered here, on the server.
 */
export function LongTextBoxWidget({ block, ctx, Widgets }: ContainerProps<'longTextBox'>) {
  const ui = t(ctx.locale)
  const hasContent = Boolean(block.content?.length)
  if (!block.title && !block.text && !hasContent) return null
  const Heading = block.headingLevel ?? 'h3'
  return (
    <div className={styles.root}>
      {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      {hasContent ? (
        <LongText
          readMore={block.readMoreLabel?.trim() || ui.readMore}
          close={block.closeLabel?.trim() || ui.close}
          label={block.title || undefined}
        >
          <Widgets widgets={block.content} ctx={ctx} />
        </LongText>
      ) : null}
    </div>
  )
}
