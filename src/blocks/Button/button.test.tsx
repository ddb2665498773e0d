import { describe, expect, it } from 'vitest'
import { ctx, pageDoc, render } from '../../../tests/unit/render'
import { ButtonWidget } from './Component'

describe('button widget', () => {
  it('links to an internal page in the current locale with its icon after the label', () => {
    const doc = render(
      <ButtonWidget
        block={{
          blockType: 'button',
          label: 'Palvelut',
          style: 'outline',
          icon: 'arrow-right',
          link: { type: 'internal', page: pageDoc(5, 'palvelut') },
        }}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    const a = doc.querySelector('a')
    expect(a?.getAttribute('href')).toBe('/en/palvelut')
    expect(a?.className).toContain('outline')
    expect(a?.lastElementChild?.tagName.toLowerCase()).toBe('svg')
    expect(a?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('opens new tabs safely and says so to screen readers', () => {
    const doc = render(
      <ButtonWidget
        block={{
          blockType: 'button',
          label: 'Suomi.fi',
          style: 'filled',
          link: { type: 'custom', url: 'https://www.suomi.fi/', newTab: true },
        }}
        ctx={ctx}
      />,
    )
    const a = doc.querySelector('a')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(a?.textContent).toContain('avautuu uuteen välilehteen')
    const en = render(
      <ButtonWidget
        block={{
          blockType: 'button',
          label: 'Suomi.fi',
          style: 'filled',
          link: { type: 'custom', url: 'https://www.suomi.fi/', newTab: true },
        }}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(en.querySelector('a')?.textContent).toContain('opens in a new tab')
  })

  it('renders nothing for an unsafe or missing link', () => {
    const js = render(
      <ButtonWidget
        block={{
          blockType: 'button',
          label: 'x',
          style: 'filled',
          link: { type: 'custom', url: 'javascript:alert(1)' },
        }}
        ctx={ctx}
      />,
    )
    expect(js.querySelector('a')).toBeNull()
    const draft = render(
      <ButtonWidget
        block={{ blockType: 'button', label: 'x', style: 'filled', link: { type: 'internal', page: 7 } }}
        ctx={ctx}
      />,
    )
    expect(draft.querySelector('a')).toBeNull()
  })
})
