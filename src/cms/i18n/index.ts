import type { AcceptedLanguages, I18nOptions, SupportedLanguages } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { fiTranslations } from './fi'
import { fiLexical } from './lexical-fi'

/**
 * The admin's languages: Finnish first and the fallback, English as the other choice. Payload 3.90
 * has no `fi` among its accepted languages, so its request-language lookup never picks Finnish
 * from an `Accept-Language` header; Finnish is reached as the fallback instead, and the proxy
 * (`adminLanguageHeaders`) keeps a browser's own `Accept-Language` from overriding it. An editor
 * who picks English in the account view gets Payload's `payload-lng` cookie (a year), which wins.
 */
export const ADMIN_LANGUAGE = 'fi'
export const ADMIN_LANGUAGES = ['fi', 'en'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** The cookie Payload's language selector sets (`${cookiePrefix}-lng`; our prefix is the default). */
export const LANGUAGE_COOKIE = 'payload-lng'

// `fi` is outside Payload's AcceptedLanguages union, so the language code is widened on purpose.
const fi = ADMIN_LANGUAGE as string as AcceptedLanguages

export const adminI18n: I18nOptions = {
  fallbackLanguage: fi,
  supportedLanguages: {
    // date-fns has a Finnish locale but Payload's loader only knows its own list: dates keep the
    // en-US locale with the numeric `adminDateFormat` below, so no English month name shows.
    [fi]: { dateFNSKey: 'en-US', translations: fiTranslations },
    en,
  } satisfies SupportedLanguages,
  // The rich-text editor adds its own strings per language here (see lexical-fi.ts).
  translations: { [fi]: { lexical: fiLexical } } as I18nOptions['translations'],
}

/** Date and time in the admin's lists and version views: 23.11.2026 18.30 (no month names). */
export const adminDateFormat = 'd.M.yyyy H.mm'

/** The content locales' names as the admin shows them, in the editor's own admin language. */
export const CONTENT_LOCALE_LABELS = {
  fi: { fi: 'Suomi', en: 'Finnish' },
  en: { fi: 'Englanti', en: 'English' },
} as const satisfies Record<string, Record<AdminLanguage, string>>
