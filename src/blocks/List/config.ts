import type { Block } from 'payload'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { categoriesField, columnsField } from '@/cms/fields/list-fields'
import { checkboxField, numberField, selectField } from '@/cms/fields/simple'
import { COLUMN_DEFAULTS, GRIDS } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const PAGINATION_MODES = ['pages', 'load-more', 'lazy', 'none'] as const
export type PaginationMode = (typeof PAGINATION_MODES)[number]

const CONTENT_TYPES = {
  posts: 'Artikkelit',
  portfolio: 'Referenssit',
  galleries: 'Galleriat',
  products: 'Tuotteet',
}
const PAGINATIONS = {
  pages: 'Sivunumerot',
  'load-more': '"Lataa lisää" -painike',
  lazy: 'Lataa lisää vierittäessä',
  none: 'Ei sivutusta',
}
const COLUMN_MODES = { fixed: 'Määrä näytön leveyden mukaan', auto: 'Automaattinen vähimmäisleveydellä' }
const TITLE_LEVELS = { h2: 'H2 (lista on sivun pääsisältö)', h3: 'H3 (listalla on oma H2-otsikko)' }

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
    rowOf(
      '50%',
      selectField('contentType', 'Sisältö', CONTENT_TYPES, { required: true, defaultValue: 'posts' }),
      categoriesField(),
    ),
    row(
      sized(
        '34%',
        selectField('pagination', 'Sivutus', PAGINATIONS, { required: true, defaultValue: 'pages' }),
      ),
      sized(
        '33%',
        numberField('postsPerPage', 'Kohteita sivulla', {
          min: 1,
          max: 60,
          defaultValue: GRIDS.pageLimit,
          admin: { step: 1 },
        }),
      ),
      sized(
        '33%',
        numberField('postLimit', 'Kohteita enintään', {
          min: 1,
          max: 10000,
          admin: { step: 1, description: 'Tyhjänä kaikki.' },
        }),
      ),
    ),
    row(
      checkboxField('showFilter', 'Näytä kategoriasuodatin', { defaultValue: true }),
      checkboxField('showSort', 'Näytä järjestys ja suunta', { defaultValue: true }),
      checkboxField('showAllPages', 'Näytä kaikki sivunumerot', {
        defaultValue: false,
        admin: { condition: (_, sibling) => sibling?.pagination === 'pages' },
      }),
      checkboxField('lightbox', 'Kuva avautuu kuvakehykseen', {
        defaultValue: false,
        admin: { description: 'Kortin kuva suurenee kuvakehyksessä; otsikko vie kohteen sivulle.' },
      }),
    ),
    row(
      sized(
        '34%',
        selectField(
          'layout',
          'Asettelu',
          { grid: 'Ruudukko', masonry: 'Tiililadonta (masonry)' },
          {
            required: true,
            defaultValue: 'grid',
          },
        ),
      ),
      sized(
        '66%',
        selectField('columnMode', 'Sarakkeet', COLUMN_MODES, { required: true, defaultValue: 'fixed' }),
      ),
    ),
    {
      ...row(
        columnsField('columnsDesktop', 'Työpöytä (yli 1199 px)', COLUMN_DEFAULTS.desktop),
        columnsField('columnsTabletH', 'Vaakatabletti (992–1199 px)', COLUMN_DEFAULTS.horizontalTablet),
        columnsField('columnsTabletV', 'Pystytabletti (768–991 px)', COLUMN_DEFAULTS.verticalTablet),
        columnsField('columnsPhone', 'Puhelin (alle 768 px)', COLUMN_DEFAULTS.phone),
      ),
      admin: { condition: (_, sibling) => sibling?.columnMode !== 'auto' },
    },
    {
      ...rowOf(
        '50%',
        numberField('minColumnWidth', 'Sarakkeen vähimmäisleveys (px)', {
          min: 120,
          max: 600,
          defaultValue: COLUMN_DEFAULTS.minWidth,
        }),
        numberField('maxColumns', 'Sarakkeita enintään', {
          min: 1,
          max: 6,
          defaultValue: COLUMN_DEFAULTS.columns,
        }),
      ),
      admin: { condition: (_, sibling) => sibling?.columnMode === 'auto' },
    },
    selectField('titleLevel', 'Korttien otsikkotaso', TITLE_LEVELS, { required: true, defaultValue: 'h2' }),
    numberField('gap', 'Väli kohteiden välillä (px)', { min: 0, max: 80, defaultValue: 24 }),
  ],
}
