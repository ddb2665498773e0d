import type { Block, Field, GroupField } from 'payload'
import { accessibleNameField } from '@/cms/fields/accessible-name'
import { anchorField } from '@/cms/fields/anchor'
import { collapsed, row, rowOf, sized } from '@/cms/fields/layout'
import { categoriesField, columnsField } from '@/cms/fields/list-fields'
import { arrayField, checkboxField, groupField, numberField, selectField } from '@/cms/fields/simple'
import { CAROUSEL, COLUMN_DEFAULTS } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** The slide-level style bands (docs/widgets.md), by docs/widgets.md's styling breakpoints. */
export const SLIDE_BANDS = [
  { name: 'large', label: 'Suuri näyttö (vähintään 1824 px)' },
  { name: 'desktop', label: 'Työpöytä (1200–1823 px)' },
  { name: 'tablet', label: 'Tabletti (992–1199 px)' },
  { name: 'tabletPortrait', label: 'Tabletti pystyssä (768–991 px)' },
  { name: 'mobileLandscape', label: 'Puhelin vaakatasossa (480–767 px)' },
  { name: 'mobile', label: 'Puhelin (alle 480 px)' },
] as const

/** The column bands (docs/widgets.md/§9 column breakpoints 0, 481, 769, 992, 1199, 1450). */
export const COLUMN_BANDS = [
  { name: 'columnsWide', label: 'Leveä (1450 px –)', defaultValue: COLUMN_DEFAULTS.wide },
  { name: 'columnsDesktop', label: 'Työpöytä (1199–1449 px)', defaultValue: COLUMN_DEFAULTS.desktop },
  { name: 'columnsLaptop', label: 'Kannettava (992–1198 px)', defaultValue: COLUMN_DEFAULTS.laptop },
  {
    name: 'columnsTabletH',
    label: 'Vaakatabletti (769–991 px)',
    defaultValue: COLUMN_DEFAULTS.horizontalTablet,
  },
  {
    name: 'columnsTabletV',
    label: 'Pystytabletti (481–768 px)',
    defaultValue: COLUMN_DEFAULTS.verticalTablet,
  },
  { name: 'columnsPhone', label: 'Puhelin (alle 481 px)', defaultValue: COLUMN_DEFAULTS.phone },
] as const

function bandGroup({ name, label }: (typeof SLIDE_BANDS)[number]): GroupField {
  return groupField(name, label, [
    rowOf(
      '33%',
      numberField('padding', 'Sisennys (px)', {
        min: 0,
        max: 120,
        admin: { description: 'Tyhjä: kuten isommalla näytöllä.' },
      }),
      selectField('align', 'Tekstin tasaus', { left: 'Vasen', center: 'Keskitetty', right: 'Oikea' }),
    ),
  ])
}

const onlySlides = (_: unknown, sibling: { source?: string } | undefined) =>
  (sibling?.source ?? 'slides') === 'slides'

/** Where the slides come from. */
const SOURCES = {
  slides: 'Omat diat (widgetit)',
  posts: 'Uusimmat artikkelit',
  portfolio: 'Uusimmat referenssit',
}

const columnFields: Field[] = COLUMN_BANDS.map(({ name, label, defaultValue }) =>
  columnsField(name, label, defaultValue, '33%'),
)

/**
 * docs/widgets.md carousel configuration: autoplay, autoplay_speed, arrows, bullet, column counts per
 * breakpoint, column gap, speed, auto-height, scroll mode, stage padding, and slide-level
 * responsive styles; slides hold widgets or come from posts or portfolio items.
 */
export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Karuselli', plural: 'Karusellit' },
  admin: {
    images: { thumbnail: widgetThumbnail('carousel', 'Vierekkäiset diat, joita selataan') },
  },
  fields: [
    rowOf(
      '50%',
      accessibleNameField('Karusellin nimi ruudunlukijoille', 'Asiakkaidemme sanoin'),
      selectField('source', 'Diat', SOURCES, { required: true, defaultValue: 'slides' }),
    ),
    arrayField(
      'slides',
      'Diat',
      [
        sized('50%', {
          ...anchorField(
            'Osoite #tunniste näyttää tämän dian, ja dia päivittää sen, kun osoitteen synkronointi on päällä.',
          ),
          name: 'hash',
          label: 'Osoitteen #-tunniste',
        }),
        widgetsField({ name: 'content', label: 'Sisältö' }),
        collapsed('Dian tyylit näytön koon mukaan', [
          { name: 'responsive', type: 'group', label: false, fields: SLIDE_BANDS.map(bandGroup) },
        ]),
      ],
      { labels: { singular: 'Dia', plural: 'Diat' }, admin: { initCollapsed: true, condition: onlySlides } },
    ),
    {
      ...rowOf(
        '50%',
        categoriesField(),
        numberField('itemLimit', 'Kohteita enintään', {
          min: 1,
          max: 24,
          defaultValue: 6,
          admin: { step: 1 },
        }),
      ),
      admin: { condition: (data, sibling) => !onlySlides(data, sibling) },
    },
    rowOf(
      '33%',
      checkboxField('autoplay', 'Vaihda diaa automaattisesti', {
        defaultValue: CAROUSEL.autoplay,
        admin: {
          description:
            'Vaihto pysähtyy osoitettaessa, kohdistettaessa, selattaessa ja kun karuselli ei näy. Sivulla on pysäytyspainike.',
        },
      }),
      numberField('autoplaySpeed', 'Vaihtoväli (ms)', {
        min: 1000,
        max: 60000,
        admin: {
          placeholder: String(CAROUSEL.autoplaySpeed),
          condition: (_, sibling) => Boolean(sibling?.autoplay),
          description: `Tyhjä: ${CAROUSEL.autoplaySpeed} ms, artikkeleilla ja referensseillä ${CAROUSEL.themeAutoplaySpeed} ms.`,
        },
      }),
      numberField('speed', 'Siirtymän kesto (ms)', { min: 0, max: 2000, defaultValue: CAROUSEL.speed }),
    ),
    rowOf(
      '33%',
      selectField(
        'scrollMode',
        'Selaus',
        { slide: 'Dia kerrallaan', page: 'Näkymä kerrallaan' },
        {
          required: true,
          defaultValue: 'slide',
        },
      ),
      numberField('gap', 'Diojen väli (px)', { min: 0, max: 80, defaultValue: 24 }),
      numberField('stagePadding', 'Reunan kurkistus (px)', {
        min: 0,
        max: 200,
        defaultValue: 0,
        admin: { description: 'Viereisistä dioista näkyy reunoilla näin paljon.' },
      }),
    ),
    row(
      checkboxField('infinite', 'Jatkuu loputtomasti', { defaultValue: CAROUSEL.infinite }),
      checkboxField('arrows', 'Edellinen- ja seuraava-painikkeet', { defaultValue: true }),
      checkboxField('bullets', 'Diavalitsimet (pisteet)', { defaultValue: true }),
      checkboxField('autoHeight', 'Korkeus näkyvien diojen mukaan', {
        defaultValue: false,
        admin: {
          description:
            'Alla oleva sisältö siirtyy korkeuden muuttuessa: ei suositella automaattisen vaihdon kanssa.',
        },
      }),
      checkboxField('hashSync', 'Synkronoi osoitteen #-tunnisteen kanssa', {
        defaultValue: false,
        admin: { condition: onlySlides },
      }),
    ),
    collapsed('Dioja rinnakkain näytön leveyden mukaan', [row(...columnFields)]),
  ],
}
