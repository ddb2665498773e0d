import { describe, expect, it } from 'vitest'
import { statefulListId } from './stateful'

describe('statefulListId', () => {
  it('finds the first list in document order, inside containers too', () => {
    const layout = [
      { blockType: 'section', columns: [{ widgets: [{ blockType: 'heading', id: 'h' }] }] },
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'tabs', id: 't', tabs: [{ widgets: [{ blockType: 'list', id: 'inner' }] }] },
            ],
          },
          { widgets: [{ blockType: 'list', id: 'second' }] },
        ],
      },
    ]
    expect(statefulListId(layout)).toBe('inner')
  })

  it('is null without a list', () => {
    expect(statefulListId([{ blockType: 'section', columns: [] }])).toBeNull()
    expect(statefulListId(null)).toBeNull()
  })
})
