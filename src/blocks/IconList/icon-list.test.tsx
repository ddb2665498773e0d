import { describe, expect, it } from 'vitest'
import { ctx, pageDoc, render } from '../../../tests/unit/render'
import { IconListWidget } from './Component'

describe('icon list widget', () => {
  it('is a list of decorative icons, texts and optional links named by their text', () => {
    const doc = render(
      <IconListWidget
        block={{
          blockType: 'iconList',
          iconSize: 'l',
          iconShape: 'circle',
          iconColour: '#1f5f4a',
          items: [
            { icon: 'check', text: 'Saavutettava' },
            {
              icon: 'globe',
              text: 'Palvelut',
              hasLink: true,
              link: { type: 'internal', page: pageDoc(4, 'palvelut') },
            },
            {
              icon: 'mail',
              text: 'Ulkoinen',
              hasLink: true,
              link: { type: 'custom', url: 'https://example.com/', newTab: true },
            },
          ],
        }}
        ctx={ctx}
      />,
    )
    const items = doc.querySelectorAll('ul > li')
    expect(items).toHaveLength(3)
    expect(items[0]?.textContent).toBe('Saavutettava')
    expect(items[0]?.querySelector('a')).toBeNull()
    const link = items[1]?.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/palvelut')
    expect(link?.textContent).toBe('Palvelut')
    const external = items[2]?.querySelector('a')
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(external?.textContent).toBe('Ulkoinen (avautuu uuteen välilehteen)')
    const svg = items[0]?.querySelector('svg')
    expect(svg?.getAttribute('width')).toBe('28')
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull()
    const style = doc.querySelector('ul')?.getAttribute('style') ?? ''
    expect(style).toContain('--icon-list-icon:#1f5f4a')
    expect(style).toContain('--icon-list-size:28px')
    expect(doc.querySelector('.circle')).not.toBeNull()
  })

  it('renders nothing when empty, and survives an unknown icon or size', () => {
    expect(
      render(<IconListWidget block={{ blockType: 'iconList', items: [] }} ctx={ctx} />).body.innerHTML,
    ).toBe('')
    const doc = render(
      <IconListWidget
        block={{
          blockType: 'iconList',
          iconSize: 'huge' as 'm',
          items: [{ icon: 'vanha-ikoni' as 'check', text: 'Teksti säilyy' }],
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('li')?.textContent).toBe('Teksti säilyy')
    expect(doc.querySelector('svg')).toBeNull()
    expect(doc.querySelector('ul')?.getAttribute('style')).toContain('--icon-list-size:20px')
  })
})
