import type { RenderContext } from '@/lib/render-context'
import type { SectionBlock } from '@/payload-types'

/** Any widget a column can hold, exactly as the generated Payload types describe it. */
export type Widget = NonNullable<NonNullable<SectionBlock['columns']>[number]['widgets']>[number]
export type WidgetType = Widget['blockType']
/** Each widget's data, keyed by its block type. */
export type WidgetMap = { [W in Widget as W['blockType']]: W }

export type WidgetProps<K extends WidgetType> = { block: WidgetMap[K]; ctx: RenderContext }
