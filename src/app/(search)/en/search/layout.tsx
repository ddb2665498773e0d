import type { ReactNode } from 'react'
import { siteMetadata, siteViewport } from '@/site/SiteShell'
import { SearchLayout } from '@/site/search/SearchLayout'

export const metadata = siteMetadata
export const viewport = siteViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <SearchLayout locale="en">{children}</SearchLayout>
}
