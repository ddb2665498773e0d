'use client'

import { Island } from '@/ui/Island'
import type { MapOptions } from './map-options'

/** The map's consent gate and loader (loaded only where a map renders; Leaflet later still). */
export function MapBehaviour(options: MapOptions) {
  return <Island load={() => import('./map-island').then((m) => m.attachMap)} options={options} />
}
