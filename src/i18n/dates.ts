import type { Locale } from './locales'

const DATE_LOCALES: Record<Locale, string> = { fi: 'fi-FI', en: 'en-GB' }

/** A date as readers of the locale write it: "24. marraskuuta 2026", "24 November 2026". */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Helsinki',
  }).format(date)
}
