import { type ChildNode, type Element, isTag, isText } from 'domhandler'
import { parseDocument } from 'htmlparser2'

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title'])

/** The visible text of some HTML on one line, decoded and with its whitespace collapsed. */
export function plainText(html: string): string {
  return textOf(parseDocument(html).children)
}

/** The first element of a tag and its visible text, e.g. a button's `<a>`. */
export function findElement(html: string, tag: string): { attribs: Element['attribs']; text: string } | null {
  const stack: ChildNode[] = [...parseDocument(html).children].reverse()
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue
    if (node.name === tag) return { attribs: node.attribs, text: textOf(node.children) }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as ChildNode)
  }
  return null
}

/** The text of some nodes in document order, without recursion (nesting can be arbitrarily deep). */
function textOf(nodes: ChildNode[]): string {
  let text = ''
  const stack: ChildNode[] = [...nodes].reverse()
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isText(node)) text += node.data
    else if (isTag(node) && !HIDDEN.has(node.name)) {
      // A line break or a block between words still separates them.
      if (node.name === 'br' || node.name === 'p' || node.name === 'div' || node.name === 'li') text += ' '
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as ChildNode)
    }
  }
  return text.replace(/\s+/g, ' ').trim()
}
