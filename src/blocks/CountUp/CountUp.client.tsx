'use client'

import { Island } from '@/ui/Island'
import type { CountUpOptions } from './count-up'

/** The count itself (loaded only where a count-up renders). */
export function CountUpBehaviour({ options }: { options: CountUpOptions }) {
  return <Island load={() => import('./count-up').then((m) => m.attachCountUp)} options={options} />
}
