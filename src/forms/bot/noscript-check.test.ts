import { describe, expect, it } from 'vitest'
import { noscriptQuestion, verifyNoscriptAnswer } from './noscript-check'

const secret = 's'.repeat(64)
const DAY = 24 * 60 * 60_000
const NOW = Date.UTC(2026, 0, 15, 12)

function answerOf(question: string): string {
  const [, a, b] = /(\d) \+ (\d)/.exec(question) ?? []
  return String(Number(a) + Number(b))
}

describe('noscriptQuestion', () => {
  it('asks a small sum in Finnish or English, the same all day for one form', () => {
    const fi = noscriptQuestion(secret, 7, 'fi', NOW)
    expect(fi.question).toMatch(/^Paljonko on [1-9] \+ [1-9]\?$/)
    const en = noscriptQuestion(secret, 7, 'en', NOW)
    expect(en.question).toMatch(/^What is [1-9] \+ [1-9]\?$/)
    expect(en.token).toBe(fi.token)
    expect(noscriptQuestion(secret, 7, 'fi', NOW + 60_000)).toEqual(fi)
  })
})

describe('verifyNoscriptAnswer', () => {
  const { question, token } = noscriptQuestion(secret, 3, 'fi', NOW)
  const answer = answerOf(question)

  it('accepts the right sum on the day and the next (a cached page), not later', () => {
    expect(verifyNoscriptAnswer(token, answer, secret, NOW)).toBe(true)
    expect(verifyNoscriptAnswer(token, ` ${answer} `, secret, NOW + DAY)).toBe(true)
    expect(verifyNoscriptAnswer(token, answer, secret, NOW + 2 * DAY)).toBe(false)
    expect(verifyNoscriptAnswer(token, answer, secret, NOW - DAY)).toBe(false)
  })

  it('refuses a wrong sum, a forged token and garbage', () => {
    expect(verifyNoscriptAnswer(token, String(Number(answer) + 1), secret, NOW)).toBe(false)
    expect(verifyNoscriptAnswer(token, answer, 'another secret', NOW)).toBe(false)
    // Easier operands under the same MAC do not pass.
    const [day, , , mac] = token.split('.')
    expect(verifyNoscriptAnswer(`${day}.1.1.${mac}`, '2', secret, NOW)).toBe(false)
    for (const [t, a] of [
      [undefined, answer],
      [token, undefined],
      [token, ['7']],
      ['', answer],
      ['1.2.3', answer],
      [`${token}x`, answer],
      [token, `${answer}.0`],
      [token, '9'.repeat(1000)],
    ] as const) {
      expect(verifyNoscriptAnswer(t, a, secret, NOW)).toBe(false)
    }
  })
})
