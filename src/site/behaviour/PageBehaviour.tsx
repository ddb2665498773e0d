'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { startBehaviour } from './start'

/** Runs the page-wide behaviour once the page is interactive; renders nothing. */
export function PageBehaviour(): null {
  const router = useRouter()
  // The app router's instance is the same for the page's life, so this runs once.
  useEffect(() => startBehaviour(() => router.refresh()), [router])
  return null
}
