import type { GroupField } from 'payload'
import { groupField, mediaField, textareaField, textField } from './simple'

export const seoGroup: GroupField = groupField('meta', 'Hakukoneet ja jakaminen', [
  textField('title', 'Otsikko hakukoneille', { localized: true, maxLength: 70 }),
  textareaField('description', 'Kuvaus hakukoneille', { localized: true, maxLength: 200 }),
  mediaField('image', 'Jakokuva'),
])
