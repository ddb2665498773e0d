import { Pause, Play } from 'lucide'
import { Fragment, type ReactNode, useId } from 'react'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { colourVars, cx } from '@/lib/css-vars'
import { LineIcon } from '@/lib/icons'
import type { ContainerProps, WidgetMap } from '../types'
import { TabsBehaviour } from './Tabs.client'
import { rotationMs, startIndex } from './tabs'
import { Sheet, styles } from './tabs.sheet'

/** One tab: its label, the id of its panel (an editor's anchor, else generated) and what the panel holds. */
export type TabPanel = { key: string | number; label: string; anchorId?: string | null; body: ReactNode }

type TabsViewProps = {
  /** Unique on the page: the tab, header and panel ids derive from it. */
  base: string
  panels: TabPanel[]
  label?: string | null
  locale: Locale
  current?: number
  rotation?: number | null
  tabsStyle?: NonNullable<WidgetMap['tabs']['tabsStyle']>
  accentColour?: string | null
  activation?: NonNullable<WidgetMap['tabs']['activation']>
  animation?: NonNullable<WidgetMap['tabs']['animation']>
}

/**
 * The APG tabs pattern: a tablist of buttons (roving tabindex) and one tab panel per tab. Each
 * panel is preceded by an accordion header that shows instead of the tablist between 300 and
 * 660 px and without JavaScript (then every panel shows). The tabs widget and the product page use it.
 */
export function TabsView({
  base,
  panels,
  label,
  locale,
  current = 0,
  rotation = null,
  tabsStyle = 'underline',
  accentColour,
  activation = 'automatic',
  animation = 'fade',
}: TabsViewProps) {
  const ui = t(locale)
  const vertical = tabsStyle === 'vertical'
  return (
    <>
      <Sheet />
      <div
        className={cx(styles.root, styles[tabsStyle], rotation !== null && styles.rotating)}
        style={colourVars({ 'tabs-accent': accentColour })}
        data-tabs=""
        data-layout="tabs"
      >
        <div className={styles.bar}>
          <div
            role="tablist"
            aria-label={label || undefined}
            aria-orientation={vertical ? 'vertical' : undefined}
            className={styles.tablist}
          >
            {panels.map((panel, i) => (
              <button
                key={panel.key}
                type="button"
                role="tab"
                id={`${base}-t${i}`}
                aria-selected={i === current}
                aria-controls={panel.anchorId || `${base}-p${i}`}
                tabIndex={i === current ? 0 : -1}
                className={styles.tab}
              >
                {panel.label}
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
              <LineIcon node={Pause} className={styles.pauseIcon} size={14} />
              <LineIcon node={Play} className={styles.playIcon} size={14} />
              <span data-label="">{ui.pause}</span>
            </button>
          ) : null}
        </div>
        {panels.map((panel, i) => {
          const panelId = panel.anchorId || `${base}-p${i}`
          return (
            <Fragment key={panel.key}>
              <h3 className={styles.header}>
                <button
                  type="button"
                  id={`${base}-h${i}`}
                  aria-expanded={i === current}
                  aria-controls={panelId}
                  className={styles.headerButton}
                  data-tab-header=""
                >
                  <span>{panel.label}</span>
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
                <div className={styles.inner}>{panel.body}</div>
              </div>
            </Fragment>
          )
        })}
        <TabsBehaviour
          activation={activation}
          orientation={vertical ? 'vertical' : 'horizontal'}
          animation={animation}
          rotation={rotation}
        />
      </div>
    </>
  )
}

/** The tabs widget: one panel per labelled tab, holding the editor's widgets. No tabs: nothing. */
export function TabsWidget({ block, ctx, Widgets }: ContainerProps<'tabs'>) {
  const reactId = useId()
  const tabs = (block.tabs ?? []).filter((tab) => tab.label?.trim())
  if (tabs.length === 0) return null
  return (
    <TabsView
      base={`tabs-${block.id ?? reactId.replace(/[^\w-]/g, '')}`}
      panels={tabs.map((tab, i) => ({
        key: tab.id ?? i,
        label: tab.label,
        anchorId: tab.anchorId,
        body: <Widgets widgets={tab.content} ctx={ctx} />,
      }))}
      label={block.label}
      locale={ctx.locale}
      current={startIndex(block.activeIndex, tabs.length)}
      rotation={rotationMs(block.rotateTabs)}
      tabsStyle={block.tabsStyle ?? 'underline'}
      accentColour={block.accentColour}
      activation={block.activation ?? 'automatic'}
      animation={block.animation ?? 'fade'}
    />
  )
}
