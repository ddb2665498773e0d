import { searchRoute } from '@/site/search/SearchPage'

/** Results depend on the query string: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

const route = searchRoute('fi')

export const generateMetadata = route.generateMetadata
export default route.Page
