import { describe, expect, it } from 'vitest'
import { prefersHtml } from './accept'

describe('prefersHtml', () => {
  it.each([
    ['Firefox form post', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    [
      'Chrome form post',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    ],
    ['HTML only', 'text/html'],
    ['any text', 'text/*'],
    ['HTML above JSON', 'application/json;q=0.5, text/html'],
  ])('a page for %s', (_, accept) => {
    expect(prefersHtml(accept)).toBe(true)
  })

  it.each([
    ['no header', null],
    ['empty', ''],
    ['curl', '*/*'],
    ['the site script', 'application/json'],
    ['JSON and HTML alike', 'application/json, text/html'],
    ['HTML below the wildcard', 'text/html;q=0.5, */*'],
    ['HTML refused', 'text/html;q=0, */*;q=0.1'],
    ['garbage', 'nonsense;;;,,/'],
    ['JSON ranked first', 'application/json, text/html;q=0.9'],
  ])('JSON for %s', (_, accept) => {
    expect(prefersHtml(accept)).toBe(false)
  })
})
