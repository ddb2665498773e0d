import { describe, expect, it } from 'vitest'
import { FREEFORM, fullHtml, isBlockContent, ownHtml, parseBlocks } from './parse'

describe('parseBlocks', () => {
  it('tells block content from classic content', () => {
    expect(isBlockContent('<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->')).toBe(true)
    expect(isBlockContent('<p>x</p><!-- more -->')).toBe(false)
  })

  it('parses names, attributes, self-closing blocks and namespaces', () => {
    const blocks = parseBlocks(
      '<!-- wp:heading {"level":3} --><h3>T</h3><!-- /wp:heading --><!-- wp:spacer /--><!-- wp:core/separator --><hr/><!-- /wp:core/separator --><!-- wp:acme/box {"a":[1]} /-->',
    )
    expect(blocks.map((b) => [b.name, b.attrs])).toEqual([
      ['core/heading', { level: 3 }],
      ['core/spacer', {}],
      ['core/separator', {}],
      ['acme/box', { a: [1] }],
    ])
    expect(blocks[0] && ownHtml(blocks[0])).toBe('<h3>T</h3>')
  })

  it('nests inner blocks and keeps the markup around them', () => {
    const [list] = parseBlocks(
      '<!-- wp:list --><ul><!-- wp:list-item --><li>A</li><!-- /wp:list-item --><!-- wp:list-item --><li>B</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    )
    expect(list?.innerBlocks.map((b) => b.name)).toEqual(['core/list-item', 'core/list-item'])
    expect(list && ownHtml(list)).toBe('<ul></ul>')
    expect(list && fullHtml(list)).toBe('<ul><li>A</li><li>B</li></ul>')
  })

  it('makes classic chunks of HTML between blocks, and ignores whitespace between them', () => {
    const blocks = parseBlocks(
      '<p>classic</p>\n\n<!-- wp:more --><!--more--><!-- /wp:more -->\n\n<p>after</p>',
    )
    expect(blocks.map((b) => b.name)).toEqual([FREEFORM, 'core/more', FREEFORM])
    expect(blocks[2] && fullHtml(blocks[2])).toBe('\n\n<p>after</p>')
  })

  it('survives broken input: bad JSON, stray closers, unclosed blocks, deep nesting', () => {
    expect(parseBlocks('<!-- wp:image {"id":} --><p>x</p><!-- /wp:image -->')[0]?.attrs).toEqual({})
    expect(parseBlocks('<!-- /wp:group --><p>x</p>').map((b) => b.name)).toEqual([FREEFORM])
    const unclosed = parseBlocks('<!-- wp:group --><!-- wp:paragraph --><p>x</p>')
    expect(unclosed[0]?.innerBlocks[0]?.name).toBe('core/paragraph')
    const deep = `${'<!-- wp:group -->'.repeat(10_000)}<p>x</p>${'<!-- /wp:group -->'.repeat(10_000)}<!-- wp:separator /-->`
    const parsed = parseBlocks(deep)
    expect(parsed.map((b) => b.name)).toEqual(['core/group', 'core/separator'])
    expect(parsed[0] && fullHtml(parsed[0])).toBe('<p>x</p>')
  })
})
