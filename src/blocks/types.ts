import type { ComponentType } from 'react'
import type { RenderContext } from '@/lib/render-context'
import type { SectionBlock } from '@/payload-types'

/** Any widget a column can hold, exactly as the generated Payload types describe it. */
export type Widget = NonNullable<NonNullable<SectionBlock['columns']>[number]['widgets']>[number]
export type WidgetType = Widget['blockType']
/** Each widget's data, keyed by its block type. */
export type WidgetMap = { [W in Widget as W['blockType']]: W }

export type WidgetProps<K extends WidgetType> = { block: WidgetMap[K]; ctx: RenderContext }

/**
 * Renders a list of widgets. Every widget receives it, so a container (accordion, tabs, flip box)
 * renders the widgets it holds without importing the registry, which imports the container.
 */
export type WidgetsRenderer = ComponentType<{
  widgets: readonly Widget[] | null | undefined
  ctx: RenderContext
}>

/** A widget that holds widgets. */
export type ContainerProps<K extends WidgetType> = WidgetProps<K> & { Widgets: WidgetsRenderer }
