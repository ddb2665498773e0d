'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { splitLocale } from '@/i18n/locales'

/** Shows the child for the locale of the current address (`/en/…` is English, the rest Finnish). */
export function ByPathLocale({ fi, en }: { fi: ReactNode; en: ReactNode }) {
  const { locale } = splitLocale(usePathname().split('/').filter(Boolean))
  return locale === 'en' ? en : fi
}
