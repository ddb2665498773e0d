import { describe, expect, it } from 'vitest'
import { ctx, render } from '../../../tests/unit/render'
import { HeadingWidget } from './Component'

describe('heading widget', () => {
  it('renders the chosen level, alignment and subtitle', () => {
    const doc = render(
      <HeadingWidget
        block={{
          blockType: 'heading',
          text: 'Palvelut',
          level: 'h3',
          align: 'center',
          subtitle: 'Alaotsikko',
        }}
        ctx={ctx}
      />,
    )
    const h = doc.querySelector('h3')
    expect(h?.textContent).toBe('Palvelut')
    expect(h?.className).toContain('size-h3')
    expect(doc.querySelector('.align-center p')?.textContent).toBe('Alaotsikko')
  })

  it('uses the size override and passes only a valid colour to CSS', () => {
    const ok = render(
      <HeadingWidget
        block={{ blockType: 'heading', text: 'A', level: 'h2', size: 'xl', colour: '#8a2432' }}
        ctx={ctx}
      />,
    )
    expect(ok.querySelector('h2')?.className).toContain('size-xl')
    expect(ok.querySelector<HTMLElement>('.root')?.getAttribute('style')).toContain(
      '--heading-colour:#8a2432',
    )
    const hostile = render(
      <HeadingWidget
        block={{ blockType: 'heading', text: 'A', level: 'h2', colour: 'red;background:url(x)' }}
        ctx={ctx}
      />,
    )
    expect(hostile.querySelector('.root')?.getAttribute('style') ?? '').not.toContain('url(')
  })
})
