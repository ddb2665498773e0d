import type { CollectionConfig } from 'payload'
import { labelsOf, numberField, textField } from '../fields/simple'
import { serverOnlyCollection } from './server-only'

export const WORDPRESS_ITEMS_SLUG = 'wordpress-items'
export const WORDPRESS_IMPORTS_SLUG = 'wordpress-imports'

/**
 * What each imported WordPress item became here: the export's site, the kind and id of the item
 * there, and the document it made. A second run of the same file finds every item here and
 * writes nothing again; a run that stopped continues from the first item not here.
 */
export const WordPressItems: CollectionConfig = {
  ...serverOnlyCollection(
    WORDPRESS_ITEMS_SLUG,
    labelsOf(
      ['Tuotu WordPress-kohde', 'Imported WordPress item'],
      ['Tuodut WordPress-kohteet', 'Imported WordPress items'],
    ),
    'kind',
    [
      textField('source', ['Sivusto', 'Site'], { required: true, index: true }),
      textField('kind', ['Laji', 'Kind'], { required: true }),
      numberField('wpId', ['WordPress-tunniste', 'WordPress id'], { required: true }),
      numberField('docId', ['Dokumentti', 'Document'], { required: true }),
    ],
  ),
  indexes: [{ fields: ['source', 'kind', 'wpId'], unique: true }],
}

/**
 * One import from the admin's view (src/import/wordpress/admin): the file's check and then its
 * run, whose progress the view reads back, so it survives a reload of the page.
 */
export const WordPressImports: CollectionConfig = serverOnlyCollection(
  WORDPRESS_IMPORTS_SLUG,
  labelsOf(['WordPress-tuonti', 'WordPress import'], ['WordPress-tuonnit', 'WordPress imports']),
  'fileName',
  [
    textField('fileName', ['Tiedosto', 'File'], { required: true }),
    textField('status', ['Tila', 'Status'], { required: true, index: true }),
    textField('mediaFrom', ['Kuvien lähde', 'Media from']),
    textField('locale', ['Kieli', 'Locale']),
    numberField('total', ['Kohteita', 'Items']),
    numberField('done', ['Valmiina', 'Done']),
    textField('current', ['Työn alla', 'Current']),
    numberField('errors', ['Virheitä', 'Errors']),
    { name: 'report', type: 'json', label: { fi: 'Raportti', en: 'Report' } },
  ],
)
