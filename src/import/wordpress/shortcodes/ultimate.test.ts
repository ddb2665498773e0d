import { describe, expect, it } from 'vitest'
import { richTextOf, testContext } from '../html/test-context'
import { shortcodeLayout } from './layout'
import { ULTIMATE } from './ultimate'

/** The widgets an element makes inside a one-column row. */
function convert(element: string, media: Record<string, number> = {}) {
  const t = testContext(media)
  const sections = shortcodeLayout(`[vc_row][vc_column]${element}[/vc_column][/vc_row]`, t.ctx)
  return { ...t, widgets: sections[0]?.columns?.[0]?.widgets ?? [] }
}

describe('Ultimate Addons elements', () => {
  it('loads on its own (the two modules import each other)', () => {
    expect(Object.keys(ULTIMATE)).toContain('bsf-info-box')
  })

  it('bsf-info-box → icon box with icon, text, layout, colours and link', () => {
    const { widgets } = convert(
      '[bsf-info-box icon="Defaults-envelope-o" icon_color="#ff0000" icon_style="circle" icon_color_bg="#eeeeee" title="Ota yhteyttä" pos="left" heading_tag="h5" read_more="more" read_text="Lue lisää" link="url:%2Fyhteys|title:Yhteys|target:_blank"]<p>Vastaamme <b>nopeasti</b>.</p>[/bsf-info-box]',
    )
    expect(widgets).toEqual([
      {
        blockType: 'iconBox',
        icon: 'mail',
        title: 'Ota yhteyttä',
        text: 'Vastaamme nopeasti.',
        layout: 'side',
        headingLevel: 'h4',
        iconColour: '#ff0000',
        iconBackground: '#eeeeee',
        hasLink: true,
        link: { type: 'custom', url: '/yhteys', newTab: true, label: 'Lue lisää' },
      },
    ])
  })

  it('stat_counter → count-up in our notation', () => {
    expect(
      convert(
        '[stat_counter counter_title="Asiakasta" counter_value="1250.5" counter_sep="." counter_decimal="," counter_suffix=" kpl" speed="3" counter_color_txt="#123456"]',
      ).widgets,
    ).toEqual([
      {
        blockType: 'countUp',
        end: '1250,5',
        decimals: 1,
        separator: 'dot',
        decimal: 'comma',
        label: 'Asiakasta',
        suffix: ' kpl',
        speed: 3,
        colour: '#123456',
      },
    ])
    expect(
      convert('[stat_counter counter_value="paljon" counter_title="Ideoita"]').widgets.map(richTextOf),
    ).toEqual(['paljon Ideoita'])
  })

  it('ult_countdown → countdown to the Helsinki wall-clock time, with its periods', () => {
    expect(
      convert(
        '[ult_countdown datetime="2030/06/01 12:00:00" countdown_opts="sday,shr,smin,ssec" tick_col="#ffffff"]',
      ).widgets,
    ).toEqual([
      {
        blockType: 'countdown',
        target: '2030-06-01T09:00:00.000Z',
        target_tz: 'Europe/Helsinki',
        format: 'DHMS',
        textColour: '#ffffff',
      },
    ])
    const bad = convert('[ult_countdown datetime="pian"]')
    expect(bad.widgets).toEqual([])
    expect(bad.notes).toHaveLength(1)
  })

  it('icon_timeline → timeline, items under their separator', () => {
    const { widgets } = convert(
      '[icon_timeline timeline_line_color="#cccccc"][icon_timeline_sep time_sep_title="2014"][icon_timeline_item time_title="Perustettiin" icon="Defaults-rocket"]<p>Kaksi hengen toimisto.</p>[/icon_timeline_item][icon_timeline_sep time_sep_title="Kevät 2021"][icon_timeline_feat time_title="Uusi toimisto"]Tampere[/icon_timeline_feat][/icon_timeline]',
    )
    expect(widgets).toEqual([
      {
        blockType: 'timeline',
        lineColour: '#cccccc',
        items: [
          {
            title: 'Perustettiin',
            label: '2014',
            dateTime: '2014',
            text: 'Kaksi hengen toimisto.',
            icon: 'rocket',
          },
          { title: 'Uusi toimisto', label: 'Kevät 2021', text: 'Tampere' },
        ],
      },
    ])
  })

  it('info_circle → info circle', () => {
    const { widgets } = convert(
      '[info_circle start_degree="90"][info_circle_item info_title="Suunnittelu" info_icon="Defaults-lightbulb-o"]Ideasta malliin[/info_circle_item][info_circle_item info_title="Toteutus" info_icon="Defaults-code"][/info_circle_item][/info_circle]',
    )
    expect(widgets).toEqual([
      {
        blockType: 'infoCircle',
        startDegree: 90,
        items: [
          { icon: 'lightbulb', title: 'Suunnittelu', text: 'Ideasta malliin' },
          { icon: 'code', title: 'Toteutus' },
        ],
      },
    ])
  })

  it('flip_box → flip box: front fields, back content and button', () => {
    const [box] = convert(
      '[flip_box icon="Defaults-heart" block_title_front="Etu" block_desc_front="Etuteksti" block_title_back="Taka" block_desc_back="Takateksti" button_text="Lue" button_link="url:https%3A%2F%2Fx.fi" flip_type="vertical_flip_top" block_front_color="#ffffff" block_back_color="#000000" height_type="ifb-custom-height" box_height="100"]',
    ).widgets
    expect(box).toMatchObject({
      blockType: 'flipBox',
      direction: 'up',
      minHeight: 250,
      front: { title: 'Etu', text: 'Etuteksti', icon: 'heart', background: '#ffffff' },
      back: { background: '#000000' },
    })
    if (box?.blockType !== 'flipBox') return
    expect(box.content?.map((w) => w.blockType)).toEqual(['heading', 'richText', 'button'])
  })

  it('ult_team → team member with photo, role, text and profiles', () => {
    const links = encodeURIComponent(
      JSON.stringify([
        { social_icon_url: 'https://www.linkedin.com/in/maija' },
        { social_icon_url: 'javascript:x' },
      ]),
    )
    const { widgets } = convert(
      `[ult_team image="id^80|url^https://old.fi/maija.jpg" name="Maija Meikäläinen" pos_in_org="Toimitusjohtaja" social_links="${links}"]<p>Vetää tiimiä.</p>[/ult_team]`,
      { '#80': 8 },
    )
    expect(widgets).toEqual([
      {
        blockType: 'teamMember',
        name: 'Maija Meikäläinen',
        photo: 8,
        role: 'Toimitusjohtaja',
        text: 'Vetää tiimiä.',
        profiles: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/maija', newTab: true }],
      },
    ])
  })

  it('ultimate_video_banner → video banner; without its video the text is kept and noted', () => {
    const found = convert(
      '[ultimate_video_banner video_banner_mp4_link="https://old.fi/v.mp4" video_banner_placeholder="5" video_banner_title="Katso" video_banner_content="Lyhyt esittely"]',
      { 'https://old.fi/v.mp4': 50, '#5': 51 },
    )
    expect(found.widgets).toEqual([
      { blockType: 'videoBanner', file: 50, poster: 51, title: 'Katso', text: 'Lyhyt esittely' },
    ])
    const missing = convert(
      '[ult_video_banner video_banner_mp4_link="https://old.fi/w.mp4" video_banner_title="Katso"]',
    )
    expect(missing.widgets.map((w) => w.blockType)).toEqual(['heading'])
    expect(missing.notes[0]).toContain('w.mp4')
  })

  it('ult_ihover → image banners', () => {
    const { widgets, notes } = convert(
      '[ult_ihover][ult_ihover_item thumb_img="7" title="Häät" block_link="url:%2Fhaat"]Juhlat[/ult_ihover_item][ult_ihover_item thumb_img="8" title="Yritykset"][/ult_ihover_item][/ult_ihover]',
      { '#7': 70 },
    )
    expect(widgets[0]).toEqual({
      blockType: 'imageBanner',
      image: 70,
      title: 'Häät',
      text: 'Juhlat',
      hasLink: true,
      link: { type: 'custom', url: '/haat', newTab: false },
    })
    expect(widgets[1]).toMatchObject({ blockType: 'heading', text: 'Yritykset' })
    expect(notes).toHaveLength(1)
  })

  it('before/after image comparison → before/after', () => {
    expect(
      convert(
        '[wb_vc_before_after_image_comparison before_image="1" after_image="2" wbvcbaic_orientation="vertical" wbvcbaic_default_offset="3" wbvcbaic_before_text="Ennen"]',
        { '#1': 10, '#2': 20 },
      ).widgets,
    ).toEqual([
      {
        blockType: 'beforeAfter',
        before: 10,
        after: 20,
        orientation: 'vertical',
        offset: 30,
        beforeLabel: 'Ennen',
      },
    ])
    expect(
      convert('[wb_vc_before_after_image_comparison before_image="1" after_image="2"]', { '#1': 10 }).notes,
    ).toHaveLength(1)
  })

  it('ultimate_heading and ult_buttons → heading and button', () => {
    expect(
      convert(
        '[ultimate_heading main_heading="Palvelut" heading_tag="h2" alignment="center"]Mitä teemme[/ultimate_heading]',
      ).widgets,
    ).toEqual([
      { blockType: 'heading', text: 'Palvelut', level: 'h2', align: 'center', subtitle: 'Mitä teemme' },
    ])
    expect(
      convert(
        '[ult_buttons btn_title="Tilaa" btn_link="url:%2Ftilaa" btn_align="ubtn-center" btn_bg_color="#00ff00"]',
      ).widgets,
    ).toEqual([
      {
        blockType: 'button',
        label: 'Tilaa',
        link: { type: 'custom', url: '/tilaa', newTab: false },
        style: 'filled',
        align: 'center',
        background: '#00ff00',
      },
    ])
  })
})
