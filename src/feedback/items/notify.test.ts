import { describe, expect, it, vi } from 'vitest'

vi.mock('@/data/sitemap', () => ({ siteOrigin: () => 'https://kajodigital.example' }))
const { notificationMail } = await import('./notify')

describe('the editors’ notice', () => {
  it('names the item, links to it in the admin and keeps the subject on one line', () => {
    const mail = notificationMail(
      {
        kind: 'review',
        id: 12,
        name: 'Aino',
        email: 'aino@example.fi',
        text: 'Hyvä.',
        rating: 4,
        locale: 'fi',
      },
      'Paketti\r\nBcc: x@y.z',
      'https://kajodigital.example',
    )
    expect(mail.subject).toBe('Uusi arvio odottaa tarkistusta: Paketti Bcc: x@y.z')
    expect(mail.text).toContain('Arvosana: 4 / 5')
    expect(mail.text.endsWith('https://kajodigital.example/admin/collections/reviews/12')).toBe(true)
  })

  it('for a comment, says when it is a reply', () => {
    const mail = notificationMail(
      {
        kind: 'comment',
        id: 3,
        name: 'Ville',
        email: 'v@example.fi',
        text: 'Kiitos',
        parent: 1,
        locale: 'en',
      },
      'Artikkeli',
      'https://kajodigital.example',
    )
    expect(mail.subject).toBe('Uusi kommentti odottaa tarkistusta: Artikkeli')
    expect(mail.text).toContain('Vastaus toiseen kommenttiin')
    expect(mail.text).toContain('/admin/collections/comments/3')
  })
})
