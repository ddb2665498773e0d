import { describe, expect, it } from 'vitest'
import { COOKIE_CONSENT } from '@/lib/constants'
import { ctx, mediaDoc, pageDoc, render } from '../../../tests/unit/render'
import { ConsentBanner, ConsentRevoke } from './ConsentBanner'
import { ConsentGate } from './ConsentGate'
import { ConsentHead } from './ConsentHead'
import { CONSENT_HEAD_SCRIPT } from './head-script'

const privacyPage = { ...pageDoc(4, 'tietosuojaseloste'), _status: 'published' as const }

describe('consent banner', () => {
  it('renders the info banner as a labelled region with the privacy link, block palette and one button', () => {
    const doc = render(
      <ConsentBanner
        settings={{
          privacyPage,
          cookieConsent: {
            type: 'info',
            message: 'Käytämme evästeitä.',
            acceptLabel: 'Hyväksyn',
            learnMoreLabel: 'Lue lisää',
            popupBackground: '#f2efea',
            popupText: '#292929',
            buttonBackground: '#8a2432',
            buttonText: '#ffffff',
          },
        }}
        ctx={ctx}
      />,
    )
    const region = doc.querySelector('section')
    expect(region?.id).toBe('consent-banner')
    expect(region?.getAttribute('aria-label')).toBe('Evästeilmoitus')
    expect(region?.getAttribute('role')).toBeNull()
    expect(region?.getAttribute('aria-modal')).toBeNull()
    expect(region?.getAttribute('tabindex')).toBe('-1')
    expect(region?.getAttribute('data-consent-type')).toBe('info')
    const style = region?.getAttribute('style') ?? ''
    expect(style).toContain('--consent-bg:#f2efea')
    expect(style).toContain('--consent-button-bg:#8a2432')
    // The link names its destination for screen readers: "Lue lisää: <privacy page title>".
    expect(doc.querySelector('p')?.textContent).toBe('Käytämme evästeitä. Lue lisää: Sivu 4')
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/tietosuojaseloste')
    const buttons = [...doc.querySelectorAll('button')]
    expect(buttons.map((b) => [b.textContent, b.getAttribute('data-consent-action'), b.type])).toEqual([
      ['Hyväksyn', 'dismiss', 'button'],
    ])
  })

  it('opt-in and opt-out offer decline and allow, equally', () => {
    for (const type of ['opt-in', 'opt-out'] as const) {
      const doc = render(<ConsentBanner settings={{ cookieConsent: { type } }} ctx={ctx} />)
      const buttons = [...doc.querySelectorAll('button')]
      expect(buttons.map((b) => [b.textContent, b.getAttribute('data-consent-action')])).toEqual([
        ['Hylkää', 'deny'],
        ['Hyväksy', 'allow'],
      ])
      expect(doc.querySelector('section')?.getAttribute('data-consent-type')).toBe(type)
    }
  })

  it("falls back to the locale's own texts, drops invalid colours and an unpublished privacy page", () => {
    const doc = render(
      <ConsentBanner
        settings={{
          // Only published pages are in the page index; this id is not among them.
          privacyPage: 999,
          cookieConsent: { type: null, message: '', popupBackground: 'red;background:url(x)' },
        }}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(doc.querySelector('section')?.getAttribute('aria-label')).toBe('Cookie notice')
    expect(doc.querySelector('p')?.textContent).toBe(
      'By using this site you accept cookies for analytics, content personalisation and advertising.',
    )
    expect(doc.querySelector('a')).toBeNull()
    expect(doc.querySelector('button')?.textContent).toBe('I accept')
    expect(doc.querySelector('section')?.getAttribute('style') ?? '').not.toContain('url(')
  })

  it('the revoke button sits in its own labelled region', () => {
    const doc = render(
      <ConsentRevoke settings={{ cookieConsent: { revokeLabel: 'Evästeasetukset' } }} ctx={ctx} />,
    )
    expect(doc.querySelector('section')?.getAttribute('aria-label')).toBe('Evästeasetukset')
    const button = doc.querySelector('button')
    expect(button?.getAttribute('data-consent-action')).toBe('revoke')
    expect(button?.textContent).toBe('Evästeasetukset')
  })
})

describe('consent head', () => {
  it("renders only the pre-paint script (third-party origins are the CSP header's business)", () => {
    const doc = render(<ConsentHead />)
    expect(doc.querySelector('meta')).toBeNull()
    expect(doc.querySelector('script')?.textContent).toBe(CONSENT_HEAD_SCRIPT)
  })
})

describe('consent gate', () => {
  it('renders a local placeholder: our poster, the notice naming the service and a load button, no iframe', () => {
    const doc = render(
      <ConsentGate
        service="YouTube"
        src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0"
        title="Big Buck Bunny"
        locale="fi"
        poster={mediaDoc()}
      />,
    )
    expect(doc.querySelector('iframe')).toBeNull()
    const images = [...doc.querySelectorAll('img')]
    expect(images).toHaveLength(1)
    expect(images[0]?.getAttribute('src')?.startsWith('/api/media/')).toBe(true)
    expect(images[0]?.getAttribute('alt')).toBe('')
    expect(doc.body.textContent).toContain(
      'Tämä sisältö ladataan palvelusta YouTube. Näytä sisältö hyväksymällä evästeet.',
    )
    const button = doc.querySelector('button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('aria-label')).toBe('Näytä sisältö: Big Buck Bunny')
    // No element refers to the third party before consent.
    expect(doc.body.innerHTML).not.toContain('youtube')
    expect(doc.querySelector('[data-consent-gate]')?.getAttribute('style')).toContain('aspect-ratio')
  })

  it('works without a poster, in English', () => {
    const doc = render(
      <ConsentGate service="Vimeo" src="https://player.vimeo.com/video/1" title="Demo" locale="en" />,
    )
    expect(doc.querySelector('img')).toBeNull()
    expect(doc.body.textContent).toContain('This content is loaded from Vimeo. Accept cookies to show it.')
    expect(doc.querySelector('button')?.getAttribute('aria-label')).toBe('Show content: Demo')
  })
})

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('default palette (docs/consent.md)', () => {
  it('meets WCAG AA: text, link and outlined button on the banner; white on the button colour', () => {
    const { popupBackground, popupText, buttonBackground, buttonText } = COOKIE_CONSENT.palette
    expect(contrast(popupText, popupBackground)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(buttonText, buttonBackground)).toBeGreaterThanOrEqual(4.5)
    // The button colour against the banner: #8a2432 on #f2efea, for the outlined button's border.
    expect(contrast(buttonBackground, popupBackground)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(buttonText, buttonBackground)).toBeCloseTo(8.8, 1)
    expect(contrast(buttonBackground, popupBackground)).toBeCloseTo(7.7, 1)
  })
})
