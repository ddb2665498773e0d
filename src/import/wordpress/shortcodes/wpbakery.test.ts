import { describe, expect, it } from 'vitest'
import type { Widget } from '../convert/context'
import { richTextOf, testContext } from '../html/test-context'
import { isShortcodeLayout, shortcodeLayout } from './layout'
import { designCss, iconFor, nearestWidth } from './wpbakery'

/** The widgets of a layout's first section's first column. */
function widgets(content: string, media: Record<string, number> = {}) {
  const t = testContext(media)
  const sections = shortcodeLayout(content, t.ctx)
  return { ...t, sections, widgets: sections[0]?.columns?.[0]?.widgets ?? [] }
}

const inColumn = (inner: string) => `[vc_row][vc_column]${inner}[/vc_column][/vc_row]`

const only = (list: Widget[]): Widget => {
  expect(list).toHaveLength(1)
  return list[0] as Widget
}

describe('isShortcodeLayout', () => {
  it('is true for content with a WPBakery row', () => {
    expect(isShortcodeLayout('<p>x</p>[vc_row][vc_column][/vc_column][/vc_row]')).toBe(true)
    expect(isShortcodeLayout('<p>[gallery ids="1"]</p>')).toBe(false)
  })
})

describe('rows and columns', () => {
  it('makes a section per row and a column per column, phones one column wide', () => {
    const { sections } = widgets(
      '[vc_row][vc_column width="1/2"][vc_column_text]<p>A</p>[/vc_column_text][/vc_column][vc_column width="1/2"][vc_column_text]<p>B</p>[/vc_column_text][/vc_column][/vc_row][vc_row][vc_column][vc_column_text]C[/vc_column_text][/vc_column][/vc_row]',
    )
    expect(sections).toHaveLength(2)
    expect(sections[0]?.columns?.map((c) => c.widths)).toEqual([
      { phone: '1/1', tablet: '1/2', desktop: '1/2' },
      { phone: '1/1', tablet: '1/2', desktop: '1/2' },
    ])
    expect(richTextOf(sections[0]?.columns?.[1]?.widgets?.[0])).toBe('B')
    expect(richTextOf(sections[1]?.columns?.[0]?.widgets?.[0])).toBe('C')
  })

  it('maps every width and the responsive offset classes', () => {
    for (const w of ['1/1', '5/6', '3/4', '2/3', '1/2', '1/3', '1/4', '1/6']) expect(nearestWidth(w)).toBe(w)
    expect(nearestWidth('1/5')).toBe('1/6')
    expect(nearestWidth('3/5')).toBe('2/3')
    expect(nearestWidth('0/4')).toBeNull()
    const { sections } = widgets(
      '[vc_row][vc_column width="1/3" offset="vc_col-lg-3 vc_col-md-4 vc_col-xs-6"]x[/vc_column][/vc_row]',
    )
    expect(sections[0]?.columns?.[0]?.widths).toEqual({ phone: '1/2', tablet: '1/3', desktop: '1/3' })
  })

  it('carries the row background, width, padding, anchor, text colour and animation', () => {
    const { sections, notes } = widgets(
      '[vc_row full_width="stretch_row" el_id="palvelut" font_color="#FFFFFF" css_animation="fadeInUp" content_placement="middle" css=".vc_custom_1{padding-top: 100px !important;padding-bottom: 0px !important;background-image: url(https://old.fi/wp-content/uploads/x.jpg?id=55) !important;background-color: #f5f5f5 !important;}"][vc_column]x[/vc_column][/vc_row]',
      { '#55': 9 },
    )
    expect(notes).toEqual([])
    expect(sections[0]).toMatchObject({
      width: 'full',
      anchorId: 'palvelut',
      paddingTop: 'l',
      paddingBottom: 'none',
      textColour: '#ffffff',
      animation: 'slide-up',
      background: { type: 'image', image: 9, colour: '#f5f5f5' },
    })
    expect(sections[0]?.columns?.[0]?.verticalAlign).toBe('center')
    for (const [value, width] of [
      ['stretch_row_content', 'ex-full'],
      ['stretch_row_content_no_spaces', 'ex-full'],
      ['', 'boxed'],
    ]) {
      expect(
        widgets(`[vc_row full_width="${value}"][vc_column]x[/vc_column][/vc_row]`).sections[0]?.width,
      ).toBe(width)
    }
  })

  it('keeps the colour and notes a missing background picture; refuses colours that are not hex', () => {
    const { sections, notes } = widgets(
      '[vc_row css=".vc_custom_1{background: #eeeeee url(https://old.fi/y.jpg?id=56) !important;}"][vc_column]x[/vc_column][/vc_row]',
    )
    expect(sections[0]?.background).toEqual({ type: 'colour', colour: '#eeeeee' })
    expect(notes[0]).toContain('https://old.fi/y.jpg')
    const bad = widgets(
      '[vc_row font_color="red;x" css=".a{background-color: expression(1)}"][vc_column]x[/vc_column][/vc_row]',
    )
    expect(bad.sections[0]?.background).toBeUndefined()
    expect(bad.sections[0]?.textColour).toBeUndefined()
    expect(designCss('.a{color: red !important; x}')).toEqual({ color: 'red' })
  })

  it('takes a parallax picture and a YouTube background video', () => {
    const parallax = widgets(
      '[vc_row parallax="content-moving-fade" parallax_image="7"][vc_column]x[/vc_column][/vc_row]',
      {
        '#7': 70,
      },
    )
    expect(parallax.sections[0]?.background).toEqual({
      type: 'image',
      image: 70,
      parallax: true,
      fadeOut: true,
    })
    const video = widgets(
      '[vc_row video_bg="yes" video_bg_url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"][vc_column]x[/vc_column][/vc_row]',
    )
    expect(video.sections[0]?.background).toEqual({
      type: 'video',
      video: { source: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    })
  })

  it('lifts the inner rows of a full-width column into sections of their own', () => {
    const { sections } = widgets(
      '[vc_row el_id="top" css=".x{background-color:#111111}"][vc_column][vc_custom_heading text="Palvelut"][vc_row_inner][vc_column_inner width="1/3"]A[/vc_column_inner][vc_column_inner width="1/3"]B[/vc_column_inner][vc_column_inner width="1/3"]C[/vc_column_inner][/vc_row_inner][vc_column_text]Loppu[/vc_column_text][/vc_column][/vc_row]',
    )
    expect(sections).toHaveLength(3)
    expect(sections.map((s) => s.columns?.length)).toEqual([1, 3, 1])
    expect(sections.map((s) => [s.paddingTop, s.paddingBottom, s.anchorId])).toEqual([
      [undefined, 'none', 'top'],
      ['none', 'none', undefined],
      ['none', undefined, undefined],
    ])
    expect(sections.every((s) => s.background?.colour === '#111111')).toBe(true)
    expect(sections[1]?.columns?.[2]?.widths?.desktop).toBe('1/3')
  })

  it('stacks an inner row in a narrower column in order', () => {
    const { sections } = widgets(
      '[vc_row][vc_column width="1/2"][vc_row_inner][vc_column_inner width="1/2"]A[/vc_column_inner][vc_column_inner width="1/2"]B[/vc_column_inner][/vc_row_inner][/vc_column][vc_column width="1/2"]C[/vc_column][/vc_row]',
    )
    expect(sections).toHaveLength(1)
    expect(sections[0]?.columns?.[0]?.widgets?.map(richTextOf)).toEqual(['A', 'B'])
  })

  it('continues a row of more than six columns in another section', () => {
    const columns = '[vc_column width="1/12"]x[/vc_column]'.repeat(8)
    expect(widgets(`[vc_row]${columns}[/vc_row]`).sections.map((s) => s.columns?.length)).toEqual([6, 2])
  })

  it('keeps content outside rows, drops empty rows and hidden rows with a note', () => {
    const { sections, notes } = widgets(
      '<p>Johdanto</p>[vc_row][vc_column][/vc_column][/vc_row][vc_row disable_element="yes"][vc_column]piilo[/vc_column][/vc_row]',
    )
    expect(sections).toHaveLength(1)
    expect(richTextOf(sections[0]?.columns?.[0]?.widgets?.[0])).toBe('Johdanto')
    expect(notes).toHaveLength(1)
  })

  it('reads the rows of a WPBakery section with its background', () => {
    const { sections } = widgets(
      '[vc_section css=".s{background-color:#222222}"][vc_row][vc_column]a[/vc_column][/vc_row][/vc_section]',
    )
    expect(sections[0]?.background).toEqual({ type: 'colour', colour: '#222222' })
  })
})

describe('elements', () => {
  it('vc_column_text → rich text, nested shortcodes converted in place', () => {
    const { widgets: list, notes } = widgets(
      inColumn(
        '[vc_column_text]<p>Ennen</p>[contact-form-7 id="5" title="Yhteys"]<p>Jälkeen</p>[/vc_column_text]',
      ),
    )
    expect(list.map(richTextOf)).toEqual(['Ennen', 'Jälkeen'])
    expect(notes).toEqual([
      'Yhteydenottolomake [contact-form-7 id="5" title="Yhteys"] on rakennettava uudelleen ylläpidossa.',
    ])
  })

  it('keeps a captioned picture inside the text', () => {
    const { widgets: list } = widgets(
      inColumn(
        '[vc_column_text][caption id="attachment_3"]<img class="wp-image-3" src="https://old.fi/a.jpg"> Kuvateksti[/caption][/vc_column_text]',
      ),
      { '#3': 30 },
    )
    expect(richTextOf(only(list))).toContain('[upload 30]')
  })

  it('vc_custom_heading → heading with level, alignment and colour; with a link rich text', () => {
    const heading = only(
      widgets(
        inColumn(
          '[vc_custom_heading text="Meistä" font_container="tag:h3|font_size:32|text_align:center|color:%23aa0000"]',
        ),
      ).widgets,
    )
    expect(heading).toEqual({
      blockType: 'heading',
      text: 'Meistä',
      level: 'h3',
      align: 'center',
      colour: '#aa0000',
    })
    const linked = only(
      widgets(inColumn('[vc_custom_heading text="Ota yhteyttä" link="url:%2Fyhteys|title:x"]')).widgets,
    )
    expect(linked.blockType).toBe('richText')
    expect(JSON.stringify(linked)).toContain('"/yhteys"')
    expect(
      only(widgets(inColumn('[vc_custom_heading text="Ingressi" font_container="tag:p"]')).widgets).blockType,
    ).toBe('richText')
  })

  it('vc_single_image → rich text with the picture, its title as a heading; a missing one noted', () => {
    const found = widgets(
      inColumn('[vc_single_image image="55" img_size="large" alignment="center" title="Tiimi"]'),
      {
        '#55': 5,
      },
    )
    expect(found.widgets[0]).toMatchObject({ blockType: 'heading', text: 'Tiimi' })
    expect(found.widgets[1]).toMatchObject({ blockType: 'richText', align: 'center' })
    expect(richTextOf(found.widgets[1])).toBe('[upload 5]')
    const missing = widgets(inColumn('[vc_single_image image="56"]'))
    expect(missing.sections).toHaveLength(0)
    expect(missing.notes[0]).toContain('56')
    const external = widgets(
      inColumn('[vc_single_image source="external_link" custom_src="https://old.fi/b.png"]'),
      {
        'https://old.fi/b.png': 6,
      },
    )
    expect(richTextOf(only(external.widgets))).toBe('[upload 6]')
  })

  it('vc_btn → button with the decoded link, style, size and alignment', () => {
    const button = only(
      widgets(
        inColumn(
          '[vc_btn title="Tilaa" style="outline" size="lg" align="center" link="url:https%3A%2F%2Fexample.fi%2Ftilaa|title:Tilaa|target:_blank|rel:nofollow" add_icon="true" i_icon_fontawesome="fa fa-envelope" i_align="left"]',
        ),
      ).widgets,
    )
    expect(button).toEqual({
      blockType: 'button',
      label: 'Tilaa',
      link: { type: 'custom', url: 'https://example.fi/tilaa', newTab: true },
      style: 'outline',
      size: 'l',
      align: 'center',
      icon: 'mail',
      iconPosition: 'before',
    })
  })

  it('vc_btn with an unsafe address keeps its label as text, with a note', () => {
    const { widgets: list, notes } = widgets(
      inColumn('[vc_btn title="Klikkaa" link="url:javascript%3Aalert(1)"]'),
    )
    expect(richTextOf(only(list))).toBe('Klikkaa')
    expect(notes).toHaveLength(1)
  })

  it('vc_separator → separator; vc_text_separator → heading and separator', () => {
    expect(
      only(
        widgets(
          inColumn(
            '[vc_separator style="dashed" border_width="3" el_width="50" accent_color="#cccccc" align="align_left"]',
          ),
        ).widgets,
      ),
    ).toEqual({
      blockType: 'separator',
      separatorType: 'dashed',
      border: 3,
      width: 50,
      colour: '#cccccc',
      align: 'start',
    })
    expect(widgets(inColumn('[vc_separator border_width="99" el_width="1"]')).widgets[0]).toMatchObject({
      border: 20,
      width: 5,
    })
    const text = widgets(
      inColumn('[vc_text_separator title="Uutiset" title_align="separator_align_center"]'),
    ).widgets
    expect(text.map((w) => w.blockType)).toEqual(['heading', 'separator'])
    expect(text[0]).toMatchObject({ text: 'Uutiset', level: 'h4', align: 'center' })
  })

  it('vc_video → video; another address a link with a note', () => {
    expect(only(widgets(inColumn('[vc_video link="https://vimeo.com/123456"]')).widgets)).toEqual({
      blockType: 'video',
      source: 'vimeo',
      url: 'https://vimeo.com/123456',
      title: 'Video',
    })
    const titled = widgets(
      inColumn('[vc_video link="https://youtu.be/dQw4w9WgXcQ" title="Esittely"]'),
    ).widgets
    expect(titled[1]).toMatchObject({ blockType: 'video', source: 'youtube', title: 'Esittely' })
    const other = widgets(inColumn('[vc_video link="https://example.fi/v.mp4"]'))
    expect(other.widgets[0]?.blockType).toBe('richText')
    expect(other.notes).toHaveLength(1)
  })

  it('vc_tta_accordion → accordion with items, anchors and the open item', () => {
    const accordion = only(
      widgets(
        inColumn(
          '[vc_tta_accordion active_section="2"][vc_tta_section title="Kysymys 1" tab_id="k1"][vc_column_text]Vastaus 1[/vc_column_text][/vc_tta_section][vc_tta_section title="Kysymys 2" tab_id="1512-x.y"][vc_column_text]Vastaus 2[/vc_column_text][/vc_tta_section][/vc_tta_accordion]',
        ),
      ).widgets,
    )
    expect(accordion.blockType).toBe('accordion')
    if (accordion.blockType !== 'accordion') return
    expect(accordion.activeIndex).toBe(1)
    expect(accordion.items?.map((i) => [i.title, i.anchorId])).toEqual([
      ['Kysymys 1', 'k1'],
      ['Kysymys 2', undefined],
    ])
    expect(richTextOf(accordion.items?.[1]?.content?.[0])).toBe('Vastaus 2')
  })

  it('vc_tta_tabs and vc_tta_tour → tabs; a nested container is opened into its content', () => {
    const tabs = only(
      widgets(
        inColumn(
          '[vc_tta_tour][vc_tta_section title="A"][vc_tta_tabs][vc_tta_section title="Sisä"][vc_column_text]x[/vc_column_text][/vc_tta_section][/vc_tta_tabs][/vc_tta_section][/vc_tta_tour]',
        ),
      ).widgets,
    )
    expect(tabs).toMatchObject({ blockType: 'tabs', tabsStyle: 'vertical' })
    if (tabs.blockType !== 'tabs') return
    expect(tabs.tabs?.[0]?.content?.map((w) => w.blockType)).toEqual(['heading', 'richText'])
    const inAccordion = only(
      widgets(
        inColumn(
          '[vc_tta_accordion][vc_tta_section title="A"][vc_tta_tabs][vc_tta_section title="T"]y[/vc_tta_section][/vc_tta_tabs][/vc_tta_section][/vc_tta_accordion]',
        ),
      ).widgets,
    )
    if (inAccordion.blockType !== 'accordion') throw new Error('accordion expected')
    expect(inAccordion.items?.[0]?.content?.map((w) => w.blockType)).toEqual(['heading', 'richText'])
  })

  it('vc_gallery → a slideshow or a carousel of pictures; missing ones noted', () => {
    const slider = widgets(inColumn('[vc_gallery type="flexslider_fade" interval="5" images="1,2,3"]'), {
      '#1': 11,
      '#2': 12,
    })
    expect(only(slider.widgets)).toMatchObject({
      blockType: 'simpleSlider',
      slides: [{ image: 11 }, { image: 12 }],
      transition: 'fade',
      autoslideDelay: 5000,
    })
    expect(slider.notes[0]).toContain('3')
    const grid = only(widgets(inColumn('[vc_media_grid include="1,2"]'), { '#1': 11, '#2': 12 }).widgets)
    expect(grid).toMatchObject({ blockType: 'carousel', source: 'slides', autoplay: false })
    if (grid.blockType !== 'carousel') return
    expect(grid.slides?.map((s) => richTextOf(s.content?.[0]))).toEqual(['[upload 11]', '[upload 12]'])
  })

  it('vc_icon → a separator with the icon, or a linked icon list item', () => {
    expect(
      only(widgets(inColumn('[vc_icon icon_fontawesome="fa fa-phone" align="center"]')).widgets),
    ).toEqual({
      blockType: 'separator',
      separatorType: 'line',
      icon: 'phone',
      align: 'center',
    })
    expect(
      only(
        widgets(
          inColumn(
            '[vc_icon type="entypo" icon_entypo="entypo-icon entypo-icon-mail" link="url:mailto%3Ainfo%40x.fi|title:Sähköposti"]',
          ),
        ).widgets,
      ),
    ).toMatchObject({
      blockType: 'iconList',
      items: [{ icon: 'mail', text: 'Sähköposti', link: { url: 'mailto:info@x.fi' } }],
    })
    const odd = widgets(inColumn('[vc_icon icon_fontawesome="fa fa-rebel"]'))
    expect(odd.widgets[0]).toMatchObject({ icon: 'check' })
    expect(odd.notes).toHaveLength(1)
    expect(iconFor('Defaults-cog gear')).toBe('settings')
    expect(iconFor('fas fa-map-marker-alt')).toBe('map-pin')
  })

  it('contact-form-7 → a note and nothing', () => {
    const { sections, notes } = widgets(inColumn('[contact-form-7 id="5"]'))
    expect(sections).toHaveLength(0)
    expect(notes).toEqual([
      'Yhteydenottolomake [contact-form-7 id="5"] on rakennettava uudelleen ylläpidossa.',
    ])
  })

  it('vc_raw_html → sanitised rich text', () => {
    const encoded = Buffer.from(encodeURIComponent('<p>Raaka <script>alert(1)</script>teksti</p>')).toString(
      'base64',
    )
    const text = richTextOf(only(widgets(inColumn(`[vc_raw_html]${encoded}[/vc_raw_html]`)).widgets))
    expect(text).toContain('Raaka')
    expect(text).not.toContain('alert')
  })

  it('reports an unknown element and keeps its content visible', () => {
    const { widgets: list, unknown } = widgets(
      inColumn(
        '[vc_pie value="50" title="Tyytyväisyys"][rev_slider alias="etusivu"][vc_cta h2="x"]<p>Soita meille</p>[/vc_cta][vc_wrapper][vc_column_text]Sisällä[/vc_column_text][/vc_wrapper]',
      ),
    )
    expect(unknown).toEqual(['[vc_pie]', '[rev_slider]', '[vc_cta]', '[vc_wrapper]'])
    expect(list.map(richTextOf)).toEqual(['Tyytyväisyys', 'Soita meille', 'Sisällä'])
  })

  it('never lets markup or addresses through unsanitised', () => {
    const { sections } = widgets(
      inColumn(
        '[vc_custom_heading text="<img src=x onerror=alert(1)>Otsikko" link="url:javascript%3Aalert(1)"][vc_column_text]<p onclick="x()">Hei</p>[/vc_column_text]',
      ),
    )
    const json = JSON.stringify(sections)
    expect(json).not.toMatch(/onerror|onclick|javascript/)
    expect(sections[0]?.columns?.[0]?.widgets?.[0]).toMatchObject({ blockType: 'heading', text: 'Otsikko' })
  })
})
