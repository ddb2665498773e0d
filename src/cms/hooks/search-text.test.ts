import { describe, expect, it } from 'vitest'
import { fillSearchText } from './search-text'

type Args = Parameters<typeof fillSearchText>[0]

function run(
  locale: string | undefined,
  data: Record<string, unknown>,
  originalDoc?: Record<string, unknown>,
) {
  return fillSearchText({ data, originalDoc, req: { locale }, operation: 'update' } as unknown as Args)
}

describe('search text hook', () => {
  it('indexes title, excerpt, description, client and content', () => {
    const out = run('fi', {
      title: 'Öljyremontti',
      excerpt: 'Lyhyesti.',
      meta: { title: 'SEO', description: 'Kuvaus hakukoneille.' },
      client: 'Åkerö Oy',
      content: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Runko' }] }],
        },
      },
    })
    expect(out.searchText).toBe('Lyhyesti. Kuvaus hakukoneille. Åkerö Oy Runko')
    expect(out.searchFolded).toBe('oljyremontti lyhyesti kuvaus hakukoneille akero oy runko')
  })

  it('keeps the stored text for fields a partial update leaves out', () => {
    const out = run(
      'fi',
      { _status: 'published', meta: { title: 'Uusi' } },
      {
        title: 'Päiväkoti',
        excerpt: 'Vanha kuvaus',
        meta: { description: 'Säilyy' },
      },
    )
    expect(out.searchText).toBe('Vanha kuvaus Säilyy')
    expect(out.searchFolded).toBe('paivakoti vanha kuvaus sailyy')
    expect(out._status).toBe('published')
  })

  it('leaves all-locale saves alone', () => {
    const data = { title: { fi: 'A', en: 'B' } }
    expect(run('all', data)).toBe(data)
  })
})
