import { describe, expect, it } from 'vitest'
import { ctx, pageDoc, render } from '../../../tests/unit/render'
import { IconBoxWidget } from './Component'

describe('icon box widget', () => {
  it('renders icon, heading level, text and a single link named by the title', () => {
    const doc = render(
      <IconBoxWidget
        block={{
          blockType: 'iconBox',
          icon: 'rocket',
          title: 'Kehitys',
          text: 'Nopeat sivut',
          headingLevel: 'h4',
          hasLink: true,
          link: { type: 'internal', page: pageDoc(1, 'etusivu'), label: 'Lue lisää' },
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('svg')).not.toBeNull()
    expect(doc.querySelector('h4 a')?.textContent).toBe('Kehitys')
    // The home page links to `/`, not to its own path.
    expect(doc.querySelector('h4 a')?.getAttribute('href')).toBe('/')
    expect(doc.querySelectorAll('a')).toHaveLength(1)
    expect(doc.querySelector('p')?.textContent).toBe('Nopeat sivut')
  })

  it('has no link unless asked for', () => {
    const doc = render(
      <IconBoxWidget block={{ blockType: 'iconBox', icon: 'star', title: 'A', layout: 'side' }} ctx={ctx} />,
    )
    expect(doc.querySelector('a')).toBeNull()
    expect(doc.querySelector('h3')?.textContent).toBe('A')
    expect(doc.querySelector('.side')).not.toBeNull()
  })

  it('renders without its icon when the stored name is not in the icon set', () => {
    const doc = render(
      <IconBoxWidget
        block={{
          blockType: 'iconBox',
          icon: 'removed-icon' as 'rocket',
          title: 'Kehitys',
          text: 'Nopeat sivut',
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('svg')).toBeNull()
    expect(doc.querySelector('h3')?.textContent).toBe('Kehitys')
  })
})
