import { describe, expect, it } from 'vitest'
import { addressText, mailJobInput } from './queued-mail'

describe('addressText', () => {
  it('writes every address form nodemailer takes as one header value', () => {
    expect(addressText('a@example.fi')).toBe('a@example.fi')
    expect(addressText({ name: 'Kajo "Digital"', address: 'b@example.fi' })).toBe(
      '"Kajo Digital" <b@example.fi>',
    )
    expect(addressText(['a@example.fi', { address: 'c@example.fi' }])).toBe('a@example.fi, c@example.fi')
    expect(addressText(undefined)).toBe('')
  })
})

describe('mailJobInput', () => {
  it('keeps what the message says and fills the sender', () => {
    expect(
      mailJobInput(
        { to: 'toimittaja@example.fi', subject: 'Salasanan vaihto', html: '<p>Linkki</p>' },
        'sivusto@example.fi',
      ),
    ).toEqual({
      to: 'toimittaja@example.fi',
      from: 'sivusto@example.fi',
      subject: 'Salasanan vaihto',
      html: '<p>Linkki</p>',
    })
  })

  it('refuses a message without a recipient instead of queueing one that can never go', () => {
    expect(() => mailJobInput({ subject: 'x' }, 'sivusto@example.fi')).toThrow(/recipient/)
  })
})
