import { readContactForm } from '@/data/forms'
import type { Locale } from '@/i18n/locales'
import { type FormConfig, formConfig } from './from-cms'

/** A form in one locale as the engine uses it; null when there is no such form. */
export async function readFormConfig(id: number, locale: Locale): Promise<FormConfig | null> {
  const doc = await readContactForm(id, locale)
  return doc ? formConfig(doc, locale) : null
}

/** A form id from an address segment: a positive integer, else null. */
export function parseFormId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null
}
