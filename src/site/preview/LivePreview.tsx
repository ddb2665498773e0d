'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Rendered only in draft mode: re-renders the page whenever the admin beside it saves. The
 * listener is a chunk of its own, so pages outside preview carry only these few lines.
 */
export function LivePreview() {
  const router = useRouter()
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    void import('./live-preview').then(({ listenForSaves }) => {
      if (live) stop = listenForSaves(window, () => router.refresh())
    })
    return () => {
      live = false
      stop?.()
    }
  }, [router])
  return null
}
