import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { WebFonts } from './WebFonts'

const page = (choices: (string | null)[]) =>
  renderToString(
    <html lang="fi">
      <body>
        <WebFonts choices={choices} />
      </body>
    </html>,
  )

describe('web font tags', () => {
  it('add nothing for device fonts', () => {
    expect(page(['system', null])).not.toMatch(/font-face|preload/)
  })

  it('put one preload per used family and one style into the head', () => {
    const html = page(['inter', 'inter'])
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/rel="preload"/g)).toHaveLength(1)
    expect(head).toContain('href="/fonts/inter-latin-wght-normal.woff2?v=')
    expect(head).toMatch(/as="font"[^>]*crossorigin/)
    expect(head.match(/<style/g)).toHaveLength(1)
    expect(head).toContain('Inter Fallback')
  })
})
