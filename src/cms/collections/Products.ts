import { deleteFeedbackOf } from '../feedback/cascade'
import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { categoriesField, contentCollection } from './content-collection'

/**
 * Products and fixed-price service packages. Presented, not sold: no stock, cart or checkout;
 * the price is shown as text (src/i18n/numbers.ts) and in the page's Product JSON-LD.
 */
export const Products = contentCollection('products', {
  labels: { singular: 'Tuote', plural: 'Tuotteet' },
  defaultColumns: ['title', 'price', 'date', '_status'],
  defaultSort: '-date',
  fields: [
    { name: 'title', label: { fi: 'Nimi', en: 'Name' }, type: 'text', required: true, localized: true },
    {
      name: 'images',
      label: { fi: 'Kuvat', en: 'Images' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'Ensimmäinen kuva on tuotteen pääkuva (listoissa ja jaettaessa).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: { fi: 'Hinta (€)', en: 'Price (€)' },
          type: 'number',
          min: 0,
          admin: { description: 'Tyhjä: hintaa ei näytetä.', step: 0.01 },
        },
        {
          name: 'pricePrefix',
          label: { fi: 'Teksti ennen hintaa', en: 'Text before the price' },
          type: 'text',
          localized: true,
          maxLength: 30,
          admin: { description: 'Esim. "alkaen".' },
        },
        {
          name: 'priceSuffix',
          label: { fi: 'Teksti hinnan jälkeen', en: 'Text after the price' },
          type: 'text',
          localized: true,
          maxLength: 30,
          admin: { description: 'Esim. "/ kk" tai "+ alv".' },
        },
      ],
    },
    {
      name: 'excerpt',
      label: { fi: 'Lyhyt kuvaus', en: 'Short description' },
      type: 'textarea',
      localized: true,
    },
    {
      name: 'content',
      label: { fi: 'Kuvaus', en: 'Description' },
      type: 'richText',
      localized: true,
      admin: { description: 'Tuotesivun Kuvaus-välilehti.' },
    },
    {
      name: 'attributes',
      label: { fi: 'Lisätiedot', en: 'Additional information' },
      type: 'array',
      labels: { singular: 'Ominaisuus', plural: 'Ominaisuudet' },
      admin: {
        description: 'Tuotesivun Lisätiedot-välilehti, esim. Toimitusaika: 3–4 viikkoa.',
        // Each row's header shows its name ("02 Toimitusaika"), not "Ominaisuus 02".
        components: { RowLabel: '/cms/admin/RowSummaryLabel#RowSummaryLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: { fi: 'Nimi', en: 'Name' },
              type: 'text',
              required: true,
              localized: true,
            },
            {
              name: 'value',
              label: { fi: 'Arvo', en: 'Value' },
              type: 'text',
              required: true,
              localized: true,
            },
          ],
        },
      ],
    },
    seoGroup,
    slugField(),
    {
      name: 'date',
      label: { fi: 'Päivämäärä', en: 'Date' },
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'Listojen järjestys "uusimmat ensin".' },
    },
    categoriesField,
    ...sortNameFields,
  ],
  beforeDelete: [deleteFeedbackOf('reviews', 'product')],
})
