import type { I18nClient } from '@payloadcms/translations'

/**
 * The login page's level-one heading (`admin.components.beforeLogin`). Payload's login view shows
 * only the logo and the form, so the page had no heading at all; this one, in the admin's language
 * ("Kirjaudu sisään" / "Log in"), is for screen readers and keeps the page as it looks.
 * `sr-only` is Payload's own visually-hidden class.
 */
export function LoginHeading({ i18n }: { i18n: Pick<I18nClient, 't'> }) {
  return <h1 className="sr-only">{i18n.t('authentication:login')}</h1>
}
