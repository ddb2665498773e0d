'use client'

import { Island } from '@/ui/Island'
import type { CarouselOptions } from './options'

/** The carousel's Embla, autoplay, picker and fragment sync (loaded only where a carousel renders). */
export function CarouselBehaviour(options: CarouselOptions) {
  return <Island load={() => import('./carousel').then((m) => m.attachCarousel)} options={options} />
}
