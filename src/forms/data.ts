import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { payloadClient } from '@/site/payload'
import { type FormConfig, formConfig } from './from-cms'

/**
 * A form in one locale, cached under the form's tag: pages showing it and the form endpoints
 * refresh together when an editor saves it. Null when there is no such form.
 */
export function readFormConfig(id: number, locale: Locale): Promise<FormConfig | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const doc = await payload
        .findByID({ collection: 'contact-forms', id, locale, fallbackLocale: 'fi', depth: 0 })
        .catch(() => null)
      return doc ? formConfig(doc, locale) : null
    },
    ['contact-form', String(id), locale],
    { tags: [CACHE_TAGS.document('contact-forms', id)] },
  )()
}

/** A form id from an address segment: a positive integer, else null. */
export function parseFormId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null
}
