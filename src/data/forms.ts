import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { ContactForm } from '@/payload-types'
import { payloadClient } from './payload'

/**
 * A contact form in one locale, cached under the form's tag: pages showing it and the form
 * endpoints refresh together when an editor saves it. Null when there is no such form.
 */
export function readContactForm(id: number, locale: Locale): Promise<ContactForm | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return payload
        .findByID({ collection: 'contact-forms', id, locale, fallbackLocale: 'fi', depth: 0 })
        .catch(() => null)
    },
    ['contact-form', String(id), locale],
    { tags: [CACHE_TAGS.document('contact-forms', id)] },
  )()
}
