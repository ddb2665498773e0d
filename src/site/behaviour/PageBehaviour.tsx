'use client'

import { useEffect } from 'react'
import { startBehaviour } from './start'

/** Runs the page-wide behaviour once the page is interactive; renders nothing. */
export function PageBehaviour(): null {
  useEffect(startBehaviour, [])
  return null
}
