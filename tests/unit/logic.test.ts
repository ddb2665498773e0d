import { describe, expect, it } from 'vitest'
import { validateColour } from '@/cms/fields/colour'
import { slugify, validateSlug } from '@/cms/fields/slug'
import { isLocale, localeHref, splitLocale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import {
  invalidQueryParam,
  malformedJsonParam,
  normaliseBody,
  type RestShape,
  unavailableRoute,
} from '@/lib/api-guard'
import { COOKIE_CONSENT, LIGHTBOX, TIMING } from '@/lib/constants'
import { focalPosition, imageSources } from '@/lib/Img'
import { anchorProps, type ResolvedLink, resolveLink } from '@/lib/links'
import { withLocaleFallback } from '@/lib/locale-fallback'
import { mediaFileUrl, staticImageType } from '@/lib/media-files'
import { findByPath, type PageRef, pageIndex, pageRef } from '@/lib/page-index'
import { demoPassword } from '@/seed/seed'
import { ctx, mediaDoc, pageDoc } from './render'

describe('locales and addresses', () => {
  it('reads the locale from the first segment, Finnish by default', () => {
    expect(splitLocale(undefined)).toEqual({ locale: 'fi', path: '' })
    expect(splitLocale(['palvelut', 'verkkosivut'])).toEqual({ locale: 'fi', path: 'palvelut/verkkosivut' })
    expect(splitLocale(['en'])).toEqual({ locale: 'en', path: '' })
    expect(splitLocale(['en', 'contact'])).toEqual({ locale: 'en', path: 'contact' })
    expect(splitLocale(['tietoa-meist%C3%A4'])).toEqual({ locale: 'fi', path: 'tietoa-meistä' })
    // Malformed escapes must not throw (they would become a 500); they just match no page.
    expect(splitLocale(['en', '%ZZ'])).toEqual({ locale: 'en', path: '%ZZ' })
    expect(splitLocale(['%E4%F6'])).toEqual({ locale: 'fi', path: '%E4%F6' })
  })

  it('builds addresses with the English prefix only', () => {
    expect(localeHref('fi', '')).toBe('/')
    expect(localeHref('fi', 'palvelut')).toBe('/palvelut')
    expect(localeHref('en', '')).toBe('/en')
    expect(localeHref('en', '/contact/')).toBe('/en/contact')
    expect(isLocale('sv')).toBe(false)
  })

  it('has every interface string in both languages', () => {
    expect(Object.keys(t('en')).sort()).toEqual(Object.keys(t('fi')).sort())
    expect(t('fi').pageNotFound).toBe('Sivua ei löytynyt')
  })
})

describe('slugs and colours', () => {
  it('turns Finnish titles into ASCII slugs', () => {
    expect(slugify('Tietoa meistä')).toBe('tietoa-meista')
    expect(slugify('  Åland & Öljy  ')).toBe('aland-oljy')
  })

  it('explains bad slugs in Finnish', () => {
    expect(validateSlug('palvelut')).toBe(true)
    expect(validateSlug('')).toMatch(/Anna/)
    expect(validateSlug('Iso Kirjain')).toMatch(/pieniä kirjaimia/)
    expect(validateSlug('a'.repeat(121))).toMatch(/liian pitkä/)
  })

  it('accepts only hex colours', () => {
    expect(validateColour('#8a2432')).toBe(true)
    expect(validateColour('#fff')).toBe(true)
    expect(validateColour(undefined)).toBe(true)
    expect(validateColour('red; background: url(x)')).toMatch(/#rrggbb/)
  })
})

describe('links', () => {
  it('resolves internal, home, custom and unsafe links', () => {
    expect(resolveLink({ type: 'internal', page: pageDoc(4, 'palvelut/verkkosivut') }, ctx)?.href).toBe(
      '/palvelut/verkkosivut',
    )
    expect(
      resolveLink({ type: 'internal', page: pageDoc(1, 'etusivu') }, { ...ctx, locale: 'en' })?.href,
    ).toBe('/en')
    expect(resolveLink({ type: 'custom', url: '#!/palvelut' }, ctx)?.href).toBe('#!/palvelut')
    expect(resolveLink({ type: 'custom', url: 'https://example.fi' }, ctx)?.external).toBe(true)
    expect(resolveLink({ type: 'custom', url: '//evil.example' }, ctx)).toBeNull()
    expect(resolveLink({ type: 'custom', url: 'javascript:alert(1)' }, ctx)).toBeNull()
    // Paths that only look like the site's own: a browser opens evil.example for each.
    for (const url of ['/\\evil.example', '/%5Cevil.example', '/%09/evil.example', '/\t/evil.example'])
      expect(resolveLink({ type: 'custom', url }, ctx), url).toBeNull()
    expect(resolveLink({ type: 'custom', url: '/yhteystiedot?aihe=tarjous#!/lomake' }, ctx)?.href).toBe(
      '/yhteystiedot?aihe=tarjous#!/lomake',
    )
  })

  const services: PageRef = {
    id: 40,
    parent: null,
    title: { fi: 'Palvelut' },
    path: { fi: 'palvelut' },
    updatedAt: '',
  }
  const contact: PageRef = {
    id: 41,
    parent: null,
    title: { fi: 'Yhteystiedot', en: 'Contact' },
    path: { fi: 'yhteystiedot', en: 'contact' },
    updatedAt: '',
  }
  const en = { ...ctx, locale: 'en' as const, pages: pageIndex([services, contact]) }

  it('labels a page link with the page title in the visitor locale unless the editor wrote one', () => {
    expect(resolveLink({ type: 'internal', page: 41 }, en)).toMatchObject({
      href: '/en/contact',
      label: 'Contact',
    })
    expect(resolveLink({ type: 'internal', page: 41, label: 'Reach us' }, en)?.label).toBe('Reach us')
    expect(resolveLink({ type: 'internal', page: 41 }, en)?.lang).toBeUndefined()
  })

  it('sends links to an untranslated page to the original, marked, or leaves them out', () => {
    const link = resolveLink({ type: 'internal', page: 40 }, en)
    expect(link).toMatchObject({ href: '/palvelut', label: 'Palvelut', hreflang: 'fi', lang: 'fi' })
    expect(anchorProps(link as ResolvedLink)).toEqual({ href: '/palvelut', hrefLang: 'fi' })
    // The editor's own English label is English text: only the target is marked Finnish.
    expect(resolveLink({ type: 'internal', page: 40, label: 'Services' }, en)).toMatchObject({
      hreflang: 'fi',
      lang: undefined,
    })
    expect(resolveLink({ type: 'internal', page: 40 }, { ...en, untranslated: 'hide' })).toBeNull()
    // Unpublished (not in the index) or missing pages lead nowhere.
    expect(resolveLink({ type: 'internal', page: 999 }, en)).toBeNull()
    expect(resolveLink({ type: 'internal', page: null }, en)).toBeNull()
  })

  it('reads pages stored with every locale into the index', () => {
    const ref = pageRef({
      id: 7,
      parent: { id: 3 },
      title: { fi: 'Hinnasto', en: '' },
      path: { fi: 'palvelut/hinnasto', en: null },
      updatedAt: '2026-11-01T00:00:00.000Z',
    })
    expect(ref).toEqual({
      id: 7,
      parent: 3,
      title: { fi: 'Hinnasto' },
      path: { fi: 'palvelut/hinnasto' },
      updatedAt: '2026-11-01T00:00:00.000Z',
    })
    expect(findByPath(pageIndex([ref]), 'fi', 'palvelut/hinnasto')?.id).toBe(7)
    expect(findByPath(pageIndex([ref]), 'en', 'palvelut/hinnasto')).toBeNull()
  })
})

describe('locale fallback for menus', () => {
  it('fills untranslated texts from Finnish but leaves page links unlabelled', () => {
    const fi = {
      copyright: 'Kajo Digital Oy',
      columns: [
        {
          id: 'a',
          heading: 'Palvelut',
          links: [
            { id: 'l1', link: { type: 'internal', page: 40, label: 'Kaikki palvelut' } },
            { id: 'l2', link: { type: 'custom', url: 'mailto:hei@x.fi', label: 'hei@x.fi' } },
          ],
        },
      ],
    }
    const en = {
      copyright: null,
      columns: [
        {
          id: 'a',
          heading: 'Services',
          links: [
            { id: 'l1', link: { type: 'internal', page: 40, label: null } },
            { id: 'l2', link: { type: 'custom', url: 'mailto:hei@x.fi', label: null } },
          ],
        },
      ],
    }
    expect(withLocaleFallback<typeof fi | typeof en>(en, fi)).toEqual({
      copyright: 'Kajo Digital Oy',
      columns: [
        {
          id: 'a',
          heading: 'Services',
          links: [
            { id: 'l1', link: { type: 'internal', page: 40, label: null } },
            { id: 'l2', link: { type: 'custom', url: 'mailto:hei@x.fi', label: 'hei@x.fi' } },
          ],
        },
      ],
    })
  })
})

describe('images', () => {
  it('lists stored widths narrowest first, original included', () => {
    expect(imageSources(mediaDoc()).map((s) => s.width)).toEqual([480, 960, 1920])
    expect(focalPosition({ focalX: 30, focalY: 60 })).toBe('30% 60%')
    expect(focalPosition({})).toBe('50% 50%')
  })
})

describe('spec constants', () => {
  it("keeps the constants' values", () => {
    expect(COOKIE_CONSENT.cookieName).toBe('cookieconsent_status')
    expect(COOKIE_CONSENT.expiryDays).toBe(365)
    expect(COOKIE_CONSENT.palette.buttonBackground).toBe('#8a2432')
    expect(TIMING.menuShowDelay).toBe(100)
    expect(TIMING.scrollToDuration).toBe(600)
    expect(LIGHTBOX.counterSeparator).toBe(' / ')
  })
})

describe('demo login', () => {
  it('uses ADMIN_PASSWORD, else a fixed demo password in development and a random one in production', () => {
    expect(demoPassword({ ADMIN_PASSWORD: 'x', NODE_ENV: 'production' })).toEqual({
      password: 'x',
      generated: false,
    })
    expect(demoPassword({ NODE_ENV: 'development' })).toEqual({ password: 'demo-salasana', generated: false })
    const a = demoPassword({ NODE_ENV: 'production' })
    const b = demoPassword({ NODE_ENV: 'production' })
    expect(a.generated).toBe(true)
    expect(a.password).not.toBe(b.password)
    expect(a.password.length).toBeGreaterThanOrEqual(16)
  })
})

describe('API guard', () => {
  it('flags where/data parameters that are not JSON objects', () => {
    const url = (q: string) => new URL(`http://x/api/pages?${q}`)
    expect(malformedJsonParam(url('where=%7B%22broken'))).toBe('where')
    expect(malformedJsonParam(url('where=42'))).toBe('where')
    expect(malformedJsonParam(url('data=%5B1%5D'))).toBe('data')
    expect(malformedJsonParam(url('where=%7B%7D'))).toBeNull()
    expect(malformedJsonParam(url('where[title][equals]=x'))).toBeNull()
  })

  it('flags paging, depth and sort values Payload would silently replace', () => {
    const url = (q: string) => new URL(`http://x/api/pages?${q}`)
    expect(invalidQueryParam(url('depth=-5'))).toBe(
      'Kyselyparametrin "depth" pitää olla kokonaisluku, vähintään 0 ja enintään 9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0991.',
    )
    expect(invalidQueryParam(url('limit=abc'))).toContain('"limit"')
    expect(invalidQueryParam(url('page=0'))).toContain('vähintään 1')
    expect(invalidQueryParam(url('sort=;DROP%20TABLE%20pages'))).toContain('"sort"')
    expect(invalidQueryParam(url('where=%7B'))).toContain('"where"')
    expect(invalidQueryParam(url('depth=0&limit=0&page=2&sort=-updatedAt,meta.title'))).toBeNull()
    expect(invalidQueryParam(url('where[slug][equals]=x'))).toBeNull()
  })

  it('gives Payload an empty object for a missing body and refuses JSON that is no object', async () => {
    const post = (body?: string, type?: string) =>
      new Request('http://x/api/pages', {
        method: 'POST',
        body,
        headers: type ? { 'content-type': type } : {},
      })
    const empty = await normaliseBody(post())
    expect(empty).toBeInstanceOf(Request)
    expect(await (empty as Request).text()).toBe('{}')
    expect((empty as Request).headers.get('content-type')).toBe('application/json')
    expect(await normaliseBody(post('{"x": ', 'application/json'))).toBe(
      'Pyynnön sisältö ei ole kelvollista JSONia.',
    )
    expect(await normaliseBody(post('[1]', 'application/json'))).toBe(
      'Pyynnön sisällön pitää olla JSON-olio.',
    )
    const fine = post('{"title":"x"}', 'application/json')
    expect(await normaliseBody(fine)).toBe(fine)
    const form = post('a=1', 'application/x-www-form-urlencoded')
    expect(await normaliseBody(form)).toBe(form)
  })

  it('tells routes that cannot work (no versions, ids that are not ids, switched off) from real ones', () => {
    const endpoints = [
      { method: 'get', path: '/versions' },
      { method: 'get', path: '/:id' },
      { method: 'post', path: '/access/:id?' },
      { method: 'post', path: '/verify/:token' },
    ]
    const entity = { fields: [], versionFields: null, uploadDir: null }
    const shape: RestShape = {
      collections: new Map([
        ['pages', { ...entity, endpoints, versions: true, verify: false }],
        ['tags', { ...entity, endpoints, versions: false, verify: false }],
        ['off', { ...entity, endpoints: false, versions: false, verify: false }],
      ]),
      globals: new Map([
        [
          'header',
          { ...entity, endpoints: [{ method: 'get', path: '/versions' }], versions: false, verify: false },
        ],
      ]),
      numericIds: () => true,
      rootSegments: null,
      query: {
        collectionFields: () => undefined,
        blockFields: () => undefined,
        idType: () => 'number',
        locales: [],
        geo: false,
      },
    }
    expect(unavailableRoute(shape, 'GET', '/api/pages/versions')).toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/pages/12')).toBeNull()
    expect(unavailableRoute(shape, 'POST', '/api/pages/access')).toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/unknown/x')).toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/tags/versions')).toBe('Tässä osoitteessa ei ole rajapintaa.')
    expect(unavailableRoute(shape, 'GET', '/api/globals/header/versions')).not.toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/pages/access')).toBe('Asiakirjaa ei löytynyt.')
    expect(unavailableRoute(shape, 'POST', '/api/pages/verify/abc')).not.toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/off')).not.toBeNull()
  })
})

describe('uploaded images from disk', () => {
  it('serves plain image names only; SVG, video and anything path-like stay on Payload’s route', () => {
    expect(staticImageType('hero-480x270.webp')).toBe('image/webp')
    expect(staticImageType('kuva.JPG')).toBe('image/jpeg')
    for (const name of ['logo.svg', 'esittely.mp4', '../.env', '.hidden.png', 'a/b.png', 'a%2Fb.png', '']) {
      expect(staticImageType(name), name).toBeNull()
    }
    expect(mediaFileUrl('hero.webp', '/api/media/file/hero.webp')).toBe('/media/hero.webp')
    expect(mediaFileUrl('logo.svg', '/api/media/file/logo.svg')).toBe('/api/media/file/logo.svg')
  })
})
