import type { ListBlock } from '@/payload-types'

type Node = { blockType?: unknown; id?: unknown; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null
}

/** A stored layout's blocks are what Payload validated: a `list` block with an id is a ListBlock. */
function isListBlock(value: Node): value is Node & ListBlock {
  return value.blockType === 'list' && typeof value.id === 'string'
}

/**
 * The list that follows the page's address: the first list block in the layout, containers
 * included. A page has one address, so one list owns it; any other list shows its first page.
 */
export function statefulList(layout: unknown): ListBlock | null {
  const stack: unknown[] = [layout]
  while (stack.length) {
    const value = stack.shift()
    if (Array.isArray(value)) stack.unshift(...value)
    else if (isNode(value)) {
      if (isListBlock(value)) return value
      stack.unshift(...Object.values(value).filter((v) => typeof v === 'object' && v !== null))
    }
  }
  return null
}

export function statefulListId(layout: unknown): string | null {
  const list = statefulList(layout)
  return typeof list?.id === 'string' ? list.id : null
}
