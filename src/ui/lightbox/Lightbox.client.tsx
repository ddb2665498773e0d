'use client'

import { Island } from '@/ui/Island'
import type { LightboxOptions } from './options'

/** The gallery links' click and deep-link handling; the lightbox itself loads on the first open. */
export function LightboxLauncher(options: LightboxOptions) {
  return <Island load={() => import('./launcher').then((m) => m.attach)} options={options} />
}
