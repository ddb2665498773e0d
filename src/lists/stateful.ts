type Node = { blockType?: unknown; id?: unknown; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null
}

/**
 * The list that follows the page's address: the first list block in the layout, containers
 * included. A page has one address, so one list owns it; any other list shows its first page.
 */
export function statefulList(layout: unknown): Node | null {
  const stack: unknown[] = [layout]
  while (stack.length) {
    const value = stack.shift()
    if (Array.isArray(value)) stack.unshift(...value)
    else if (isNode(value)) {
      if (value.blockType === 'list' && typeof value.id === 'string') return value
      stack.unshift(...Object.values(value).filter((v) => typeof v === 'object' && v !== null))
    }
  }
  return null
}

export function statefulListId(layout: unknown): string | null {
  const list = statefulList(layout)
  return typeof list?.id === 'string' ? list.id : null
}
