import { describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { doc, h, link, p, text, ul } from '@/seed/lexical'
import { collectText, documentText } from './extract'

type Layout = NonNullable<Page['layout']>

const layout: Layout = [
  {
    blockType: 'section',
    anchorId: 'palvelut',
    columns: [
      {
        widgets: [
          { blockType: 'heading', text: 'Päiväkoti Aurinko', subtitle: 'Hoitoa lähellä', level: 'h2' },
          {
            blockType: 'richText',
            content: doc(
              h('h3', 'Aukioloajat'),
              p('Olemme auki ', text('arkisin', true), '. Lue ', link('lisää', 'https://esim.fi'), '.'),
              ul('Ruokailu', 'Ulkoilu'),
            ),
          },
          {
            blockType: 'button',
            label: 'Ota yhteyttä',
            link: { type: 'custom', url: 'https://piilossa.example/url' },
            style: 'filled',
          },
          { blockType: 'iconBox', icon: 'heart', title: 'Välittäminen', text: 'Jokainen lapsi on tärkeä.' },
        ],
      },
    ],
    background: { colour: '#ffffff' },
  },
]

describe('block text walker', () => {
  it('collects visitor text from every widget, and only that', () => {
    const all = collectText(layout).join(' ')
    for (const expected of [
      'Päiväkoti Aurinko',
      'Hoitoa lähellä',
      'Aukioloajat',
      'Ota yhteyttä',
      'Välittäminen',
      'Jokainen lapsi on tärkeä.',
      'Ruokailu',
    ]) {
      expect(all).toContain(expected)
    }
    for (const hidden of ['palvelut', 'piilossa', '#ffffff', 'filled', 'heart', 'section', 'h2']) {
      expect(all).not.toContain(hidden)
    }
  })

  it("finds a team member's name and role, not their addresses", () => {
    const all = collectText([
      {
        blockType: 'teamMember',
        name: 'Aino Virtanen',
        role: 'Toimitusjohtaja',
        email: 'aino@kajodigital.example',
        phone: '+358 40 123 4567',
        profiles: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/aino' }],
      },
    ]).join(' ')
    expect(all).toContain('Aino Virtanen')
    expect(all).toContain('Toimitusjohtaja')
    for (const hidden of ['kajodigital.example', '123 4567', 'linkedin']) expect(all).not.toContain(hidden)
  })

  it('finds tooltip, hotspot, info circle and ticker texts', () => {
    const layout = [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              {
                blockType: 'tooltip',
                trigger: 'text',
                text: 'Sivumme täyttävät',
                label: 'WCAG 2.2 AA',
                textAfter: '-tason vaatimukset.',
                tooltip: 'Saavutettavuusohjeiden taso, jota julkinen sektori edellyttää.',
                placement: 'top',
                background: '#292929',
              },
              {
                blockType: 'imageHotspots',
                image: 4,
                hotspots: [{ x: 20, y: 30, label: 'Näppäimistö', tooltip: 'Kaikki toimii ilman hiirtä.' }],
              },
              {
                blockType: 'infoCircle',
                items: [{ icon: 'rocket', title: 'Julkaisu', text: 'Sivut verkkoon.' }],
              },
              { blockType: 'newsTicker', items: [{ text: 'Uusi toimisto Tampereella' }], direction: 'up' },
            ],
          },
        ],
      },
    ]
    const text = collectText(layout).join(' | ')
    for (const expected of [
      'Sivumme täyttävät',
      'WCAG 2.2 AA',
      '-tason vaatimukset.',
      'Saavutettavuusohjeiden taso',
      'Näppäimistö',
      'Kaikki toimii ilman hiirtä.',
      'Julkaisu',
      'Sivut verkkoon.',
      'Uusi toimisto Tampereella',
    ]) {
      expect(text).toContain(expected)
    }
    // Options and colours are not text.
    expect(text).not.toContain('#292929')
    expect(text).not.toContain('top')
    expect(text).not.toContain('rocket')
  })

  it('joins inline rich text without spaces and separates paragraphs', () => {
    const [rich] = collectText(
      doc(p('Päivä', text('koti', true), ' ja ', link('piha', '/piha')), p('Toinen kappale')),
    )
    expect(rich?.replace(/\s+/g, ' ').trim()).toBe('Päiväkoti ja piha Toinen kappale')
  })

  it('skips populated related documents', () => {
    const related = { id: 4, title: 'Toisen sivun otsikko', createdAt: '2026-01-01', updatedAt: '2026-01-01' }
    expect(collectText([{ label: 'Linkki', link: { page: related } }])).toEqual(['Linkki'])
  })

  it("splits a document's text into title, headings and body", () => {
    const text = documentText({
      title: 'Päiväkodit',
      excerpt: 'Lyhyt  kuvaus.',
      meta: { title: 'Piilossa', description: 'Kuvaus hakukoneille.' },
      layout,
    })
    expect(text.title).toBe('Päiväkodit')
    expect(text.headings).toBe('Päiväkoti Aurinko Aukioloajat Välittäminen')
    expect(text.body.startsWith('Lyhyt kuvaus. Kuvaus hakukoneille. Hoitoa lähellä')).toBe(true)
    expect(text.body).not.toContain('Aukioloajat')
    expect(text.body).not.toContain('Piilossa')
  })

  it('caps the text', () => {
    const text = documentText({ title: 'Otsikko', excerpt: 'sana '.repeat(10_000) })
    expect(text.body.length).toBeLessThanOrEqual(20_000)
  })
})
