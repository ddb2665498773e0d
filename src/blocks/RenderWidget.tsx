import type { RenderContext } from '@/lib/render-context'
import { isKnownWidget, widgetComponent } from './registry'
import type { Widget, WidgetMap, WidgetType } from './types'

function renderTyped<K extends WidgetType>(type: K, block: WidgetMap[K], ctx: RenderContext) {
  const Component = widgetComponent(type)
  return <Component block={block} ctx={ctx} Widgets={RenderWidgets} />
}

const reported = new Set<string>()

/**
 * One stored widget. A block whose type the code no longer knows (a widget removed while pages
 * still hold it) renders nothing and is logged once per type, so the page still works.
 */
export function RenderWidget({ block, ctx }: { block: Widget; ctx: RenderContext }) {
  if (!isKnownWidget(block)) {
    const type = String(block.blockType)
    if (!reported.has(type)) {
      reported.add(type)
      console.warn(`Unknown widget type "${type}" in stored content: not rendered.`)
    }
    return null
  }
  return renderTyped(block.blockType, block, ctx)
}

/** A column's or a container's widgets, in order. */
export function RenderWidgets({
  widgets,
  ctx,
}: {
  widgets: readonly Widget[] | null | undefined
  ctx: RenderContext
}) {
  return (widgets ?? []).map((widget, i) => <RenderWidget key={widget.id ?? i} block={widget} ctx={ctx} />)
}
