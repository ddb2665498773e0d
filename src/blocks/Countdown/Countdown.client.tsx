'use client'

import { Island } from '@/ui/Island'
import type { CountdownOptions } from './countdown'

/** The countdown's clock, expiry and buttons (loaded only where a countdown renders). */
export function CountdownBehaviour({ options }: { options: CountdownOptions }) {
  return <Island load={() => import('./countdown').then((m) => m.attachCountdown)} options={options} />
}
