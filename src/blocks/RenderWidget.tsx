import type { RenderContext } from '@/lib/render-context'
import { widgetComponent } from './registry'
import type { Widget, WidgetMap, WidgetType } from './types'

function renderTyped<K extends WidgetType>(type: K, block: WidgetMap[K], ctx: RenderContext) {
  const Component = widgetComponent(type)
  return <Component block={block} ctx={ctx} />
}

export function RenderWidget({ block, ctx }: { block: Widget; ctx: RenderContext }) {
  return renderTyped(block.blockType, block, ctx)
}
