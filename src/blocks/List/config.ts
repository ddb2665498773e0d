import type { Block } from 'payload'
import { categoriesField, columnsField } from '@/cms/fields/list-fields'
import { COLUMN_DEFAULTS, GRIDS } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const PAGINATION_MODES = ['pages', 'load-more', 'lazy', 'none'] as const
export type PaginationMode = (typeof PAGINATION_MODES)[number]

/**
 * A grid of posts, portfolio items, galleries or products that visitors filter by category, sort and page
 * through (docs/lists.md list container). Its state lives in the page's address, so every view is a link.
 */
export const ListBlock: Block = {
  slug: 'list',
  interfaceName: 'ListBlock',
  labels: { singular: 'Sisältölista', plural: 'Sisältölistat' },
  admin: {
    images: { thumbnail: widgetThumbnail('list', 'Artikkelit, referenssit tai galleriat ruudukkona') },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'contentType',
          label: 'Sisältö',
          type: 'select',
          required: true,
          defaultValue: 'posts',
          options: [
            { label: 'Artikkelit', value: 'posts' },
            { label: 'Referenssit', value: 'portfolio' },
            { label: 'Galleriat', value: 'galleries' },
            { label: 'Tuotteet', value: 'products' },
          ],
          admin: { width: '50%' },
        },
        categoriesField(),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pagination',
          label: 'Sivutus',
          type: 'select',
          required: true,
          defaultValue: 'pages',
          options: [
            { label: 'Sivunumerot', value: 'pages' },
            { label: '"Lataa lisää" -painike', value: 'load-more' },
            { label: 'Lataa lisää vierittäessä', value: 'lazy' },
            { label: 'Ei sivutusta', value: 'none' },
          ],
          admin: { width: '34%' },
        },
        {
          name: 'postsPerPage',
          label: 'Kohteita sivulla',
          type: 'number',
          min: 1,
          max: 60,
          defaultValue: GRIDS.pageLimit,
          admin: { width: '33%', step: 1 },
        },
        {
          name: 'postLimit',
          label: 'Kohteita enintään',
          type: 'number',
          min: 1,
          max: 10000,
          admin: { width: '33%', step: 1, description: 'Tyhjänä kaikki.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showFilter', label: 'Näytä kategoriasuodatin', type: 'checkbox', defaultValue: true },
        { name: 'showSort', label: 'Näytä järjestys ja suunta', type: 'checkbox', defaultValue: true },
        {
          name: 'showAllPages',
          label: 'Näytä kaikki sivunumerot',
          type: 'checkbox',
          defaultValue: false,
          admin: { condition: (_, sibling) => sibling?.pagination === 'pages' },
        },
        {
          name: 'lightbox',
          label: 'Kuva avautuu kuvakehykseen',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Kortin kuva suurenee kuvakehyksessä; otsikko vie kohteen sivulle.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          label: 'Asettelu',
          type: 'select',
          required: true,
          defaultValue: 'grid',
          options: [
            { label: 'Ruudukko', value: 'grid' },
            { label: 'Tiililadonta (masonry)', value: 'masonry' },
          ],
          admin: { width: '34%' },
        },
        {
          name: 'columnMode',
          label: 'Sarakkeet',
          type: 'select',
          required: true,
          defaultValue: 'fixed',
          options: [
            { label: 'Määrä näytön leveyden mukaan', value: 'fixed' },
            { label: 'Automaattinen vähimmäisleveydellä', value: 'auto' },
          ],
          admin: { width: '66%' },
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.columnMode !== 'auto' },
      fields: [
        columnsField('columnsDesktop', 'Työpöytä (yli 1199 px)', COLUMN_DEFAULTS.desktop),
        columnsField('columnsTabletH', 'Vaakatabletti (992–1199 px)', COLUMN_DEFAULTS.horizontalTablet),
        columnsField('columnsTabletV', 'Pystytabletti (768–991 px)', COLUMN_DEFAULTS.verticalTablet),
        columnsField('columnsPhone', 'Puhelin (alle 768 px)', COLUMN_DEFAULTS.phone),
      ],
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.columnMode === 'auto' },
      fields: [
        {
          name: 'minColumnWidth',
          label: 'Sarakkeen vähimmäisleveys (px)',
          type: 'number',
          min: 120,
          max: 600,
          defaultValue: COLUMN_DEFAULTS.minWidth,
          admin: { width: '50%' },
        },
        {
          name: 'maxColumns',
          label: 'Sarakkeita enintään',
          type: 'number',
          min: 1,
          max: 6,
          defaultValue: COLUMN_DEFAULTS.columns,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'titleLevel',
      label: 'Korttien otsikkotaso',
      type: 'select',
      required: true,
      defaultValue: 'h2',
      options: [
        { label: 'H2 (lista on sivun pääsisältö)', value: 'h2' },
        { label: 'H3 (listalla on oma H2-otsikko)', value: 'h3' },
      ],
    },
    {
      name: 'gap',
      label: 'Väli kohteiden välillä (px)',
      type: 'number',
      min: 0,
      max: 80,
      defaultValue: 24,
    },
  ],
}
