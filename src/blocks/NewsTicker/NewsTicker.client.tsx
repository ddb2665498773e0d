'use client'

import { Island } from '@/ui/Island'
import type { TickerOptions } from './news-ticker'

/** The ticker's timing and pause control (loaded only where a ticker renders). */
export function TickerBehaviour(options: TickerOptions) {
  return <Island load={() => import('./news-ticker').then((m) => m.attachTicker)} options={options} />
}
