import type { SelectField } from 'payload'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { type Rest, selectField } from './simple'

/** An icon of the site's set (src/lib/icon-names.ts). */
export const iconField = (rest?: Rest<SelectField, 'options'>): SelectField =>
  selectField('icon', 'Ikoni', ICON_OPTIONS, rest)
