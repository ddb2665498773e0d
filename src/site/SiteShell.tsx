import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { getGlobals } from '@/data/pages'
import { type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import type { RenderContext } from '@/lib/render-context'
import { PageBehaviour } from '@/site/behaviour/PageBehaviour'
import { PageLoader } from '@/site/behaviour/PageLoader'
import { WebFonts } from '@/site/behaviour/WebFonts'
import { Footer } from '@/site/Footer'
import { DEFAULT_HEADER_VARIANT, Header } from '@/site/header/Header'
import { switchPointCss } from '@/site/header/switch-css'
import { themeVars } from '@/site/theme'
import { ConsentBanner, ConsentRevoke } from '@/ui/consent/ConsentBanner'
import { ConsentHead } from '@/ui/consent/ConsentHead'
import '@/site/globals.css'

/** Shared by every root layout of the public site. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(process.env.SERVER_URL || 'http://localhost:3000'),
  icons: { icon: '/favicon.svg' },
}

export const siteViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8a2432' }

type Props = {
  ctx: RenderContext
  /** The page's address in every locale that has it, for the language menu. */
  alternates: Partial<Record<Locale, string>>
  draft?: boolean
  children: ReactNode
}

/** The document around every public page: html, header, main, footer, consent. */
export async function SiteShell({ ctx, alternates, draft = false, children }: Props) {
  const { header, footer, settings } = await getGlobals(ctx.locale)
  const ui = t(ctx.locale)
  return (
    // suppressHydrationWarning: the consent head script marks <html data-consent> before React hydrates.
    <html
      lang={ctx.locale}
      data-smooth-scroll={settings.smoothScrolling ?? 'on'}
      style={themeVars(settings)}
      suppressHydrationWarning
    >
      {/* biome-ignore lint/style/noHeadElement: App Router root layouts write <head> directly; next/head is Pages Router only. */}
      <head>
        <ConsentHead />
        {/* In the head, after the site's style sheets: <style> is not allowed in <body>. */}
        <style>
          {switchPointCss(
            settings.mobileSwitchFirst ?? 992,
            settings.mobileSwitchSecond ?? 768,
            header.variant ?? DEFAULT_HEADER_VARIANT,
          )}
        </style>
      </head>
      <body>
        <PageLoader enabled={settings.pageLoader ?? false} />
        <WebFonts choices={[settings.bodyFont, settings.headingFont]} />
        <a className="skip-link" href="#main">
          {ui.skipToContent}
        </a>
        <ConsentBanner settings={settings} ctx={ctx} />
        {draft ? (
          <div className="preview-banner" role="status" data-live-preview="">
            {ui.previewBanner}{' '}
            <a
              href={`/next/exit-preview?path=${encodeURIComponent(alternates[ctx.locale] ?? localeHref(ctx.locale, ''))}`}
            >
              {ui.exitPreview}
            </a>
          </div>
        ) : null}
        <Header data={header} settings={settings} ctx={ctx} alternates={alternates} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer data={footer} ctx={ctx} current={alternates[ctx.locale]} />
        <ConsentRevoke settings={settings} ctx={ctx} />
        <PageBehaviour />
      </body>
    </html>
  )
}
