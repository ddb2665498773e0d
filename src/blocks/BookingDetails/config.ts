import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { validateFillParam } from '@/cms/forms/form-fields'
import { ANCHOR_PATTERN } from '@/lib/links'
import { PREFILL_MAX_LENGTH } from '@/lib/prefill'
import { widgetThumbnail } from '../thumbnail'

function validateAnchor(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && ANCHOR_PATTERN.test(value)
    ? true
    : 'Ankkurin pitää alkaa kirjaimella ja sisältää vain kirjaimia, numeroita, - ja _.'
}

/**
 * A service's booking summary for a page's sticky sidebar column: what, how long, how much, where
 * and when, and a call to action that opens the contact form with the service filled in.
 */
export const BookingDetailsBlock: Block = {
  slug: 'bookingDetails',
  interfaceName: 'BookingDetailsBlock',
  labels: { singular: 'Varauksen tiedot', plural: 'Varauksen tiedot' },
  admin: {
    images: {
      thumbnail: widgetThumbnail('bookingDetails', 'Palvelun kesto, hinta ja ajat sekä yhteydenotto'),
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'heading',
          label: 'Otsikko',
          type: 'text',
          admin: { width: '66%', description: 'Tyhjä: ”Varauksen tiedot”.' },
        },
        {
          name: 'headingLevel',
          label: 'Otsikkotaso',
          type: 'select',
          defaultValue: 'h2',
          options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '34%' },
        },
      ],
    },
    { name: 'service', label: 'Palvelu', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          label: 'Kesto',
          type: 'text',
          admin: { width: '50%', description: 'Esim. ”6–10 viikkoa” tai ”90 min”.' },
        },
        {
          name: 'location',
          label: 'Paikka',
          type: 'text',
          admin: { width: '50%', description: 'Esim. ”Tampere tai etänä”.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: 'Hinta (€)',
          type: 'number',
          min: 0,
          admin: { width: '34%', step: 0.01, description: 'Tyhjä: vain tekstit näytetään.' },
        },
        {
          name: 'pricePrefix',
          label: 'Teksti ennen hintaa',
          type: 'text',
          maxLength: 40,
          admin: { width: '33%', description: 'Esim. ”alkaen” tai ilman hintaa ”Pyydä tarjous”.' },
        },
        {
          name: 'priceSuffix',
          label: 'Teksti hinnan jälkeen',
          type: 'text',
          maxLength: 40,
          admin: { width: '33%', description: 'Esim. ”+ alv” tai ”/ kk”.' },
        },
      ],
    },
    {
      name: 'times',
      label: 'Palveluajat',
      labels: { singular: 'Aika', plural: 'Ajat' },
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'text',
          label: 'Aika',
          type: 'text',
          required: true,
          admin: { description: 'Esim. ”ma–pe 9–16”.' },
        },
      ],
    },
    {
      name: 'cta',
      label: 'Toimintakehote',
      type: 'group',
      admin: {
        description: `Painike vie yhteydenottosivulle ja täyttää lomakkeen kentän (vain arvoksi, enintään ${PREFILL_MAX_LENGTH} merkkiä).`,
      },
      fields: [
        {
          name: 'label',
          label: 'Painikkeen teksti',
          type: 'text',
          admin: { description: 'Tyhjä: ”Ota yhteyttä”.' },
        },
        linkGroup('link', { label: false }),
        {
          type: 'row',
          fields: [
            {
              name: 'field',
              label: 'Täytettävä kenttä',
              type: 'text',
              validate: validateFillParam,
              admin: {
                width: '33%',
                description:
                  'Lomakkeen kentän tekninen nimi tai sen ”Täytä osoitteen parametrista” -nimi, esim. palvelu.',
              },
            },
            {
              name: 'value',
              label: 'Arvo',
              type: 'text',
              maxLength: PREFILL_MAX_LENGTH,
              admin: {
                width: '33%',
                description: 'Tyhjä: palvelun nimi. Valintakentälle vaihtoehdon arvo, esim. verkkosivut.',
              },
            },
            {
              name: 'anchor',
              label: 'Ankkuri',
              type: 'text',
              validate: validateAnchor,
              admin: { width: '34%', description: 'Sivun osion ankkuri, esim. yhteydenotto.' },
            },
          ],
        },
      ],
    },
  ],
}
