'use client'

import { useEffect } from 'react'
import { type ConsentOptions, startConsent } from './browser'

/**
 * The part of the banner that can wait for hydration: automatic dismissal, the country lookup
 * and the analytics loader, in one effect that renders nothing. The buttons themselves are
 * answered by the head script from the first paint. This code ships as a cached chunk shared
 * with the embed gates instead of inline in every page's HTML.
 */
export function ConsentIsland({ autoDismiss, analyticsUrl, countryLookupUrls }: ConsentOptions): null {
  const { scroll, timeout, windowClick } = autoDismiss
  // Compared by value: a new array with the same addresses must not restart the lookup.
  const lookups = countryLookupUrls.join('\n')
  useEffect(
    () =>
      startConsent({
        autoDismiss: { scroll, timeout, windowClick },
        analyticsUrl,
        countryLookupUrls: lookups ? lookups.split('\n') : [],
      }),
    [scroll, timeout, windowClick, analyticsUrl, lookups],
  )
  return null
}
