import { describe, expect, it } from 'vitest'
import type { SectionBlock } from '@/payload-types'
import { blockLayout } from '../blocks/layout'
import {
  FORMAT,
  headingNode,
  horizontalRule,
  linkNode,
  listItemNode,
  listNode,
  paragraphNode,
  richTextDoc,
  textNode,
  uploadNode,
} from '../html/nodes'
import { testContext } from '../html/test-context'
import type { Widget } from './context'
import { layoutToRichText } from './flatten'

const p = (text: string, format = 0) => paragraphNode([textNode(text, format)])
const section = (...columns: Widget[][]): SectionBlock => ({
  blockType: 'section',
  columns: columns.map((widgets) => ({ widgets })),
})

describe('layoutToRichText', () => {
  it('keeps rich text nodes and makes headings, buttons, separators and videos of their widgets', () => {
    const doc = layoutToRichText([
      section(
        [
          { blockType: 'heading', text: 'Title', level: 'h1', subtitle: 'Lead' },
          { blockType: 'richText', content: richTextDoc([p('Body')]) },
        ],
        [
          {
            blockType: 'button',
            label: 'Go',
            style: 'filled',
            link: { type: 'custom', url: '/go', newTab: true },
          },
          { blockType: 'button', label: 'Page', style: 'outline', link: { type: 'internal', page: 4 } },
          { blockType: 'separator', separatorType: 'line' },
          {
            blockType: 'video',
            source: 'youtube',
            title: 'Film',
            url: 'https://youtu.be/ex8fMxXJDJw',
            caption: 'Watch',
          },
          { blockType: 'video', source: 'hosted', title: 'Clip', file: 8 },
        ],
      ),
    ])
    expect(doc.root.children).toEqual([
      headingNode('h2', [textNode('Title')]),
      p('Lead'),
      p('Body'),
      paragraphNode([linkNode({ linkType: 'custom', url: '/go', newTab: true }, [textNode('Go')])]),
      paragraphNode([
        linkNode({ linkType: 'internal', doc: { relationTo: 'pages', value: 4 }, newTab: false }, [
          textNode('Page'),
        ]),
      ]),
      horizontalRule(),
      paragraphNode([
        linkNode({ linkType: 'custom', url: 'https://youtu.be/ex8fMxXJDJw', newTab: false }, [
          textNode('Film'),
        ]),
      ]),
      p('Watch'),
      uploadNode(8),
    ])
  })

  it('gives each accordion item and tab a heading before its widgets', () => {
    const inner: Widget = { blockType: 'richText', content: richTextDoc([p('Answer')]) }
    const doc = layoutToRichText([
      section([
        { blockType: 'accordion', items: [{ title: 'Question', content: [inner] }] },
        {
          blockType: 'tabs',
          tabs: [{ label: 'Tab', content: [{ blockType: 'separator', separatorType: 'line' }] }],
        },
      ]),
    ])
    expect(doc.root.children).toEqual([
      headingNode('h3', [textNode('Question')]),
      p('Answer'),
      headingNode('h3', [textNode('Tab')]),
      horizontalRule(),
    ])
  })

  it('keeps the visible texts and pictures of other widgets', () => {
    const list = listNode(false)
    for (const [i, text] of ['One', 'Two'].entries()) {
      const item = listItemNode(i + 1, 0)
      item.children.push(textNode(text))
      list.children.push(item)
    }
    const doc = layoutToRichText([
      section([
        { blockType: 'imageBanner', image: 3, title: 'Banner', text: 'Words', hasLink: false },
        {
          blockType: 'iconList',
          items: [
            { icon: 'check', text: 'One' },
            { icon: 'check', text: 'Two' },
          ],
        },
        { blockType: 'countUp', end: '120', suffix: ' %', label: 'Happy' },
        { blockType: 'contactForm', form: 1 },
      ]),
    ])
    expect(doc.root.children).toEqual([
      uploadNode(3),
      p('Banner', FORMAT.bold),
      p('Words'),
      list,
      p('120 %', FORMAT.bold),
      p('Happy'),
    ])
  })

  it('flattens a converted block layout in reading order', () => {
    const { ctx } = testContext()
    const layout = blockLayout(
      '<!-- wp:paragraph --><p>A</p><!-- /wp:paragraph --><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>B</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:separator --><hr/><!-- /wp:separator --></div><!-- /wp:column --></div><!-- /wp:columns -->',
      ctx,
    )
    expect(layoutToRichText(layout).root.children).toEqual([p('A'), p('B'), horizontalRule()])
  })
})
