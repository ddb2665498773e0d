'use client'

import { Island } from '@/ui/Island'
import type { CompareOptions } from './before-after'

/** The comparison's dragging, following and keyboard (loaded only where a comparison renders). */
export function BeforeAfterBehaviour(options: CompareOptions) {
  return <Island load={() => import('./before-after').then((m) => m.attachBeforeAfter)} options={options} />
}
