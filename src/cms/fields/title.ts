import { type Label, textField } from './simple'

/** A document's title (required, per language): what lists, links and the admin show. */
export const titleField = (label: Label = ['Otsikko', 'Title']) =>
  textField('title', label, { required: true, localized: true })
