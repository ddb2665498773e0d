import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MailOffNotice, SiteMailOffNotice, StoredWhileOffNote } from './MailOffNotice'

vi.mock('@payloadcms/ui', () => ({
  Banner: ({ type, children }: { type: string; children: ReactNode }) => (
    <div data-type={type}>{children}</div>
  ),
}))

const fi = { language: 'fi' }
const en = { language: 'en' }

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('mail-off notices in the admin', () => {
  it('warn on the dashboard and the comment, review and user lists that mail is dropped while SMTP_URL is unset', () => {
    vi.stubEnv('SMTP_URL', '')
    const html = renderToStaticMarkup(<SiteMailOffNotice i18n={fi} />)
    expect(html).toContain('Sähköposti ei ole käytössä:')
    expect(html).toMatch(/kommenteista, arvioista.*salasanan palautusviestit/)
    expect(html).toContain('SMTP_URL')
    expect(renderToStaticMarkup(<SiteMailOffNotice i18n={en} />)).toContain('password reset')
  })

  it('tell staff above the submissions list that answers stored now are not mailed later', () => {
    vi.stubEnv('SMTP_URL', '')
    expect(renderToStaticMarkup(<MailOffNotice i18n={fi} />)).toContain('Niitä ei lähetetä jälkikäteenkään')
  })

  it('are gone once SMTP_URL is set', () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:25')
    expect(renderToStaticMarkup(<SiteMailOffNotice i18n={fi} />)).toBe('')
    expect(renderToStaticMarkup(<MailOffNotice i18n={fi} />)).toBe('')
  })

  it('mark a submission stored while mail was off, whether or not mail is on now', () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:25')
    expect(renderToStaticMarkup(<StoredWhileOffNote i18n={fi} />)).toContain(
      'Siitä ei lähetetty sähköpostia, eikä sitä lähetetä jälkikäteen.',
    )
  })
})
