import type { Block, Field, GroupField } from 'payload'
import { anchorField } from '@/cms/fields/anchor'
import { categoriesField, columnsField } from '@/cms/fields/list-fields'
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
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'padding',
            label: 'Sisennys (px)',
            type: 'number',
            min: 0,
            max: 120,
            admin: { width: '33%', description: 'Tyhjä: kuten isommalla näytöllä.' },
          },
          {
            name: 'align',
            label: 'Tekstin tasaus',
            type: 'select',
            options: [
              { label: 'Vasen', value: 'left' },
              { label: 'Keskitetty', value: 'center' },
              { label: 'Oikea', value: 'right' },
            ],
            admin: { width: '33%' },
          },
        ],
      },
    ],
  }
}

const onlySlides = (_: unknown, sibling: { source?: string } | undefined) =>
  (sibling?.source ?? 'slides') === 'slides'

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
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          label: 'Karusellin nimi ruudunlukijoille',
          type: 'text',
          admin: { width: '50%', description: 'Esim. "Asiakkaidemme sanoin". Ei näy sivulla.' },
        },
        {
          name: 'source',
          label: 'Diat',
          type: 'select',
          required: true,
          defaultValue: 'slides',
          options: [
            { label: 'Omat diat (widgetit)', value: 'slides' },
            { label: 'Uusimmat artikkelit', value: 'posts' },
            { label: 'Uusimmat referenssit', value: 'portfolio' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'slides',
      label: 'Diat',
      type: 'array',
      labels: { singular: 'Dia', plural: 'Diat' },
      admin: { initCollapsed: true, condition: onlySlides },
      fields: [
        {
          ...anchorField(
            'Osoite #tunniste näyttää tämän dian, ja dia päivittää sen, kun osoitteen synkronointi on päällä.',
          ),
          name: 'hash',
          label: 'Osoitteen #-tunniste',
        },
        widgetsField({ name: 'content', label: 'Sisältö' }),
        {
          type: 'collapsible',
          label: 'Dian tyylit näytön koon mukaan',
          admin: { initCollapsed: true },
          fields: [{ name: 'responsive', type: 'group', label: false, fields: SLIDE_BANDS.map(bandGroup) }],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data, sibling) => !onlySlides(data, sibling) },
      fields: [
        categoriesField(),
        {
          name: 'itemLimit',
          label: 'Kohteita enintään',
          type: 'number',
          min: 1,
          max: 24,
          defaultValue: 6,
          admin: { width: '50%', step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'autoplay',
          label: 'Vaihda diaa automaattisesti',
          type: 'checkbox',
          defaultValue: CAROUSEL.autoplay,
          admin: {
            width: '33%',
            description:
              'Vaihto pysähtyy osoitettaessa, kohdistettaessa, selattaessa ja kun karuselli ei näy. Sivulla on pysäytyspainike.',
          },
        },
        {
          name: 'autoplaySpeed',
          label: 'Vaihtoväli (ms)',
          type: 'number',
          min: 1000,
          max: 60000,
          admin: {
            width: '33%',
            placeholder: String(CAROUSEL.autoplaySpeed),
            condition: (_, sibling) => Boolean(sibling?.autoplay),
            description: `Tyhjä: ${CAROUSEL.autoplaySpeed} ms, artikkeleilla ja referensseillä ${CAROUSEL.themeAutoplaySpeed} ms.`,
          },
        },
        {
          name: 'speed',
          label: 'Siirtymän kesto (ms)',
          type: 'number',
          min: 0,
          max: 2000,
          defaultValue: CAROUSEL.speed,
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'scrollMode',
          label: 'Selaus',
          type: 'select',
          required: true,
          defaultValue: 'slide',
          options: [
            { label: 'Dia kerrallaan', value: 'slide' },
            { label: 'Näkymä kerrallaan', value: 'page' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'gap',
          label: 'Diojen väli (px)',
          type: 'number',
          min: 0,
          max: 80,
          defaultValue: 24,
          admin: { width: '33%' },
        },
        {
          name: 'stagePadding',
          label: 'Reunan kurkistus (px)',
          type: 'number',
          min: 0,
          max: 200,
          defaultValue: 0,
          admin: { width: '33%', description: 'Viereisistä dioista näkyy reunoilla näin paljon.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'infinite', label: 'Jatkuu loputtomasti', type: 'checkbox', defaultValue: CAROUSEL.infinite },
        { name: 'arrows', label: 'Edellinen- ja seuraava-painikkeet', type: 'checkbox', defaultValue: true },
        { name: 'bullets', label: 'Diavalitsimet (pisteet)', type: 'checkbox', defaultValue: true },
        {
          name: 'autoHeight',
          label: 'Korkeus näkyvien diojen mukaan',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Alla oleva sisältö siirtyy korkeuden muuttuessa: ei suositella automaattisen vaihdon kanssa.',
          },
        },
        {
          name: 'hashSync',
          label: 'Synkronoi osoitteen #-tunnisteen kanssa',
          type: 'checkbox',
          defaultValue: false,
          admin: { condition: onlySlides },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Dioja rinnakkain näytön leveyden mukaan',
      admin: { initCollapsed: true },
      fields: [{ type: 'row', fields: columnFields }],
    },
  ],
}
