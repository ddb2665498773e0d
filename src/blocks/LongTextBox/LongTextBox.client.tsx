'use client'

import { Island } from '@/ui/Island'

/** The long-text box's "Lue lisää" and "Sulje" (loaded only where a long-text box renders). */
export function LongTextBehaviour() {
  return <Island load={() => import('./long-text').then((m) => m.attachLongText)} options={null} />
}
