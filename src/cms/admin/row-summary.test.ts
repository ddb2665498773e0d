import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'
import { withRowLabels } from './row-labels'
import { rowSummary, shorten } from './row-summary'

const lexical = (...texts: string[]) => ({
  root: {
    type: 'root',
    children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

/** One paragraph whose words are split over a plain and a bold text node. */
const split = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Kajo ' },
          { type: 'text', text: 'Digital', format: 1 },
          { type: 'text', text: 'in tarina' },
        ],
      },
    ],
  },
}

describe('row summary', () => {
  it('names a widget by its own title, label or text', () => {
    expect(rowSummary({ blockType: 'accordion', title: 'Usein kysyttyä' })).toBe('Usein kysyttyä')
    expect(rowSummary({ blockType: 'button', label: '  Ota   yhteyttä ' })).toBe('Ota yhteyttä')
    expect(rowSummary({ blockType: 'heading', text: 'Palvelumme', level: 'h2' })).toBe('Palvelumme')
    expect(rowSummary({ blockType: 'flipBox', front: { title: 'Verkkosivustot' } })).toBe('Verkkosivustot')
  })

  it('takes the first words of rich text, joining text runs inside a line as the reader sees them', () => {
    expect(rowSummary({ blockType: 'richText', content: lexical('Kajo Digital', 'syntyi 2014.') })).toBe(
      'Kajo Digital syntyi 2014.',
    )
    expect(rowSummary({ blockType: 'richText', content: split })).toBe('Kajo Digitalin tarina')
  })

  it('names a section by its first heading, then its anchor, then any text inside', () => {
    const section = (anchorId: string | null, widgets: unknown[]) => ({
      blockType: 'section',
      anchorId,
      columns: [{ widths: { desktop: 6 }, widgets: [] }, { widgets }],
    })
    const heading = { blockType: 'heading', text: 'Mitä teemme' }
    const text = { blockType: 'richText', content: lexical('Suunnittelemme verkkopalveluita.') }
    expect(rowSummary(section('palvelut', [text, heading]))).toBe('Mitä teemme')
    expect(rowSummary(section('palvelut', [text]))).toBe('#palvelut')
    expect(rowSummary(section(null, [text]))).toBe('Suunnittelemme verkkopalveluita.')
  })

  it('names a column or an item by what it holds', () => {
    expect(rowSummary({ widgets: [{ blockType: 'heading', text: 'Yhteystiedot' }] })).toBe('Yhteystiedot')
    expect(rowSummary({ title: 'Aikataulu', content: [] })).toBe('Aikataulu')
  })

  it('is empty for rows without text and for garbage', () => {
    expect(rowSummary({ blockType: 'separator', style: 'line' })).toBe('')
    expect(rowSummary(null)).toBe('')
    expect(rowSummary('teksti')).toBe('')
    expect(rowSummary({ title: '   ' })).toBe('')
  })

  it('cuts long text at a word boundary', () => {
    const long = 'Teemme edelleen jokaisen projektin samalla periaatteella: sivun on toimittava jokaiselle'
    const short = shorten(long)
    expect(short.length).toBeLessThanOrEqual(60)
    expect(short).toBe('Teemme edelleen jokaisen projektin samalla periaatteella:…')
    expect(shorten('Lyhyt')).toBe('Lyhyt')
  })
})

describe('row labels in the config', () => {
  const block: Block = {
    slug: 'accordion',
    labels: { singular: 'Haitari', plural: 'Haitarit' },
    fields: [
      {
        name: 'items',
        type: 'array',
        labels: { singular: 'Kohta', plural: 'Kohdat' },
        fields: [{ name: 'content', type: 'blocks', blocks: [], blockReferences: ['heading'] }],
      },
    ],
  }

  it('gives the block and its arrays the summary label, and drops the block-name box', () => {
    const labelled = withRowLabels(block)
    expect(labelled.admin?.disableBlockName).toBe(true)
    expect(labelled.admin?.components?.Label).toEqual({
      path: '/cms/admin/RowSummaryLabel#RowSummaryLabel',
      clientProps: { label: 'Haitari' },
    })
    const items = labelled.fields[0]
    expect(items?.type === 'array' && items.admin?.components?.RowLabel).toEqual({
      path: '/cms/admin/RowSummaryLabel#RowSummaryLabel',
      clientProps: { label: 'Kohta' },
    })
  })
})
