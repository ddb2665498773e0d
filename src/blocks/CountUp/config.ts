import type { Block, SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'
import { colourField } from '@/cms/fields/colour'
import { COUNT_UP } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'
import { DECIMAL_MARKS, optionFor, SEPARATORS } from './count-up-format'

/** The decimal mark: one of the options, and not the thousands separator (2.800.5 reads two ways). */
export const validateDecimalMark: SelectFieldSingleValidation = (value, args) => {
  const { separator } = (args.siblingData ?? {}) as { separator?: unknown }
  if (value && value === separator) return 'Desimaalierotin ja tuhaterotin eivät voi olla sama merkki.'
  return select(value, args)
}

export const CountUpBlock: Block = {
  slug: 'countUp',
  interfaceName: 'CountUpBlock',
  labels: { singular: 'Laskuri', plural: 'Laskurit' },
  admin: { images: { thumbnail: widgetThumbnail('countUp', 'Luku laskee loppuarvoonsa') } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: 'Alkuarvo',
          type: 'text',
          defaultValue: '0',
          admin: { width: '33%', description: 'Luku, josta laskenta alkaa.' },
        },
        {
          name: 'end',
          label: 'Loppuarvo',
          type: 'text',
          required: true,
          admin: {
            width: '33%',
            description:
              'Kirjoita luku alla valituilla erottimilla, esim. 2 800 tai 98,6. Muu kuin luku näkyy muodossa --.',
          },
        },
        {
          name: 'decimals',
          label: 'Desimaaleja',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 6,
          admin: { width: '33%', step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'prefix',
          label: 'Etuliite',
          type: 'text',
          admin: { width: '50%', description: 'Luvun edessä, esim. + tai €.' },
        },
        {
          name: 'suffix',
          label: 'Jälkiliite',
          type: 'text',
          admin: { width: '50%', description: 'Luvun perässä, esim. ” %” tai ” kpl” (välilyönti mukaan).' },
        },
      ],
    },
    {
      name: 'label',
      label: 'Selite',
      type: 'text',
      admin: { description: 'Luvun alla, esim. ”toteutettua verkkosivustoa”.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'separator',
          label: 'Tuhaterotin',
          type: 'select',
          defaultValue: optionFor(SEPARATORS, COUNT_UP.separator),
          options: [
            { label: 'Pilkku (1,000)', value: 'comma' },
            { label: 'Piste (1.000)', value: 'dot' },
            { label: 'Välilyönti (1 000)', value: 'space' },
            { label: 'Ei erotinta (1000)', value: 'none' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'decimal',
          label: 'Desimaalierotin',
          type: 'select',
          defaultValue: optionFor(DECIMAL_MARKS, COUNT_UP.decimal),
          options: [
            { label: 'Piste (0.5)', value: 'dot' },
            { label: 'Pilkku (0,5)', value: 'comma' },
          ],
          validate: validateDecimalMark,
          admin: { width: '33%' },
        },
        {
          name: 'speed',
          label: 'Laskennan kesto (s)',
          type: 'number',
          defaultValue: COUNT_UP.duration / 1000,
          min: 0,
          max: 20,
          admin: { width: '33%', step: 0.5, description: 'Laskenta alkaa, kun luku tulee näkyviin.' },
        },
      ],
    },
    { type: 'row', fields: [colourField('colour', 'Luvun väri')] },
  ],
}
