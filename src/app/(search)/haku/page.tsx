import type { Metadata } from 'next'
import { SearchPage, type SearchParams, searchMetadata } from '@/site/search/SearchPage'

/** Results depend on the query string: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { searchParams: SearchParams }

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata('fi', searchParams)
}

export default function Page({ searchParams }: Props) {
  return <SearchPage locale="fi" searchParams={searchParams} />
}
