import type { ServerProps } from 'payload'
import { importStrings } from './strings'

/** The view's link at the end of the admin's navigation, for administrators only. */
export function ImportNavLink({ user, i18n }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  return (
    <a className="nav__link kajo-import__nav" href="/admin/tuo-wordpressista">
      <span className="nav__link-label">{importStrings(i18n?.language).title}</span>
    </a>
  )
}
