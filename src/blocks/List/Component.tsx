import { ListView } from '@/lists/ListView'
import type { WidgetProps } from '../types'
import { ListBehaviour } from './List.client'

/** A filterable, sortable, paginated grid of posts, portfolio items, galleries or products (src/lists). */
export function ListWidget({ block, ctx }: WidgetProps<'list'>) {
  return <ListView block={block} ctx={ctx} behaviour={<ListBehaviour />} />
}
