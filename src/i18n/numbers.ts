import type { Locale } from './locales'

/** Euro amounts as readers of the locale write them: "1 290 €" in Finnish, "€1,290" in (Irish) English. */
const NUMBER_LOCALES: Record<Locale, string> = { fi: 'fi-FI', en: 'en-IE' }

/** A product's price as stored: euros, and the editor's texts around it ("alkaen", "/ kk"). */
export type PriceFields = {
  price?: number | null
  pricePrefix?: string | null
  priceSuffix?: string | null
}

/** A usable price: a finite amount of zero or more euros; anything else shows no price. */
export function validPrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}

/** An amount in euros: whole euros without decimals ("49 €"), otherwise with cents ("49,50 €"). */
export function formatPrice(amount: number, locale: Locale): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** The price as a visitor reads it, "alkaen 1 290 €", "149 € / kk"; null when there is no price. */
export function priceText(fields: PriceFields, locale: Locale): string | null {
  const amount = validPrice(fields.price)
  if (amount === null) return null
  return [fields.pricePrefix?.trim(), formatPrice(amount, locale), fields.priceSuffix?.trim()]
    .filter(Boolean)
    .join(' ')
}

/** An average rating with one decimal at most: "4,7" in Finnish, "4.7" in English. */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 1 }).format(value)
}

/** A count as readers of the locale write it: "5 000" in Finnish, "5,000" in English. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 0 }).format(value)
}
