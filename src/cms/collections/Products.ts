import { deleteFeedbackOf } from '../feedback/cascade'
import { row } from '../fields/layout'
import { seoGroup } from '../fields/seo'
import {
  arrayField,
  mediaField,
  numberField,
  richTextField,
  textareaField,
  textField,
} from '../fields/simple'
import { slugField } from '../fields/slug'
import { visualEditField } from '../fields/visual-edit'
import { categoriesField, contentCollection, dateOrderField } from './content-collection'

/**
 * Products and fixed-price service packages. Presented, not sold: no stock, cart or checkout;
 * the price is shown as text (src/i18n/numbers.ts) and in the page's Product JSON-LD.
 */
export const Products = contentCollection('products', {
  labels: { singular: 'Tuote', plural: 'Tuotteet' },
  defaultColumns: ['title', 'price', 'date', '_status'],
  defaultSort: '-date',
  titleLabel: ['Nimi', 'Name'],
  fields: [
    visualEditField,
    mediaField('images', ['Kuvat', 'Images'], {
      hasMany: true,
      admin: { description: 'Ensimmäinen kuva on tuotteen pääkuva (listoissa ja jaettaessa).' },
    }),
    row(
      numberField('price', ['Hinta (€)', 'Price (€)'], {
        min: 0,
        admin: { description: 'Tyhjä: hintaa ei näytetä.', step: 0.01 },
      }),
      textField('pricePrefix', ['Teksti ennen hintaa', 'Text before the price'], {
        localized: true,
        maxLength: 30,
        admin: { description: 'Esim. "alkaen".' },
      }),
      textField('priceSuffix', ['Teksti hinnan jälkeen', 'Text after the price'], {
        localized: true,
        maxLength: 30,
        admin: { description: 'Esim. "/ kk" tai "+ alv".' },
      }),
    ),
    textareaField('excerpt', ['Lyhyt kuvaus', 'Short description'], { localized: true }),
    richTextField('content', ['Kuvaus', 'Description'], {
      localized: true,
      admin: { description: 'Tuotesivun Kuvaus-välilehti.' },
    }),
    arrayField(
      'attributes',
      ['Lisätiedot', 'Additional information'],
      [
        row(
          textField('name', ['Nimi', 'Name'], { required: true, localized: true }),
          textField('value', ['Arvo', 'Value'], { required: true, localized: true }),
        ),
      ],
      {
        labels: { singular: 'Ominaisuus', plural: 'Ominaisuudet' },
        admin: {
          description: 'Tuotesivun Lisätiedot-välilehti, esim. Toimitusaika: 3–4 viikkoa.',
          // Each row's header shows its name ("02 Toimitusaika"), not "Ominaisuus 02".
          components: { RowLabel: '/cms/admin/RowSummaryLabel#RowSummaryLabel' },
        },
      },
    ),
    seoGroup,
    slugField(),
    dateOrderField({
      defaultValue: () => new Date().toISOString(),
      admin: { description: 'Listojen järjestys "uusimmat ensin".' },
    }),
    categoriesField,
  ],
  beforeDelete: [deleteFeedbackOf('reviews', 'product')],
})
