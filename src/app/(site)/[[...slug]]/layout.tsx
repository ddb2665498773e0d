import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { t } from '@/i18n/strings'
import { getGlobals, resolveRoute } from '@/site/data'
import { Footer } from '@/site/Footer'
import { Header } from '@/site/Header'
import { themeVars } from '@/site/theme'
import '@/site/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SERVER_URL || 'http://localhost:3000'),
  icons: { icon: '/favicon.svg' },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8a2432' }

type Props = { children: ReactNode; params: Promise<{ slug?: string[] }> }

export default async function SiteLayout({ children, params }: Props) {
  const { slug } = await params
  const route = await resolveRoute(slug)
  const { header, footer, settings } = await getGlobals(route.locale)
  const ui = t(route.locale)
  return (
    <html
      lang={route.locale}
      data-smooth-scroll={settings.smoothScrolling ?? 'on'}
      style={themeVars(settings)}
    >
      <body>
        <a className="skip-link" href="#main">
          {ui.skipToContent}
        </a>
        {route.draft ? (
          <div className="preview-banner" role="status">
            {ui.previewBanner} <a href="/next/exit-preview">{ui.exitPreview}</a>
          </div>
        ) : null}
        <Header data={header} ctx={route.ctx} alternates={route.alternates} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer data={footer} ctx={route.ctx} />
      </body>
    </html>
  )
}
