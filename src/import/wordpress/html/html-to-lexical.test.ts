import { describe, expect, it } from 'vitest'
import { htmlToRichText } from './html-to-lexical'
import {
  FORMAT,
  headingNode,
  type InlineNode,
  lineBreak,
  linkNode,
  paragraphNode,
  quoteNode,
  textNode,
  uploadNode,
} from './nodes'
import { testContext } from './test-context'

function convert(html: string, media: Record<string, number> = {}) {
  const { ctx, unknown, notes } = testContext(media)
  const nodes = htmlToRichText(html, ctx).root.children
  return { nodes, unknown, notes, json: JSON.stringify(nodes) }
}

const p = (...children: InlineNode[]) => paragraphNode(children)
const t = (text: string, format = 0) => textNode(text, format)
const link = (url: string, children: Parameters<typeof linkNode>[1], newTab = false) =>
  linkNode({ linkType: 'custom', url, newTab }, children)

describe('htmlToRichText: elements', () => {
  it('makes paragraphs and headings, with the page title keeping the only h1', () => {
    expect(convert('<h1>Big</h1><p>Text</p><h3>Small</h3>').nodes).toEqual([
      headingNode('h2', [t('Big')]),
      p(t('Text')),
      headingNode('h3', [t('Small')]),
    ])
  })

  it('keeps text formats, nested in each other and in links', () => {
    const { nodes } = convert(
      '<p>a <strong>b <em>c</em></strong> <u>u</u><s>s</s><del>d</del><code>x</code>H<sub>2</sub>O e<sup>2</sup> <a href="/x" target="_blank">l <b>m</b></a></p>',
    )
    expect(nodes).toEqual([
      p(
        t('a '),
        t('b ', FORMAT.bold),
        t('c', FORMAT.bold | FORMAT.italic),
        t(' '),
        t('u', FORMAT.underline),
        t('sd', FORMAT.strikethrough),
        t('x', FORMAT.code),
        t('H'),
        t('2', FORMAT.subscript),
        t('O e'),
        t('2', FORMAT.superscript),
        t(' '),
        link('/x', [t('l '), t('m', FORMAT.bold)], true),
      ),
    ])
  })

  it('puts formatting around a link into the link', () => {
    expect(convert('<p><em><a href="https://example.com/">x</a></em></p>').nodes).toEqual([
      p(link('https://example.com/', [t('x', FORMAT.italic)])),
    ])
  })

  it('keeps the text of a link the site does not take, without the link', () => {
    expect(convert('<p><a href="ftp://x/">files</a></p>').nodes).toEqual([p(t('files'))])
  })

  it('makes nested lists as Lexical nests them', () => {
    const [list] = convert('<ol start="3"><li>a<ul><li>b</li></ul></li><li>c</li></ol>').nodes
    expect(list).toMatchObject({
      type: 'list',
      listType: 'number',
      tag: 'ol',
      start: 3,
      children: [
        { type: 'listitem', value: 3, children: [t('a')] },
        {
          type: 'listitem',
          children: [
            { type: 'list', tag: 'ul', children: [{ type: 'listitem', indent: 1, children: [t('b')] }] },
          ],
        },
        { type: 'listitem', value: 4, children: [t('c')] },
      ],
    })
  })

  it('makes a quote with its paragraphs and citation on lines of their own', () => {
    expect(convert('<blockquote><p>One</p><p>Two</p><cite>Me</cite></blockquote>').nodes).toEqual([
      quoteNode([t('One'), lineBreak(), t('Two'), lineBreak(), t('Me')]),
    ])
  })

  it('makes horizontal rules and line breaks', () => {
    expect(convert('<p>a<br>b<br></p><hr><p>c</p>').nodes).toEqual([
      p(t('a'), lineBreak(), t('b')),
      { type: 'horizontalrule', version: 1 },
      p(t('c')),
    ])
  })

  it('makes a picture an upload node, by its wp-image class or its address', () => {
    const { nodes } = convert(
      '<p><img class="alignnone wp-image-12" src="/a.jpg" alt="A"></p><img src="https://old.example/b-300x200.jpg" alt="">',
      { '#12': 5, 'https://old.example/b-300x200.jpg': 6 },
    )
    expect(nodes).toEqual([uploadNode(5), uploadNode(6)])
  })

  it('puts a figure caption after its picture', () => {
    const { nodes } = convert(
      '<figure><img class="wp-image-1" src="/x.jpg"><figcaption>Cap <em>tion</em></figcaption></figure>',
      {
        '#1': 9,
      },
    )
    expect(nodes).toEqual([uploadNode(9), p(t('Cap '), t('tion', FORMAT.italic))])
  })

  it('keeps the alt text of a missing picture and notes it', () => {
    const { nodes, notes } = convert(
      '<p>See <img src="https://old.example/gone.jpg" alt="a map"> here</p><img src="/x.png">',
    )
    expect(nodes).toEqual([p(t('See a map here'))])
    expect(notes).toEqual([
      'Kuvaa https://old.example/gone.jpg ei tuotu: se puuttuu.',
      'Kuvaa /x.png ei tuotu: se puuttuu.',
    ])
  })

  it('keeps a picture’s link to a page after the picture, not a link to its own file', () => {
    const media = { '#1': 1 }
    expect(
      convert('<a href="/about"><img class="wp-image-1" src="/x.jpg" alt="About us"></a>', media).nodes,
    ).toEqual([uploadNode(1), p(link('/about', [t('About us')]))])
    expect(convert('<a href="/x-1024.jpg"><img class="wp-image-1" src="/x.jpg"></a>', media).nodes).toEqual([
      uploadNode(1),
    ])
  })

  it('places a picture met inside a list after the list', () => {
    const { nodes } = convert('<ul><li>a <img class="wp-image-1" src="/x.jpg"></li></ul><p>b</p>', {
      '#1': 1,
    })
    expect(nodes.map((n) => n.type)).toEqual(['list', 'upload', 'paragraph'])
  })

  it('keeps <pre> text with its line breaks and spaces', () => {
    expect(convert('<pre>a  b\n  c</pre>').nodes).toEqual([p(t('a  b'), lineBreak(), t('  c'))])
  })

  it('takes the content of div, span and section', () => {
    expect(convert('<section><div><span>a</span> <span>b</span></div><div>c</div></section>').nodes).toEqual([
      p(t('a b')),
      p(t('c')),
    ])
  })

  it('makes each table row a paragraph of its cells and reports the table', () => {
    const { nodes, unknown } = convert(
      '<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td><p>Ann</p></td><td>30</td></tr></tbody></table>',
    )
    expect(nodes).toEqual([p(t('Name · Age')), p(t('Ann · 30'))])
    expect(unknown).toEqual(['<table>'])
  })

  it('makes an iframe a link to its address and reports it', () => {
    const { nodes, unknown } = convert(
      '<p>Watch:</p><iframe src="https://www.youtube.com/embed/x" title="Film">fallback</iframe>',
    )
    expect(nodes).toEqual([p(t('Watch:')), p(link('https://www.youtube.com/embed/x', [t('Film')]))])
    expect(unknown).toEqual(['<iframe>'])
  })

  it('reports a form and drops its fields', () => {
    const { nodes, unknown, notes } = convert(
      '<form action="/x"><label>Name <input name="n"></label><button>Send</button></form><p>after</p>',
    )
    expect(nodes).toEqual([p(t('after'))])
    expect(unknown).toEqual(['<form>'])
    expect(notes).toHaveLength(1)
  })

  it('maps text alignment to the element format', () => {
    expect(
      convert('<p style="text-align: center;">a</p><h2 class="has-text-align-right">b</h2>').nodes,
    ).toEqual([paragraphNode([t('a')], 'center'), headingNode('h2', [t('b')], 'right')])
  })
})

describe('htmlToRichText: text', () => {
  it('collapses whitespace as a browser does', () => {
    expect(convert('<p>\n  a   b\t\n c  <b> d </b> e </p>').nodes).toEqual([
      p(t('a b c '), t('d ', FORMAT.bold), t('e')),
    ])
  })

  it('decodes entities once', () => {
    expect(convert('<p>&amp;lt;b&amp;gt; &lt;i&gt; &quot;x&quot; &#228; &euro;</p>').nodes).toEqual([
      p(t('&lt;b&gt; <i> "x" ä €')),
    ])
  })

  it('drops empty paragraphs, also those of only &nbsp; or breaks', () => {
    expect(convert('<p></p><p>&nbsp;</p><p> <br> </p><p>a</p>').nodes).toEqual([p(t('a'))])
  })

  it('paragraphs classic text by wpautop', () => {
    expect(convert('First line\nsecond line\n\nNext <b>para</b>').nodes).toEqual([
      p(t('First line'), lineBreak(), t('second line')),
      p(t('Next '), t('para', FORMAT.bold)),
    ])
  })

  it('does not paragraph block HTML whose newlines are only layout', () => {
    expect(convert('<p>one\ntwo</p>').nodes).toEqual([p(t('one two'))])
  })

  it('converts an empty or text-only input', () => {
    expect(convert('').nodes).toEqual([])
    expect(convert('just text').nodes).toEqual([p(t('just text'))])
  })
})

describe('htmlToRichText: hostile input', () => {
  it('drops scripts and styles with their text', () => {
    const { json } = convert(
      '<p>a<script>alert(1)</script><style>p{color:red}</style>b</p><script>x()</script>',
    )
    expect(json).not.toMatch(/alert|color|x\(\)/)
    expect(convert('<p>a<script>alert(1)</script>b</p>').nodes).toEqual([p(t('ab'))])
  })

  it('carries no event handlers, styles or classes', () => {
    const { json } = convert(
      '<p style="color:red" class="evil" onclick="alert(1)">a<img src=x onerror=alert(1)><svg onload=alert(2)><text>svg</text></svg></p>',
    )
    expect(json).not.toMatch(/onerror|onclick|onload|alert|color|evil|svg/)
  })

  it('leaves out javascript: links however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      '  JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,x',
    ]) {
      const { nodes, json } = convert(`<p><a href="${href}">click</a></p>`)
      expect(nodes).toEqual([p(t('click'))])
      expect(json).not.toMatch(/javascript|data:/i)
    }
  })

  it('does not nest links', () => {
    // htmlparser2 keeps the inner link inside the outer one: its text stays in the outer link.
    expect(convert('<a href="/a">x<a href="/b">y</a></a>').nodes).toEqual([p(link('/a', [t('xy')]))])
  })

  it('survives 10 000 nested tags', () => {
    const depth = 10_000
    const html = `${'<div><span><b>'.repeat(depth)}deep${'</b></span></div>'.repeat(depth)}`
    expect(convert(html).nodes).toEqual([p(t('deep', FORMAT.bold))])
    const lists = `${'<ul><li>x'.repeat(depth)}${'</li></ul>'.repeat(depth)}`
    expect(convert(lists).nodes).toHaveLength(1)
    const quotes = `${'<blockquote>'.repeat(depth)}q${'</blockquote>'.repeat(depth)}`
    expect(convert(quotes).nodes).toEqual([quoteNode([t('q')])])
  })

  it('closes unclosed tags', () => {
    expect(convert('<p>a <b>bold <i>both<p>next').nodes).toEqual([
      p(t('a '), t('bold ', FORMAT.bold), t('both', FORMAT.bold | FORMAT.italic)),
      p(t('next', FORMAT.bold | FORMAT.italic)),
    ])
  })

  it('converts 5 MB in reasonable time', () => {
    const chunk = '<p>Some <b>bold</b> and <a href="/x">a link</a>.</p>\n<ul><li>item</li></ul>\n'
    const html = chunk.repeat(Math.ceil(5_000_000 / chunk.length))
    const started = performance.now()
    const { nodes } = convert(html)
    expect(nodes.length).toBeGreaterThan(100_000)
    expect(performance.now() - started).toBeLessThan(15_000)
  })
})
