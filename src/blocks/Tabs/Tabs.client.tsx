'use client'

import { Island } from '@/ui/Island'
import type { TabsOptions } from './tabs'

/** The tabs' keyboard, switching and rotation (loaded only where tabs render). */
export function TabsBehaviour(options: TabsOptions) {
  return <Island load={() => import('./tabs').then((m) => m.attachTabs)} options={options} />
}
