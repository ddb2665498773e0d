import { describe, expect, it } from 'vitest'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { TeamMemberWidget, telHref } from './Component'
import { validateEmail, validatePhone, validateProfileUrl } from './config'

const en = { ...ctx, locale: 'en' as const }

describe('team member card', () => {
  it('renders photo, name heading, role, text, contact links and named profile links', () => {
    const doc = render(
      <TeamMemberWidget
        block={{
          blockType: 'teamMember',
          photo: mediaDoc(),
          name: 'Aino Virtanen',
          role: 'Toimitusjohtaja',
          text: 'Perusti Kajon.',
          email: 'aino@kajodigital.example',
          phone: '+358 40 123 4567',
          profiles: [
            { network: 'linkedin', url: 'https://www.linkedin.com/in/aino', newTab: true },
            { network: 'github', url: 'https://github.com/aino' },
            { network: 'x', url: 'javascript:alert(1)' },
            { network: 'website', url: '/yhteystiedot' },
          ],
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('h3')?.textContent).toBe('Aino Virtanen')
    expect(doc.querySelector('p')?.textContent).toBe('Toimitusjohtaja')
    // The name beside the photo says who it is.
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('')
    const links = [...doc.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:aino@kajodigital.example',
      'tel:+358401234567',
      'https://www.linkedin.com/in/aino',
      'https://github.com/aino',
    ])
    expect(links.map((a) => a.textContent)).toEqual([
      'Sähköposti: aino@kajodigital.example',
      'Puhelin: +358 40 123 4567',
      'LinkedIn: Aino Virtanen (avautuu uuteen välilehteen)',
      'GitHub: Aino Virtanen',
    ])
    expect(links[2]?.getAttribute('target')).toBe('_blank')
    expect(links[2]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(links[3]?.hasAttribute('target')).toBe(false)
    // Every glyph is hidden from assistive technology.
    for (const svg of doc.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true')
  })

  it('renders a card without a photo, and speaks English in English', () => {
    const doc = render(
      <TeamMemberWidget
        block={{
          blockType: 'teamMember',
          name: 'Mikko Laine',
          photo: 12,
          email: 'ei-osoite',
          profiles: [{ network: 'website', url: 'https://mikko.example' }],
        }}
        ctx={en}
      />,
    )
    expect(doc.querySelector('img')).toBeNull()
    expect(doc.querySelectorAll('a')).toHaveLength(1)
    expect(doc.querySelector('a')?.textContent).toBe('Website: Mikko Laine')
  })

  it('renders nothing without a name', () => {
    const doc = render(<TeamMemberWidget block={{ blockType: 'teamMember', name: '  ' }} ctx={ctx} />)
    expect(doc.body.innerHTML).toBe('')
  })

  it('validates contact fields and builds tel: addresses', () => {
    expect(telHref('+358 (40) 123-4567')).toBe('tel:+358401234567')
    expect(telHref('soita')).toBeNull()
    expect(validateEmail('aino@kajodigital.example')).toBe(true)
    expect(validateEmail('aino@')).not.toBe(true)
    expect(validatePhone('040 123 4567')).toBe(true)
    expect(validatePhone('numero')).not.toBe(true)
    expect(validateProfileUrl('https://x.com/kajo')).toBe(true)
    expect(validateProfileUrl('x.com/kajo')).not.toBe(true)
  })
})
