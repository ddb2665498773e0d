import { describe, expect, it } from 'vitest'
import { COOKIE_CONSENT } from '@/lib/constants'
import { readVectors } from '../../../tests/unit/vectors'
import { applyLaw, parseCountry } from './auto-dismiss'
import {
  allowsThirdParties,
  autoDismissOptions,
  CLEAR_COOKIE,
  getCookie,
  hasAnswered,
  hasConsented,
  initialState,
  isConsentStatus,
  isConsentType,
  statusChange,
  statusCookie,
} from './state'

const NOW = new Date('2026-03-01T12:00:00Z')

type ConsentVectors = { cases: { input: unknown; expected: unknown }[] }
const vectors = readVectors<ConsentVectors>('cookieconsent.json')

describe('statuses (cookieconsent.json)', () => {
  it('has the three statuses, stored in lower case as v3 does (v4 spells the constants in capitals)', () => {
    // Vector cases 1–3: CookieConsent.DENY / ALLOW / DISMISS → "DENY" / "ALLOW" / "DISMISS".
    const statuses = vectors.cases.flatMap((c) =>
      typeof c.input === 'string' && c.input.startsWith('CookieConsent.') ? [String(c.expected)] : [],
    )
    expect(statuses).toEqual(['DENY', 'ALLOW', 'DISMISS'])
    expect(COOKIE_CONSENT.values.map((v) => v.toUpperCase())).toEqual(statuses)
    // v3 fact: status = { deny: 'deny', allow: 'allow', dismiss: 'dismiss' }.
    for (const value of ['deny', 'allow', 'dismiss']) expect(isConsentStatus(value)).toBe(true)
    for (const value of ['DENY', 'Allow', 'yes', '', 'undefined', null, undefined, 1])
      expect(isConsentStatus(value)).toBe(false)
  })

  it('keeps v3\'s three types: v4\'s unreleased "categories" type (vector case 4) is not one of them', () => {
    expect(['info', 'opt-in', 'opt-out'].every(isConsentType)).toBe(true)
    const custom = vectors.cases.find((c) => typeof c.expected === 'object' && c.expected !== null)
    expect(custom?.expected).toEqual({ 'options.type': 'categories' })
    expect(isConsentType('categories')).toBe(false)
    expect(COOKIE_CONSENT.type).toBe('info')
  })

  it('hasAnswered: one of deny, allow, dismiss', () => {
    expect(hasAnswered('deny')).toBe(true)
    expect(hasAnswered('allow')).toBe(true)
    expect(hasAnswered('dismiss')).toBe(true)
    expect(hasAnswered('maybe')).toBe(false)
    expect(hasAnswered(undefined)).toBe(false)
  })

  it('hasConsented: allow or dismiss, as in v3', () => {
    expect(hasConsented('allow')).toBe(true)
    expect(hasConsented('dismiss')).toBe(true)
    expect(hasConsented('deny')).toBe(false)
    expect(hasConsented('unanswered')).toBe(false)
    expect(hasConsented(undefined)).toBe(false)
  })
})

describe('reading the cookie (v3 getCookie)', () => {
  it('takes the value after "; name=" up to the next ";", undefined when absent', () => {
    expect(getCookie('cookieconsent_status=allow')).toBe('allow')
    expect(getCookie('lang=fi; cookieconsent_status=deny; other=1')).toBe('deny')
    expect(getCookie('lang=fi')).toBeUndefined()
    expect(getCookie('')).toBeUndefined()
    expect(getCookie('cookieconsent_status=')).toBe('')
    // A similarly named cookie is a different cookie.
    expect(getCookie('xcookieconsent_status=allow')).toBeUndefined()
    // Two cookies of the same name (another path): the last one, as v3's parts.pop().
    expect(getCookie('cookieconsent_status=deny; cookieconsent_status=allow')).toBe('allow')
  })
})

describe('initial state', () => {
  it('a valid stored value is the state; none is unanswered', () => {
    expect(initialState({ cookies: 'cookieconsent_status=dismiss', cookieEnabled: true })).toEqual({
      state: 'dismiss',
      clear: false,
    })
    expect(initialState({ cookies: '', cookieEnabled: true })).toEqual({ state: 'unanswered', clear: false })
  })

  it('any other value is cleared and counts as unanswered', () => {
    for (const value of ['yes', 'ALLOW', '', 'allow ', 'true'])
      expect(initialState({ cookies: `cookieconsent_status=${value}`, cookieEnabled: true })).toEqual({
        state: 'unanswered',
        clear: true,
      })
  })

  it('follows v3 init order: cookies off → deny, CookiesOK → allow, else the cookie', () => {
    expect(initialState({ cookies: 'cookieconsent_status=allow', cookieEnabled: false }).state).toBe('deny')
    expect(
      initialState({ cookies: 'cookieconsent_status=deny', cookieEnabled: true, cookiesOK: true }).state,
    ).toBe('allow')
  })
})

describe('writing the cookie (v3 setCookie / setStatus / clearStatus)', () => {
  it('stores the status for 365 days on path / with SameSite=Lax', () => {
    const cookie = statusCookie('allow', NOW)
    const expires = new Date(NOW.getTime() + 365 * 24 * 60 * 60 * 1000).toUTCString()
    expect(cookie).toBe(`cookieconsent_status=allow; expires=${expires}; path=/; SameSite=Lax`)
    expect(expires).toBe('Mon, 01 Mar 2027 12:00:00 GMT')
    expect(statusCookie('deny', NOW, true)).toMatch(/; Secure$/)
  })

  it('clears with the same name and path, expired', () => {
    expect(CLEAR_COOKIE).toBe(
      'cookieconsent_status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    )
  })

  it('setStatus: a valid status is written and reports whether an answer existed; anything else clears', () => {
    expect(statusChange('', 'dismiss', NOW)).toEqual({
      cookie: statusCookie('dismiss', NOW),
      state: 'dismiss',
      chosenBefore: false,
    })
    expect(statusChange('cookieconsent_status=deny', 'allow', NOW).chosenBefore).toBe(true)
    expect(statusChange('cookieconsent_status=junk', 'allow', NOW).chosenBefore).toBe(false)
    expect(statusChange('cookieconsent_status=allow', 'nonsense', NOW)).toEqual({
      cookie: CLEAR_COOKIE,
      state: 'unanswered',
      chosenBefore: true,
    })
  })
})

describe('what may load', () => {
  it('info and opt-in wait for allow or dismiss; opt-out loads unless denied', () => {
    const states = ['unanswered', 'allow', 'dismiss', 'deny'] as const
    const table = (type: 'info' | 'opt-in' | 'opt-out') => states.map((s) => allowsThirdParties(type, s))
    expect(table('info')).toEqual([false, true, true, false])
    expect(table('opt-in')).toEqual([false, true, true, false])
    expect(table('opt-out')).toEqual([true, true, true, false])
  })
})

describe('auto-dismiss settings', () => {
  it('are all off by default; empty or negative values are off', () => {
    expect(autoDismissOptions({})).toEqual({ scroll: null, timeout: null, windowClick: false })
    expect(
      autoDismissOptions({ dismissOnScroll: 200.7, dismissOnTimeout: 0, dismissOnWindowClick: true }),
    ).toEqual({ scroll: 200, timeout: 0, windowClick: true })
    expect(autoDismissOptions({ dismissOnScroll: -1, dismissOnTimeout: Number.NaN })).toEqual({
      scroll: null,
      timeout: null,
      windowClick: false,
    })
  })
})

describe('country lookup', () => {
  it('reads the country from common JSON shapes or plain text', () => {
    expect(parseCountry('{"country_code":"fi"}')).toBe('FI')
    expect(parseCountry('{"countryCode":"US","city":"x"}')).toBe('US')
    expect(parseCountry('{"ip":"1.2.3.4","country":"SE"}')).toBe('SE')
    expect(parseCountry('DE\n')).toBe('DE')
    expect(parseCountry('{"country":"Finland"}')).toBeNull()
    expect(parseCountry('{broken')).toBeNull()
    expect(parseCountry('<html>')).toBeNull()
    expect(parseCountry('')).toBeNull()
  })

  it('applies the law lists: no law → dismiss; explicit action → no automatic dismissal', () => {
    const options = { scroll: 100, timeout: 5000, windowClick: true }
    expect(applyLaw(null, options)).toEqual({ dismissNow: false, autoDismiss: options })
    expect(applyLaw('US', options).dismissNow).toBe(true)
    expect(applyLaw('FI', options)).toEqual({ dismissNow: false, autoDismiss: options })
    for (const country of COOKIE_CONSENT.explicitActionCountries)
      expect(applyLaw(country, options)).toEqual({
        dismissNow: false,
        autoDismiss: { scroll: null, timeout: null, windowClick: false },
      })
  })
})
