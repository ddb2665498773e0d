import { useId } from 'react'
import { colourVars } from '@/lib/css-vars'
import type { ContainerProps } from '../types'
import { AccordionBehaviour } from './Accordion.client'
import { initialIndex } from './accordion'
import { Sheet, styles } from './accordion.sheet'

/**
 * The APG accordion: each item is a heading holding a button (aria-expanded, aria-controls) and a
 * region labelled by it, whose widgets the editor chose. Without JavaScript every panel shows.
 * No items: nothing at all.
 */
export function AccordionWidget({ block, ctx, Widgets }: ContainerProps<'accordion'>) {
  const reactId = useId()
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (items.length === 0) return null
  const base = `acc-${block.id ?? reactId.replace(/[^\w-]/g, '')}`
  const open = initialIndex(block.activeIndex, items.length)
  const Heading = block.headingLevel ?? 'h3'
  return (
    <>
      <Sheet />
      <div
        className={styles.root}
        data-accordion=""
        style={colourVars({
          'acc-title-bg': block.titleBackground,
          'acc-title-colour': block.titleColour,
          'acc-hover-bg': block.titleHoverBackground,
          'acc-hover-colour': block.titleHoverColour,
          'acc-active-bg': block.activeBackground,
          'acc-active-colour': block.activeTitleColour,
          'acc-active-icon': block.activeIconColour,
        })}
      >
        {items.map((item, i) => {
          const headerId = `${base}-h${i}`
          const panelId = `${base}-p${i}`
          return (
            <div key={item.id ?? i} className={styles.item} id={item.anchorId || undefined} data-acc-item="">
              <Heading className={styles.heading}>
                <button
                  type="button"
                  id={headerId}
                  className={styles.trigger}
                  aria-expanded={i === open}
                  aria-controls={panelId}
                  data-acc-trigger=""
                >
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.icon} aria-hidden="true" />
                </button>
              </Heading>
              {/* A section named by its header is the APG's region. */}
              <section
                id={panelId}
                aria-labelledby={headerId}
                className={styles.panel}
                hidden={i !== open}
                data-acc-panel=""
              >
                <div className={styles.inner}>
                  <Widgets widgets={item.content} ctx={ctx} />
                </div>
              </section>
            </div>
          )
        })}
        <AccordionBehaviour
          closeOthers={block.closeOthers ?? true}
          scroll={block.scroll ?? false}
          animation={block.animation ?? 'slide'}
        />
      </div>
    </>
  )
}
