import { describe, expect, it } from 'vitest'
import {
  attachmentRef,
  boundedNumber,
  decodeEntities,
  hexColour,
  innerText,
  parseAttributes,
  parseShortcodes,
  plainText,
  type ShortcodeNode,
  type ShortcodeTree,
  vcLink,
} from './parse'

const shortcode = (tree: ShortcodeTree, index = 0): ShortcodeNode => {
  const node = tree.filter((n) => n.type === 'shortcode')[index]
  if (node?.type !== 'shortcode') throw new Error('no shortcode')
  return node
}

/** The tree as a compact string: names, enclosing marks and text. */
function outline(tree: ShortcodeTree): string {
  return tree
    .map((node) =>
      node.type === 'text'
        ? JSON.stringify(node.text)
        : `${node.name}${node.enclosing ? `(${outline(node.children)})` : ''}`,
    )
    .join(' ')
}

describe('parseShortcodes', () => {
  it('reads enclosing, self-closing and unclosed tags and keeps the HTML between them', () => {
    const tree = parseShortcodes(
      '<p>a</p>[vc_row][vc_column width="1/2"][vc_single_image image="5"][vc_column_text]<p>x</p>[/vc_column_text][/vc_column][/vc_row][br /]',
    )
    expect(outline(tree)).toBe('"<p>a</p>" vc_row(vc_column(vc_single_image vc_column_text("<p>x</p>"))) br')
    expect(shortcode(tree).children).toHaveLength(1)
  })

  it('pairs a name nested in itself with its own closing tag', () => {
    const tree = parseShortcodes(
      '[vc_row][vc_column][vc_row][vc_column]in[/vc_column][/vc_row]after[/vc_column][/vc_row]',
    )
    expect(outline(tree)).toBe('vc_row(vc_column(vc_row(vc_column("in")) "after"))')
  })

  it('treats a tag never closed as self-closing, what follows belonging to its parent', () => {
    const tree = parseShortcodes(
      '[vc_column][vc_icon icon_fontawesome="fa fa-star"]text[vc_btn title="x"][/vc_column]',
    )
    expect(outline(tree)).toBe('vc_column(vc_icon "text" vc_btn)')
  })

  it('drops a closing tag without an opening one and keeps the text', () => {
    expect(outline(parseShortcodes('a[/vc_column]b'))).toBe('"ab"')
  })

  it('reads escaped tags as literal text', () => {
    expect(parseShortcodes('[[vc_row]] and [[b]x[/b]]')).toEqual([
      { type: 'text', text: '[vc_row] and [b]x[/b]' },
    ])
  })

  it('leaves brackets that open no tag as text', () => {
    expect(parseShortcodes('[1] [foo=bar] [ x ] [a [b]')).toEqual([
      { type: 'text', text: '[1] [foo=bar] [ x ] [a ' },
      expect.objectContaining({ name: 'b' }),
    ])
    expect(parseShortcodes('open [ never closed')).toEqual([{ type: 'text', text: 'open [ never closed' }])
  })

  it('never throws, whatever the input', () => {
    const inputs = [
      '',
      '[',
      ']',
      '[[',
      ']]',
      '[/]',
      '[/x',
      '[x',
      '[x y="',
      "[x y='a]",
      '[x/][/x][/x]',
      '\u0000[a\u0000]',
    ]
    for (const input of inputs) expect(() => parseShortcodes(input)).not.toThrow()
    expect(parseShortcodes(undefined as unknown as string)).toEqual([])
  })

  it('parses 5 MB of content quickly', () => {
    const row =
      '[vc_row css=".vc_custom_1{padding-top: 10px}"][vc_column width="1/3"][vc_column_text]<p>Teksti [a]</p>[/vc_column_text][vc_single_image image="12"][/vc_column][/vc_row]'
    const big = row.repeat(Math.ceil(5_000_000 / row.length))
    const start = performance.now()
    const tree = parseShortcodes(big)
    expect(performance.now() - start).toBeLessThan(1500)
    expect(tree.length).toBeGreaterThan(1000)
  })

  it('stays linear on pathological input', () => {
    const inputs = [
      '['.repeat(200_000),
      `${'[a'.repeat(100_000)}]`,
      `${'[x]'.repeat(100_000)}[/x]`,
      '[[a]'.repeat(100_000),
    ]
    for (const input of inputs) {
      const start = performance.now()
      parseShortcodes(input)
      expect(performance.now() - start).toBeLessThan(1500)
    }
  })

  it('bounds the nesting depth', () => {
    const deep = `${'[a]'.repeat(1000)}x${'[/a]'.repeat(1000)}`
    let depth = 0
    let nodes = parseShortcodes(deep)
    while (nodes[0]?.type === 'shortcode') {
      nodes = nodes[0].children
      depth++
    }
    expect(depth).toBeLessThanOrEqual(65)
    expect(innerText(parseShortcodes(deep))).toBe('x')
  })
})

describe('parseAttributes', () => {
  it('reads double, single and unquoted values, flags and positional values', () => {
    expect(parseAttributes(` a="x y" b='z' c=3 flag "pos"`)).toEqual({
      attrs: { a: 'x y', b: 'z', c: '3' },
      positional: ['flag', 'pos'],
    })
  })

  it('reads the quote marks editors and wptexturize leave behind', () => {
    expect(parseAttributes(' title=&#8221;Lue lisää&#8221; width=″1/2″ x=&quot;y&quot;').attrs).toEqual({
      title: 'Lue lisää',
      width: '1/2',
      x: 'y',
    })
  })

  it('keeps apostrophes inside double quotes and decodes entities and WPBakery escapes', () => {
    expect(parseAttributes(' t="Mikko’s &amp; ``Oy`` `{`b`}`"').attrs.t).toBe('Mikko’s & "Oy" [b]')
  })

  it('lower-cases names and reads attributes on the tag', () => {
    const node = shortcode(parseShortcodes('[vc_btn Title="Osta" link="url:%2F|title:x"]'))
    expect(node.attrs).toEqual({ title: 'Osta', link: 'url:%2F|title:x' })
    expect(node.raw).toBe('[vc_btn Title="Osta" link="url:%2F|title:x"]')
  })
})

describe('attribute values', () => {
  it('decodes a WPBakery link', () => {
    expect(
      vcLink(
        'url:https%3A%2F%2Fexample.fi%2Fa%3Fb%3D1|title:Lue%20lis%C3%A4%C3%A4|target:_blank|rel:nofollow',
      ),
    ).toEqual({ url: 'https://example.fi/a?b=1', title: 'Lue lisää', newTab: true })
    expect(vcLink('https://example.fi')).toEqual({ url: 'https://example.fi', title: '', newTab: false })
    expect(vcLink('title:x')).toBeNull()
    expect(vcLink('url:%E0%A4%A|title:x')?.url).toBe('%E0%A4%A')
  })

  it('accepts colours as hex only', () => {
    expect(hexColour('#F5F5F5')).toBe('#f5f5f5')
    expect(hexColour('#abc')).toBe('#aabbcc')
    expect(hexColour('rgba(255, 0, 16, 0.5)')).toBe('#ff0010')
    expect(hexColour('red')).toBeNull()
    expect(hexColour('#12345')).toBeNull()
    expect(hexColour('#fff;background:url(x)')).toBeNull()
  })

  it('bounds numbers', () => {
    expect(boundedNumber('32px', 0, 100)).toBe(32)
    expect(boundedNumber('500', 0, 100)).toBe(100)
    expect(boundedNumber('abc', 0, 100)).toBeNull()
  })

  it('reads attachment references in their forms', () => {
    expect(attachmentRef('55')).toEqual({ id: 55 })
    expect(attachmentRef('id^80|url^https://old.fi/a.jpg|caption^null')).toEqual({
      id: 80,
      url: 'https://old.fi/a.jpg',
    })
    expect(attachmentRef('80|http://old.fi/b.jpg')).toEqual({ id: 80, url: 'http://old.fi/b.jpg' })
    expect(attachmentRef('https://old.fi/c.jpg')).toEqual({ url: 'https://old.fi/c.jpg' })
    expect(attachmentRef('javascript:alert(1)')).toBeNull()
  })

  it('turns HTML into plain text', () => {
    expect(plainText('<p>Hei&nbsp;<b>maailma</b></p><p>&#8211; toinen</p>')).toBe('Hei maailma – toinen')
    expect(decodeEntities('&#x41;&unknown;&#0;')).toBe('A&unknown;&#0;')
  })
})
