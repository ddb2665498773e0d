'use client'

import { Island } from '@/ui/Island'
import type { InfoCircleOptions } from './info-circle'

/** The info circle's rotation and selection (loaded only where a circle renders). */
export function InfoCircleBehaviour(options: InfoCircleOptions) {
  return <Island load={() => import('./info-circle').then((m) => m.attachInfoCircle)} options={options} />
}
