'use client'

import { Island } from '@/ui/Island'
import type { SimpleSliderOptions } from './simple-slider'

/** The slideshow's controls and autoplay (loaded only where a slideshow renders). */
export function SimpleSliderBehaviour(options: SimpleSliderOptions) {
  return <Island load={() => import('./simple-slider').then((m) => m.attachSimpleSlider)} options={options} />
}
