import type { SelectField } from 'payload'
import { CONTENT_LOCALE_LABELS } from '../i18n'
import { selectField } from './simple'

/** The site language something was sent in, written by the site's code (read-only, in the sidebar). */
export const sentLocaleField = (): SelectField =>
  selectField(
    'locale',
    ['Kieli', 'Language'],
    [
      { label: { ...CONTENT_LOCALE_LABELS.fi }, value: 'fi' },
      { label: { ...CONTENT_LOCALE_LABELS.en }, value: 'en' },
    ],
    { index: true, admin: { position: 'sidebar', readOnly: true } },
  )
