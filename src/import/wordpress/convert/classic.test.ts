import { describe, expect, it } from 'vitest'
import { lineBreak, paragraphNode, textNode } from '../html/nodes'
import { testContext } from '../html/test-context'
import { classicLayout } from './classic'

describe('classicLayout', () => {
  it('makes one boxed section of one full-width column with one rich text, paragraphed by wpautop', () => {
    const { ctx } = testContext()
    const [section, ...rest] = classicLayout('First line\nsecond\n\n<p>Third</p>', ctx)
    expect(rest).toEqual([])
    expect(section).toMatchObject({
      blockType: 'section',
      width: 'boxed',
      columns: [
        { widths: { phone: '1/1', tablet: '1/1', desktop: '1/1' }, widgets: [{ blockType: 'richText' }] },
      ],
    })
    const widget = section?.columns?.[0]?.widgets?.[0]
    expect(widget?.blockType === 'richText' && widget.content.root.children).toEqual([
      paragraphNode([textNode('First line'), lineBreak(), textNode('second')]),
      paragraphNode([textNode('Third')]),
    ])
  })

  it('makes nothing of empty content', () => {
    expect(classicLayout(' <p>&nbsp;</p> ', testContext().ctx)).toEqual([])
  })
})
