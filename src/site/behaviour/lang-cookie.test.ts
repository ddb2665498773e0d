import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANG_COOKIE, writeLangCookie } from './lang-cookie'

afterEach(() => {
  vi.restoreAllMocks()
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the test wrote.
  document.cookie = `${LANG_COOKIE}=; Max-Age=0; Path=/`
})

describe('language cookie', () => {
  it('writes the page language for 365 days on the whole site, only when it changed', () => {
    document.documentElement.lang = 'fi'
    const set = vi.spyOn(document, 'cookie', 'set')
    writeLangCookie()
    expect(set).toHaveBeenCalledWith('site_lang=fi; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(document.cookie).toContain('site_lang=fi')
    writeLangCookie()
    expect(set).toHaveBeenCalledTimes(1)
    document.documentElement.lang = 'en'
    writeLangCookie()
    expect(set).toHaveBeenCalledTimes(2)
    expect(document.cookie).toContain('site_lang=en')
  })
})
