'use client'

import { Island } from '../Island'

/** The info circle's rotation and selection (loaded only where a circle renders). */
export function InfoCircleBehaviour({ rotate }: { rotate: number }) {
  return <Island load={() => import('./info-circle').then((m) => m.attachInfoCircle)} options={rotate} />
}
