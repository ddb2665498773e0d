'use client'

import { Island } from '@/ui/Island'

/** In-place filtering, paging and load-more through the list endpoint (loaded only where a list renders). */
export function ListBehaviour() {
  return <Island load={() => import('@/lists/behaviour').then((m) => m.attachList)} options={null} />
}
