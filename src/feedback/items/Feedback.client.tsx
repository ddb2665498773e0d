'use client'

import { Island } from '@/ui/Island'
import type { FeedbackOptions } from './feedback'

/** Reviews' and comments' browser side, a chunk loaded only on pages that show them. */
export function FeedbackBehaviour(options: FeedbackOptions) {
  return <Island load={() => import('./feedback').then((m) => m.attachFeedback)} options={options} />
}
