import { describe, expect, it } from 'vitest'
import { doc as lexical, link, ol, p, ul } from '@/seed/lexical'
import { ctx, render } from '../../../tests/unit/render'
import { RichTextWidget } from './Component'

describe('rich text widget', () => {
  it('renders paragraphs, links and lists from Lexical data', () => {
    const content = lexical(p('Lue ', link('palveluista', '/palvelut'), '.'), ul('Yksi', 'Kaksi'))
    const doc = render(
      <RichTextWidget block={{ blockType: 'richText', content, align: 'center' }} ctx={ctx} />,
    )
    expect(doc.querySelector('p')?.textContent).toBe('Lue palveluista.')
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/palvelut')
    expect(doc.querySelectorAll('li')).toHaveLength(2)
    expect(doc.querySelector('.center')).not.toBeNull()
  })

  it('numbers list items only inside an ordered list', () => {
    const doc = render(
      <RichTextWidget
        block={{ blockType: 'richText', content: lexical(ul('Yksi', 'Kaksi'), ol('Yksi', 'Kaksi')) }}
        ctx={ctx}
      />,
    )
    expect([...doc.querySelectorAll('ul > li')].map((li) => li.getAttribute('value'))).toEqual([null, null])
    expect([...doc.querySelectorAll('ol > li')].map((li) => li.getAttribute('value'))).toEqual(['1', '2'])
  })
})
