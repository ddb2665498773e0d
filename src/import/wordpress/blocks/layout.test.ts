import { describe, expect, it } from 'vitest'
import type { Widget } from '../convert/context'
import {
  FORMAT,
  headingNode,
  lineBreak,
  linkNode,
  paragraphNode,
  quoteNode,
  textNode,
  uploadNode,
} from '../html/nodes'
import { testContext } from '../html/test-context'
import { blockLayout, columnWidths, isBlockContent } from './layout'

function layout(content: string, media: Record<string, number> = {}) {
  const { ctx, unknown, notes } = testContext(media)
  const sections = blockLayout(content, ctx)
  const widgets = sections.flatMap((s) => (s.columns ?? []).flatMap((c) => c.widgets ?? []))
  return { sections, widgets, unknown, notes }
}

/** The nodes of a layout that is one rich text. */
function nodesOf(content: string, media: Record<string, number> = {}) {
  const { widgets, unknown, notes } = layout(content, media)
  expect(widgets).toHaveLength(1)
  const [widget] = widgets
  if (widget?.blockType !== 'richText') throw new Error(`expected rich text, got ${widget?.blockType}`)
  return { nodes: widget.content.root.children, unknown, notes }
}

const block = (name: string, inner: string, attrs?: object) =>
  `<!-- wp:${name}${attrs ? ` ${JSON.stringify(attrs)}` : ''} -->\n${inner}\n<!-- /wp:${name} -->\n\n`
const p = (text: string) => paragraphNode([textNode(text)])

describe('blockLayout', () => {
  it('re-exports the block-content test', () => {
    expect(isBlockContent('<!-- wp:paragraph -->')).toBe(true)
  })

  it('puts consecutive text blocks into one rich text in one boxed full-width section', () => {
    const { sections } = layout(
      block('paragraph', '<p>One <strong>bold</strong></p>') +
        block('heading', '<h2 class="wp-block-heading">Head</h2>') +
        block('paragraph', '<p class="has-text-align-center">Two</p>'),
    )
    expect(sections).toEqual([
      {
        blockType: 'section',
        width: 'boxed',
        columns: [
          {
            widths: { phone: '1/1', tablet: '1/1', desktop: '1/1' },
            widgets: [
              {
                blockType: 'richText',
                content: {
                  root: expect.objectContaining({
                    type: 'root',
                    children: [
                      paragraphNode([textNode('One '), textNode('bold', FORMAT.bold)]),
                      headingNode('h2', [textNode('Head')]),
                      paragraphNode([textNode('Two')], 'center'),
                    ],
                  }),
                },
              },
            ],
          },
        ],
      },
    ])
  })

  it('takes a heading’s level from its attributes, h2 by default, never h1', () => {
    const { nodes } = nodesOf(
      block('heading', '<h4>Four</h4>', { level: 4 }) +
        block('heading', '<h2>Two</h2>') +
        block('heading', '<h1>One</h1>', { level: 1 }),
    )
    expect(nodes).toEqual([
      headingNode('h4', [textNode('Four')]),
      headingNode('h2', [textNode('Two')]),
      headingNode('h2', [textNode('One')]),
    ])
  })

  it('makes a list of its list-item blocks', () => {
    // From WordPress/theme-test-data (GPLv2+).
    const { nodes } = nodesOf(
      '<!-- wp:list {"ordered":true} -->\n<ol><!-- wp:list-item -->\n<li>List</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>List</li>\n<!-- /wp:list-item --></ol>\n<!-- /wp:list -->',
    )
    expect(nodes).toMatchObject([{ type: 'list', tag: 'ol', children: [{ value: 1 }, { value: 2 }] }])
  })

  it('makes a quote with its citation', () => {
    // From WordPress/theme-test-data (GPLv2+).
    const { nodes } = nodesOf(
      '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Quote block</p>\n<!-- /wp:paragraph --><cite>citation</cite></blockquote>\n<!-- /wp:quote -->',
    )
    expect(nodes).toEqual([quoteNode([textNode('Quote block'), lineBreak(), textNode('citation')])])
  })

  it('makes an image an upload with its caption and keeps its link to a page', () => {
    const { nodes } = nodesOf(
      block(
        'image',
        '<figure class="wp-block-image size-full"><a href="/about"><img src="https://old.example/a.jpg" alt="Alt" class="wp-image-616"/></a><figcaption class="wp-element-caption">Caption</figcaption></figure>',
        { id: 616, linkDestination: 'custom' },
      ),
      { '#616': 16 },
    )
    expect(nodes).toEqual([
      uploadNode(16),
      paragraphNode([linkNode({ linkType: 'custom', url: '/about', newTab: false }, [textNode('Alt')])]),
      p('Caption'),
    ])
  })

  it('makes a gallery its pictures with captions, in both the nested and the old markup', () => {
    // Shapes from WordPress/theme-test-data (GPLv2+).
    const nested = nodesOf(
      block(
        'gallery',
        `<figure class="wp-block-gallery has-nested-images">${block('image', '<figure class="wp-block-image"><img src="/a.jpg" alt="" class="wp-image-1"/><figcaption class="wp-element-caption">First</figcaption></figure>', { id: 1 })}${block('image', '<figure class="wp-block-image"><img src="/b.jpg" alt="" class="wp-image-2"/></figure>', { id: 2 })}</figure>`,
      ),
      { '#1': 11, '#2': 12 },
    )
    expect(nested.nodes).toEqual([uploadNode(11), p('First'), uploadNode(12)])
    const old = nodesOf(
      block(
        'gallery',
        '<figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="/a.jpg" alt="Beach" data-id="1" class="wp-image-1"/><figcaption class="blocks-gallery-item__caption">Sand</figcaption></figure></li><li class="blocks-gallery-item"><figure><img src="/b.jpg" alt="Gone" data-id="3" class="wp-image-3"/></figure></li></ul><figcaption class="blocks-gallery-caption">All</figcaption></figure>',
        { ids: ['1', '3'], columns: 2 },
      ),
      { '#1': 11 },
    )
    expect(old.nodes).toEqual([uploadNode(11), p('Sand'), p('Gone'), p('All')])
    expect(old.notes).toEqual(['Kuvaa /b.jpg ei tuotu: se puuttuu.'])
  })

  it('makes a section of columns, widths to the nearest of ours, else equal shares', () => {
    const columns = (...widths: Array<string | undefined>) =>
      block(
        'columns',
        `<div class="wp-block-columns">${widths.map((width, i) => block('column', `<div class="wp-block-column">${block('paragraph', `<p>C${i}</p>`)}</div>`, width ? { width } : undefined)).join('')}</div>`,
      )
    const { sections } = layout(
      `${block('paragraph', '<p>Before</p>')}${columns('66.66%', '33.33%')}${columns(undefined, undefined, undefined)}${block('paragraph', '<p>After</p>')}`,
    )
    expect(sections).toHaveLength(4)
    expect(sections[1]?.columns?.map((c) => c.widths)).toEqual([
      { phone: '1/1', tablet: '2/3', desktop: '2/3' },
      { phone: '1/1', tablet: '1/3', desktop: '1/3' },
    ])
    expect(sections[2]?.columns?.map((c) => c.widths?.desktop)).toEqual(['1/3', '1/3', '1/3'])
    expect(sections[2]?.columns?.[2]?.widgets).toEqual([
      { blockType: 'richText', content: expect.objectContaining({}) },
    ])
    expect(columnWidths([0.25, null])).toEqual(['1/4', '3/4'])
    expect(columnWidths([null, null, null, null, null])).toEqual(['1/6', '1/6', '1/6', '1/6', '1/6'])
  })

  it('makes buttons of the buttons block: filled or outline, text when they lead nowhere', () => {
    // Shapes from WordPress/theme-test-data (GPLv2+), with addresses added.
    const { widgets, notes } = layout(
      block(
        'buttons',
        `<div class="wp-block-buttons">${block('button', '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://example.com/" target="_blank" rel="noreferrer noopener">Button</a></div>')}${block('button', '<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/contact">Outline button</a></div>', { className: 'is-style-outline' })}${block('button', '<div class="wp-block-button"><a class="wp-block-button__link">No link</a></div>')}</div>`,
        { layout: { type: 'flex', justifyContent: 'center' } },
      ),
    )
    expect(widgets).toEqual([
      {
        blockType: 'button',
        label: 'Button',
        link: { type: 'custom', url: 'https://example.com/', newTab: true },
        style: 'filled',
        align: 'center',
      },
      {
        blockType: 'button',
        label: 'Outline button',
        link: { type: 'custom', url: '/contact', newTab: false },
        style: 'outline',
        align: 'center',
      },
      { blockType: 'richText', content: expect.objectContaining({}) },
    ])
    expect(notes).toHaveLength(1)
  })

  it('makes a separator widget, dotted for the dots style', () => {
    const { widgets } = layout(
      block('separator', '<hr class="wp-block-separator"/>') +
        block('separator', '<hr class="wp-block-separator is-style-dots"/>', { className: 'is-style-dots' }),
    )
    expect(widgets).toEqual([
      { blockType: 'separator', separatorType: 'line' },
      { blockType: 'separator', separatorType: 'dotted' },
    ])
  })

  it('drops spacers and the more and next-page markers without a report', () => {
    const { widgets, unknown } = layout(
      `${block('spacer', '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>', { height: '40px' })}${block('more', '<!--more-->')}<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->`,
    )
    expect(widgets).toEqual([])
    expect(unknown).toEqual([])
  })

  it('makes YouTube and Vimeo embeds video widgets, in the new and the old block names', () => {
    const { widgets } = layout(
      block(
        'embed',
        '<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div><figcaption>Our film</figcaption></figure>',
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', type: 'video', providerNameSlug: 'youtube' },
      ) +
        // From WordPress/theme-test-data (GPLv2+).
        '<!-- wp:core-embed/youtube {"url":"https://youtu.be/ex8fMxXJDJw","type":"video","providerNameSlug":"youtube","className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed-youtube wp-block-embed is-type-video is-provider-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/ex8fMxXJDJw\n</div><figcaption>YouTube<br></figcaption></figure>\n<!-- /wp:core-embed/youtube -->' +
        block(
          'embed',
          '<figure><div class="wp-block-embed__wrapper">https://vimeo.com/22439234</div></figure>',
          { url: 'https://vimeo.com/22439234', providerNameSlug: 'vimeo' },
        ),
    )
    expect(widgets).toEqual([
      {
        blockType: 'video',
        source: 'youtube',
        title: 'Our film',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        caption: 'Our film',
      },
      {
        blockType: 'video',
        source: 'youtube',
        title: 'YouTube',
        url: 'https://youtu.be/ex8fMxXJDJw',
        caption: 'YouTube',
      },
      { blockType: 'video', source: 'vimeo', title: 'Vimeo-video', url: 'https://vimeo.com/22439234' },
    ])
  })

  it('makes other embeds a link and reports them', () => {
    const { nodes, unknown } = nodesOf(
      block(
        'embed',
        '<figure><div class="wp-block-embed__wrapper">\nhttps://twitter.com/x/status/1\n</div></figure>',
        {
          url: 'https://twitter.com/x/status/1',
          providerNameSlug: 'twitter',
        },
      ),
    )
    expect(nodes).toEqual([
      paragraphNode([
        linkNode({ linkType: 'custom', url: 'https://twitter.com/x/status/1', newTab: false }, [
          textNode('https://twitter.com/x/status/1'),
        ]),
      ]),
    ])
    expect(unknown).toEqual(['core/embed (twitter)'])
  })

  it('makes a table rows of text and reports it', () => {
    // From WordPress/theme-test-data (GPLv2+).
    const { nodes, unknown } = nodesOf(
      '<!-- wp:table {"className":"is-style-regular"} -->\n<figure class="wp-block-table is-style-regular"><table><tbody><tr><td>table cell</td><td>table cell two</td></tr><tr><td>table cell three</td><td>table cell four</td></tr></tbody></table><figcaption class="wp-element-caption">Table caption</figcaption></figure>\n<!-- /wp:table -->',
    )
    expect(nodes).toEqual([
      p('table cell · table cell two'),
      p('table cell three · table cell four'),
      p('Table caption'),
    ])
    expect(unknown).toEqual(['<table>'])
  })

  it('makes a cover a section with its picture as background, its overlay and its content', () => {
    // From WordPress/theme-test-data (GPLv2+).
    const { sections } = layout(
      '<!-- wp:cover {"url":"https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg","id":761,"dimRatio":50} -->\n<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-761" alt="Wind Farm" src="https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","placeholder":"Write title…","fontSize":"large"} -->\n<p class="has-text-align-center has-large-font-size">Write title...</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:cover -->',
      { '#761': 61 },
    )
    expect(sections).toEqual([
      {
        blockType: 'section',
        width: 'boxed',
        background: { type: 'image', image: 61, parallax: false },
        overlay: { colour: '#000000', opacity: 50 },
        textColour: '#ffffff',
        columns: [
          {
            widths: { phone: '1/1', tablet: '1/1', desktop: '1/1' },
            widgets: [{ blockType: 'richText', content: expect.objectContaining({}) }],
          },
        ],
      },
    ])
    const colour = layout(
      block('cover', '<div class="wp-block-cover is-light"></div>', {
        customOverlayColor: '#aabbcc',
        isDark: false,
      }),
    )
    expect(colour.sections[0]).toMatchObject({ background: { type: 'colour', colour: '#aabbcc' } })
    expect(colour.sections[0]?.textColour).toBeUndefined()
  })

  it('takes a group’s inner blocks into the flow', () => {
    const { nodes } = nodesOf(
      block('paragraph', '<p>a</p>') +
        block('group', `<div class="wp-block-group">${block('paragraph', '<p>b</p>')}</div>`, {
          layout: { type: 'constrained' },
        }),
    )
    expect(nodes).toEqual([p('a'), p('b')])
  })

  it('makes custom HTML sanitised rich text', () => {
    const { nodes } = nodesOf(
      block(
        'html',
        '<div onclick="x()"><script>alert(1)</script><b>Safe</b><a href="javascript:alert(1)">no</a></div>',
      ),
    )
    expect(nodes).toEqual([paragraphNode([textNode('Safe', FORMAT.bold), textNode('no')])])
  })

  it('makes classic chunks and freeform blocks rich text, paragraphed as WordPress shows them', () => {
    const { nodes } = nodesOf(`Classic text\n\nsecond paragraph\n\n${block('freeform', 'Freeform')}`)
    expect(nodes).toEqual([p('Classic text'), p('second paragraph'), p('Freeform')])
  })

  it('keeps an unknown block’s text visible and reports it', () => {
    const { nodes, unknown } = nodesOf(
      `${block(
        'acme/testimonial',
        `<div class="t"><p>Great service</p>${block('paragraph', '<p>Inner</p>')}</div>`,
        { stars: 5 },
      )}<!-- wp:latest-posts /-->`,
    )
    expect(nodes).toEqual([p('Great service'), p('Inner')])
    expect(unknown).toEqual(['acme/testimonial', 'core/latest-posts'])
  })

  it('makes media & text a section of picture and content', () => {
    const { sections } = layout(
      block(
        'media-text',
        `<div class="wp-block-media-text"><figure class="wp-block-media-text__media"><img src="/m.jpg" class="wp-image-5"/></figure><div class="wp-block-media-text__content">${block('paragraph', '<p>Side</p>')}</div></div>`,
        {
          mediaId: 5,
          mediaType: 'image',
          mediaPosition: 'right',
          mediaWidth: 33,
        },
      ),
      { '#5': 50 },
    )
    const columns = sections[0]?.columns ?? []
    expect(
      columns.map((c) => [c.widths?.desktop, (c.widgets ?? []).map((w: Widget) => w.blockType)]),
    ).toEqual([
      ['2/3', ['richText']],
      ['1/3', ['richText']],
    ])
    expect(columns[1]?.widgets?.[0]).toMatchObject({ content: { root: { children: [uploadNode(50)] } } })
  })

  it('makes an uploaded video a hosted video widget', () => {
    const { widgets } = layout(
      block(
        'video',
        '<figure class="wp-block-video"><video controls src="https://old.example/clip.mp4"></video><figcaption>Clip</figcaption></figure>',
        { id: 7 },
      ),
      { '#7': 70 },
    )
    expect(widgets).toEqual([
      { blockType: 'video', source: 'hosted', title: 'Clip', file: 70, caption: 'Clip' },
    ])
  })

  it('flows a cover inside a column as its picture and content', () => {
    const { sections } = layout(
      block(
        'columns',
        `<div class="wp-block-columns">${block('column', `<div class="wp-block-column">${block('cover', `<div class="wp-block-cover">${block('paragraph', '<p>In</p>')}</div>`, { id: 3, url: '/c.jpg' })}</div>`)}</div>`,
      ),
      { '#3': 30 },
    )
    expect(sections).toHaveLength(1)
    expect(sections[0]?.columns?.[0]?.widgets).toMatchObject([
      { content: { root: { children: [uploadNode(30)] } } },
      { blockType: 'richText' },
    ])
  })
})
