import type { ChildNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'

/** Elements whose text is not content. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript'])
/** Elements that end a paragraph of text. */
const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'li',
  'ul',
  'ol',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
])

/** Text of HTML in paragraphs (blank-line separated), with line breaks kept: for comments. */
export function contentFromHtml(html: string): string {
  const out: string[] = []
  // Iterative, so no nesting depth overflows the stack; a string is text to write as it is.
  const stack: (ChildNode | string)[] = [...parseDocument(html.replace(/\r\n?/g, '\n')).children].reverse()
  const pushChildren = (children: ChildNode[]) => {
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as ChildNode)
  }
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode | string
    if (typeof node === 'string') out.push(node)
    else if (node.type === 'text') out.push(node.data)
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      if (SKIPPED.has(node.name)) continue
      if (node.name === 'br') out.push('\n')
      else if (BLOCKS.has(node.name)) {
        out.push('\n\n')
        stack.push('\n\n')
        pushChildren(node.children)
      } else pushChildren(node.children)
    }
  }
  return out
    .join('')
    .split(/\n{2,}/)
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
}

/** Text of HTML on one line: for excerpts and titles. */
export function plainText(html: string): string {
  return contentFromHtml(html).replace(/\s+/g, ' ').trim()
}
