import { describe, expect, it } from 'vitest'
import { autop } from './autop'

// Expected outputs are what WordPress's wpautop() returns for the same input.
describe('autop', () => {
  it('makes paragraphs of blank-line-separated text and breaks of single newlines', () => {
    expect(autop('Line one\nLine two\n\nPara two')).toBe('<p>Line one<br />\nLine two</p>\n<p>Para two</p>\n')
  })

  it('returns nothing for whitespace', () => {
    expect(autop(' \n\n ')).toBe('')
  })

  it('does not wrap block-level tags in paragraphs', () => {
    expect(autop('<div>x</div>')).toBe('<div>x</div>\n')
    expect(autop('<h2>Title</h2>\nText')).toBe('<h2>Title</h2>\n<p>Text</p>\n')
  })

  it('leaves the newlines of <pre> alone', () => {
    expect(autop('<pre>a\n\nb</pre>')).toBe('<pre>a\n\nb</pre>\n')
  })

  it('normalises <br> and does not double it', () => {
    expect(autop('a<br>\nb')).toBe('<p>a<br />\nb</p>\n')
  })

  it('puts a blockquote around its paragraphs', () => {
    expect(autop('<blockquote>Quote</blockquote>')).toBe('<blockquote><p>Quote</p></blockquote>\n')
  })

  it('does not break lines inside a tag', () => {
    expect(autop('<a\nhref="/x">link</a>')).toBe('<p><a\nhref="/x">link</a></p>\n')
  })

  it('keeps list items out of paragraphs', () => {
    expect(autop('<ul>\n<li>One</li>\n<li>Two</li>\n</ul>')).toBe('<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n')
  })
})
