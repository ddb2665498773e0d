import { describe, expect, it } from 'vitest'
import { FEEDBACK_LIMITS, isRating } from '@/cms/feedback/limits'
import { feedbackMessages } from './texts'
import { checkFeedback, cleanName, cleanText, type FeedbackField, type FeedbackKind } from './validate'

const fi = { review: feedbackMessages('review', 'fi'), comment: feedbackMessages('comment', 'fi') }
const good = { name: 'Aino Virtanen', email: 'aino@example.fi', text: 'Hyvä palvelu.', rating: '5' }

function check(kind: FeedbackKind, values: Partial<Record<FeedbackField, string>>) {
  return checkFeedback(kind, (field) => values[field], fi[kind])
}
const errorsOf = (kind: FeedbackKind, values: Partial<Record<FeedbackField, string>>) => {
  const result = check(kind, values)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
}

describe('review rating (docs/forms.md: chosen 1 to 5)', () => {
  it.each(['1', '2', '3', '4', '5'])('accepts %s', (rating) => {
    const result = check('review', { ...good, rating })
    expect(result.ok && result.data).toEqual({
      kind: 'review',
      rating: Number(rating),
      name: 'Aino Virtanen',
      email: 'aino@example.fi',
      text: 'Hyvä palvelu.',
    })
  })

  it.each(['0', '6', '5 OR 1=1', '4.5', '', ' 5', '05', '5e0', '-1', '1,5', '５'])(
    'refuses %j in Finnish',
    (rating) => {
      expect(errorsOf('review', { ...good, rating })).toEqual({ rating: 'Valitse arvosana 1–5.' })
    },
  )

  it('refuses a missing rating', () => {
    const { rating: _, ...rest } = good
    expect(errorsOf('review', rest)).toEqual({ rating: 'Valitse arvosana 1–5.' })
  })

  it('isRating (the collection) agrees: whole numbers 1..5 only', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true)
    for (const bad of [0, 6, 4.5, Number.NaN, '5', null, undefined]) expect(isRating(bad)).toBe(false)
  })
})

describe('sender and text', () => {
  it('requires name, email and text with the forms engine wording', () => {
    expect(errorsOf('comment', {})).toEqual({
      name: 'Tämä kenttä on pakollinen.',
      email: 'Tämä kenttä on pakollinen.',
      text: 'Tämä kenttä on pakollinen.',
    })
    // Whitespace is not an answer.
    expect(errorsOf('comment', { name: '  ', email: ' ', text: '\n\n' })).toEqual(errorsOf('comment', {}))
  })

  it('checks the email with the forms engine rule (WordPress is_email)', () => {
    for (const email of ['aino@example.fi', 'a.b+c@äänekoski.fi'])
      expect(check('comment', { ...good, email }).ok).toBe(true)
    for (const email of ['aino', 'aino@', '@example.fi', 'aino@example', 'a@b.c@d.fi', 'x@y.z'])
      expect(errorsOf('comment', { ...good, email })).toEqual({ email: 'Sähköpostiosoite on virheellinen.' })
    expect(errorsOf('comment', { ...good, email: `${'a'.repeat(250)}@ex.fi` })).toHaveProperty('email')
  })

  it('refuses a 100 000-character comment with the limit in the message', () => {
    expect(errorsOf('comment', { ...good, text: 'a'.repeat(100_000) })).toEqual({
      text: 'Kommentti on liian pitkä (enintään 5\u00a0000 merkkiä).',
    })
    expect(errorsOf('review', { ...good, text: 'a'.repeat(FEEDBACK_LIMITS.textMaxLength + 1) })).toEqual({
      text: 'Arvio on liian pitkä (enintään 5\u00a0000 merkkiä).',
    })
  })

  it('counts a line end once, as the browser does, though it is posted as \\r\\n', () => {
    const lines = `${'a'.repeat(99)}\r\n`.repeat(50).trimEnd()
    expect(check('comment', { ...good, text: lines }).ok).toBe(true)
  })

  it('refuses an over-long name', () => {
    expect(errorsOf('comment', { ...good, name: 'N'.repeat(101) })).toEqual({
      name: 'Teksti on liian pitkä (enintään 100 merkkiä).',
    })
  })

  it('keeps hostile text as text (escaping is the renderer’s job) but drops control characters', () => {
    const text = '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))\u0000\u0007'
    const result = check('comment', { ...good, text })
    expect(result.ok && result.data.text).toBe(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    )
    expect(cleanText(' a\r\nb\rc\t\u001b ')).toBe('a\nb\nc')
    expect(cleanName(' Aino\n  Virtanen\t')).toBe('Aino Virtanen')
  })
})

describe('comment reply-to', () => {
  it('takes an id or nothing', () => {
    const reply = check('comment', { ...good, parent: '12' })
    expect(reply.ok && reply.data).toMatchObject({ kind: 'comment', parent: 12 })
    const top = check('comment', { ...good, parent: '' })
    expect(top.ok && top.data).not.toHaveProperty('parent')
  })

  it.each(['0', '-3', 'abc', '1 OR 1=1', '12345678901'])('refuses %j', (parent) => {
    expect(errorsOf('comment', { ...good, parent })).toEqual({
      parent: 'Kommenttia, johon vastaat, ei löytynyt.',
    })
  })

  it('reviews ignore it, comments ignore a rating', () => {
    expect(check('review', { ...good, parent: 'x' }).ok).toBe(true)
    const comment = check('comment', { ...good, rating: '99' })
    expect(comment.ok && comment.data).not.toHaveProperty('rating')
  })
})

describe('English', () => {
  it('gives the messages in English', () => {
    const result = checkFeedback('review', () => undefined, feedbackMessages('review', 'en'))
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      'Choose a rating from 1 to 5.',
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ])
    expect(feedbackMessages('comment', 'en').textTooLong).toBe(
      'The comment is too long (at most 5,000 characters).',
    )
  })
})
