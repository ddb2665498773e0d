import type { Block } from 'payload'
import { validateAnchor } from '@/cms/fields/anchor'
import { headingLevelField } from '@/cms/fields/heading-level'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { linkGroup } from '@/cms/fields/link'
import { arrayField, groupField, numberField, textField } from '@/cms/fields/simple'
import { validateFillParam } from '@/cms/forms/form-fields'
import { PREFILL_MAX_LENGTH } from '@/lib/prefill'
import { widgetThumbnail } from '../thumbnail'

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
    row(
      sized('66%', textField('heading', 'Otsikko', { admin: { description: 'Tyhjä: ”Varauksen tiedot”.' } })),
      sized('34%', headingLevelField('h2')),
    ),
    textField('service', 'Palvelu', { required: true }),
    rowOf(
      '50%',
      textField('duration', 'Kesto', { admin: { description: 'Esim. ”6–10 viikkoa” tai ”90 min”.' } }),
      textField('location', 'Paikka', { admin: { description: 'Esim. ”Tampere tai etänä”.' } }),
    ),
    row(
      sized(
        '34%',
        numberField('price', 'Hinta (€)', {
          min: 0,
          admin: { step: 0.01, description: 'Tyhjä: vain tekstit näytetään.' },
        }),
      ),
      sized(
        '33%',
        textField('pricePrefix', 'Teksti ennen hintaa', {
          maxLength: 40,
          admin: { description: 'Esim. ”alkaen” tai ilman hintaa ”Pyydä tarjous”.' },
        }),
      ),
      sized(
        '33%',
        textField('priceSuffix', 'Teksti hinnan jälkeen', {
          maxLength: 40,
          admin: { description: 'Esim. ”+ alv” tai ”/ kk”.' },
        }),
      ),
    ),
    arrayField(
      'times',
      'Palveluajat',
      [textField('text', 'Aika', { required: true, admin: { description: 'Esim. ”ma–pe 9–16”.' } })],
      { labels: { singular: 'Aika', plural: 'Ajat' }, admin: { initCollapsed: true } },
    ),
    groupField(
      'cta',
      'Toimintakehote',
      [
        textField('label', 'Painikkeen teksti', { admin: { description: 'Tyhjä: ”Ota yhteyttä”.' } }),
        linkGroup('link', { label: false }),
        row(
          sized(
            '33%',
            textField('field', 'Täytettävä kenttä', {
              validate: validateFillParam,
              admin: {
                description:
                  'Lomakkeen kentän tekninen nimi tai sen ”Täytä osoitteen parametrista” -nimi, esim. palvelu.',
              },
            }),
          ),
          sized(
            '33%',
            textField('value', 'Arvo', {
              maxLength: PREFILL_MAX_LENGTH,
              admin: {
                description: 'Tyhjä: palvelun nimi. Valintakentälle vaihtoehdon arvo, esim. verkkosivut.',
              },
            }),
          ),
          sized(
            '34%',
            textField('anchor', 'Ankkuri', {
              validate: validateAnchor,
              admin: { description: 'Sivun osion ankkuri, esim. yhteydenotto.' },
            }),
          ),
        ),
      ],
      {
        admin: {
          description: `Painike vie yhteydenottosivulle ja täyttää lomakkeen kentän (vain arvoksi, enintään ${PREFILL_MAX_LENGTH} merkkiä).`,
        },
      },
    ),
  ],
}
