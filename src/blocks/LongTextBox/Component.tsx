import { useId } from 'react'
import { t } from '@/i18n/strings'
import { textMark } from '../edit-marks'
import type { ContainerProps } from '../types'
import { LongTextBehaviour } from './LongTextBox.client'
import { Sheet, styles } from './long-text-box.sheet'

/**
 * An introduction with a "Lue lisää" button. The button hides the row's other columns and shows
 * the expanded content (any widgets) in the whole row; "Sulje" restores the row. Everything is
 * rendered here, on the server; the island only toggles it and moves focus.
 */
export function LongTextBoxWidget({ block, ctx, Widgets }: ContainerProps<'longTextBox'>) {
  const regionId = useId()
  const ui = t(ctx.locale)
  const hasContent = Boolean(block.content?.length)
  if (!block.title && !block.text && !hasContent) return null
  const Heading = block.headingLevel ?? 'h3'
  const readMore = block.readMoreLabel?.trim() || ui.readMore
  return (
    <>
      <Sheet />
      <div className={styles.root}>
        {block.title ? (
          <Heading className={styles.title} {...textMark(ctx, 'title')}>
            {block.title}
          </Heading>
        ) : null}
        {block.text ? (
          <p className={styles.text} {...textMark(ctx, 'text')}>
            {block.text}
          </p>
        ) : null}
        {hasContent ? (
          <>
            <button
              type="button"
              className={styles.more}
              aria-expanded="false"
              aria-controls={regionId}
              data-long-more=""
            >
              {readMore}
            </button>
            <section
              id={regionId}
              className={styles.expanded}
              aria-label={block.title || readMore}
              tabIndex={-1}
              hidden
              data-long-region=""
            >
              <Widgets widgets={block.content} ctx={ctx} />
              <button type="button" className={styles.close} data-long-close="">
                {block.closeLabel?.trim() || ui.close}
              </button>
            </section>
            <LongTextBehaviour />
          </>
        ) : null}
      </div>
    </>
  )
}
