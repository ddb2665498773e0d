import { NotFoundBoundaryContent } from '@/site/not-found/NotFound'

export default NotFoundBoundaryContent
