'use client'

import { Island } from '@/ui/Island'
import type { HostedVideoOptions } from './background-video'
import type { VimeoStopOptions } from './vimeo-stop'

/** Plays a hosted background video while on screen (loaded only where a section has one). */
export function HostedVideoBehaviour(options: HostedVideoOptions) {
  return (
    <Island load={() => import('./background-video').then((m) => m.attachHostedVideo)} options={options} />
  )
}

/** Stops a Vimeo background at its stop time (only where one has a stop time). */
export function VimeoStopBehaviour(options: VimeoStopOptions) {
  return <Island load={() => import('./vimeo-stop').then((m) => m.attachVimeoStop)} options={options} />
}
