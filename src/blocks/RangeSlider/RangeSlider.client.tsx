'use client'

import { Island } from '@/ui/Island'
import type { RangeOptions } from './range-slider'

/** Shows the chosen step's content (loaded only where a range slider renders). */
export function RangeSliderBehaviour(options: RangeOptions) {
  return <Island load={() => import('./range-slider').then((m) => m.attachRangeSlider)} options={options} />
}
