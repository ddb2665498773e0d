import { describe, expect, it } from 'vitest'
import { levelHeadings } from './headings'

const node = (tag: string) => ({ type: 'heading', tag, children: [] })

describe('levelHeadings', () => {
  it('closes gaps in the outline and keeps h1 for the title', () => {
    const doc = { root: { children: [node('h4'), node('h6'), node('h2'), node('h1'), node('h3')] } }
    expect(levelHeadings(doc).root.children.map((n) => n.tag)).toEqual(['h2', 'h3', 'h2', 'h2', 'h3'])
  })

  it('levels heading widgets and the headings inside rich text and containers together, in order', () => {
    const layout = [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'heading', text: 'A', level: 'h3' },
              { blockType: 'richText', content: { root: { children: [node('h5')] } } },
              {
                blockType: 'accordion',
                items: [{ content: [{ blockType: 'heading', text: 'B', level: 'h6' }] }],
              },
            ],
          },
        ],
      },
    ]
    const [section] = levelHeadings(layout)
    const widgets = section?.columns[0]?.widgets as unknown as [
      { level: string },
      { content: { root: { children: { tag: string }[] } } },
      { items: { content: { level: string }[] }[] },
    ]
    expect([
      widgets[0].level,
      widgets[1].content.root.children[0]?.tag,
      widgets[2].items[0]?.content[0]?.level,
    ]).toEqual(['h2', 'h3', 'h4'])
  })
})
