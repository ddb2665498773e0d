import type { Locale } from '@/i18n/locales'

/** The results page in each locale (src/app/(search)/). */
export const SEARCH_PATHS: Record<Locale, string> = { fi: '/haku', en: '/en/search' }

/** The header search's as-you-type suggestions (src/app/next/search/route.ts). */
export const SUGGEST_ENDPOINT = '/next/search'
