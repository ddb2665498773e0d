/** A list's items: the children of its `[data-list-items]` that carry a post id (src/lists/ListView.tsx). */
export function listItems(items: HTMLElement): NodeListOf<HTMLElement> {
  return items.querySelectorAll<HTMLElement>(':scope > [data-post-id]')
}
