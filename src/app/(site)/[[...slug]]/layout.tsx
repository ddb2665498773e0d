import type { ReactNode } from 'react'
import { MissingPage } from '@/site/not-found/NotFound'
import { resolveRoute } from '@/site/route'
import { SiteShell, siteMetadata, siteViewport } from '@/site/SiteShell'

export const metadata = siteMetadata
export const viewport = siteViewport

type Props = { children: ReactNode; params: Promise<{ slug?: string[] }> }

export default async function SiteLayout({ children, params }: Props) {
  const route = await resolveRoute((await params).slug)
  return (
    <SiteShell ctx={route.ctx} alternates={route.alternates} draft={route.draft}>
      {route.page || route.content ? children : <MissingPage locale={route.locale}>{children}</MissingPage>}
    </SiteShell>
  )
}
