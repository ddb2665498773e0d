'use client'

import { Island } from '@/ui/Island'
import type { BannerOptions } from './video-banner'

/** Plays the banner's video on hover, touch or focus (loaded only where a video banner renders). */
export function VideoBannerBehaviour(options: BannerOptions) {
  return <Island load={() => import('./video-banner').then((m) => m.attachVideoBanner)} options={options} />
}
