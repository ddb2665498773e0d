'use client'

import { Island } from '@/ui/Island'
import type { FlipBoxOptions } from './flip-box'

/** The flip box's turning by tap, keyboard and (door style) click (loaded only where one renders). */
export function FlipBoxBehaviour(options: FlipBoxOptions) {
  return <Island load={() => import('./flip-box').then((m) => m.attachFlipBox)} options={options} />
}
