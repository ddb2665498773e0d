import type { ComponentType } from 'react'
import type { ContainerProps, Widget, WidgetType } from './types'
import { views } from './views'

export function widgetComponent<K extends WidgetType>(type: K): ComponentType<ContainerProps<K>> {
  return views[type]
}

/** False for stored blocks of a type the code no longer has. */
export function isKnownWidget(block: Widget): boolean {
  return Object.hasOwn(views, block.blockType)
}
