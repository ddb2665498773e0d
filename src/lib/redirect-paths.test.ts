import { describe, expect, it } from 'vitest'
import { redirectKey, redirectTarget, requestKeys } from './redirect-paths'

describe('redirect keys', () => {
  it('names an address by its path without a trailing slash, and WordPress item queries by the one parameter', () => {
    expect(redirectKey('/2019/05/vanha-artikkeli/')).toBe('/2019/05/vanha-artikkeli')
    expect(redirectKey('https://vanha.example/meista/?utm_source=x')).toBe('/meista')
    expect(redirectKey('/?p=123&utm_source=x')).toBe('/?p=123')
    expect(redirectKey('/?page_id=7')).toBe('/?page_id=7')
    expect(redirectKey('/')).toBe('/')
  })

  it('writes escapes one way, so a request matches however it spelled them', () => {
    const stored = redirectKey('/greek/επίπεδο-2/')
    expect(stored).toBe('/greek/%CE%B5%CF%80%CE%AF%CF%80%CE%B5%CE%B4%CE%BF-2')
    expect(requestKeys('//greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/')).toEqual([stored])
    expect(redirectKey('//greek/επίπεδο-2/')).toBe(stored)
    expect(requestKeys('/%E0%A4%A')).toEqual(['/%E0%A4%A'])
  })

  it('refuses what is not a path of this site', () => {
    for (const bad of [
      '',
      'vanha-sivu',
      'javascript:alert(1)',
      '/admin/x',
      '/api/users',
      '/a b',
      `/${'x'.repeat(600)}`,
    ])
      expect(redirectKey(bad), bad).toBeNull()
  })

  it('looks a request up by its item query first, then its path; the site’s own addresses never', () => {
    expect(requestKeys('/?p=5&x=1')).toEqual(['/?p=5', '/'])
    expect(requestKeys('/blogi/')).toEqual(['/blogi'])
    expect(requestKeys('/api/health')).toEqual([])
    expect(requestKeys('/_next/static/x.js')).toEqual([])
  })

  it('takes only targets on this site', () => {
    expect(redirectTarget('/blogi/uusi#kommentit')).toBe('/blogi/uusi#kommentit')
    expect(redirectTarget('/blogi?category=seo')).toBe('/blogi?category=seo')
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'blogi',
    ])
      expect(redirectTarget(bad), bad).toBeNull()
  })
})
