'use client'

import { useEffect } from 'react'
import { attachDisclosureNav } from './disclosure-nav'
import { attachHeaderState } from './header-state'

/** The header's only JavaScript: menus by hover, touch and keyboard, and the scroll states. */
export function HeaderBehaviour() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]')
    const cleanups = [...document.querySelectorAll<HTMLElement>('[data-disclosure-nav]')].map(
      attachDisclosureNav,
    )
    if (header) cleanups.push(attachHeaderState(header))
    return () => {
      for (const cleanup of cleanups) cleanup()
    }
  }, [])
  return null
}
