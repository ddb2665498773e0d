import { describe, expect, it } from 'vitest'
import { doc as lexical, link, p, ul } from '@/seed/lexical'
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
})
