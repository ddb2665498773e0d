import { Pause, Play } from 'lucide-react'
import { Fragment, useId } from 'react'
import { t } from '@/i18n/strings'
import { colourVars, cx } from '@/lib/css-vars'
import type { ContainerProps } from '../types'
import { TabsBehaviour } from './Tabs.client'
import { rotationMs, startIndex } from './tabs'
import styles from './tabs.module.css'

/**
 * The APG tabs pattern: a tablist of buttons (roving tabindex) and one tab panel per tab holding
 * the editor's widgets. Each panel is preceded by an accordion header that shows instead of the
 * tablist between 300 and 660 px and without JavaScript (then every panel shows). No tabs: nothing.
 */
export function TabsWidget({ block, ctx, Widgets }: ContainerProps<'tabs'>) {
  const reactId = useId()
  const tabs = (block.tabs ?? []).filter((tab) => tab.label?.trim())
  if (tabs.length === 0) return null
  const ui = t(ctx.locale)
  const base = `tabs-${block.id ?? reactId.replace(/[^\w-]/g, '')}`
  const current = startIndex(block.activeIndex, tabs.length)
  const rotation = rotationMs(block.rotateTabs)
  const style = block.tabsStyle ?? 'underline'
  const vertical = style === 'vertical'
  return (
    <div
      className={cx(styles.root, styles[style], rotation !== null && styles.rotating)}
      style={colourVars({ 'tabs-accent': block.accentColour })}
      data-tabs=""
      data-layout="tabs"
    >
      <div className={styles.bar}>
        <div
          role="tablist"
          aria-label={block.label || undefined}
          aria-orientation={vertical ? 'vertical' : undefined}
          className={styles.tablist}
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.id ?? i}
              type="button"
              role="tab"
              id={`${base}-t${i}`}
              aria-selected={i === current}
              aria-controls={tab.anchorId || `${base}-p${i}`}
              tabIndex={i === current ? 0 : -1}
              className={styles.tab}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {rotation !== null ? (
          <button
            type="button"
            className={styles.rotation}
            data-tabs-rotation=""
            data-pause={ui.pause}
            data-play={ui.play}
          >
            <Pause className={styles.pauseIcon} size={14} aria-hidden="true" />
            <Play className={styles.playIcon} size={14} aria-hidden="true" />
            <span data-label="">{ui.pause}</span>
          </button>
        ) : null}
      </div>
      {tabs.map((tab, i) => {
        const panelId = tab.anchorId || `${base}-p${i}`
        return (
          <Fragment key={tab.id ?? i}>
            <h3 className={styles.header}>
              <button
                type="button"
                id={`${base}-h${i}`}
                aria-expanded={i === current}
                aria-controls={panelId}
                className={styles.headerButton}
                data-tab-header=""
              >
                <span>{tab.label}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              role="tabpanel"
              id={panelId}
              aria-labelledby={`${base}-t${i}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tab panel is in the Tab sequence (vector tabpanel-tabindex).
              tabIndex={0}
              hidden={i !== current}
              className={styles.panel}
            >
              <div className={styles.inner}>
                <Widgets widgets={tab.content} ctx={ctx} />
              </div>
            </div>
          </Fragment>
        )
      })}
      <TabsBehaviour
        activation={block.activation ?? 'automatic'}
        orientation={vertical ? 'vertical' : 'horizontal'}
        animation={block.animation ?? 'fade'}
        rotation={rotation}
      />
    </div>
  )
}
