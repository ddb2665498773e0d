import type { Block, SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'
import { colourField } from '@/cms/fields/colour'
import { row, rowOf } from '@/cms/fields/layout'
import { numberField, selectField, textField } from '@/cms/fields/simple'
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
    rowOf(
      '33%',
      textField('start', 'Alkuarvo', {
        defaultValue: '0',
        admin: { description: 'Luku, josta laskenta alkaa.' },
      }),
      textField('end', 'Loppuarvo', {
        required: true,
        admin: {
          description:
            'Kirjoita luku alla valituilla erottimilla, esim. 2 800 tai 98,6. Muu kuin luku näkyy muodossa --.',
        },
      }),
      numberField('decimals', 'Desimaaleja', { defaultValue: 0, min: 0, max: 6, admin: { step: 1 } }),
    ),
    rowOf(
      '50%',
      textField('prefix', 'Etuliite', { admin: { description: 'Luvun edessä, esim. + tai €.' } }),
      textField('suffix', 'Jälkiliite', {
        admin: { description: 'Luvun perässä, esim. ” %” tai ” kpl” (välilyönti mukaan).' },
      }),
    ),
    textField('label', 'Selite', {
      admin: { description: 'Luvun alla, esim. ”toteutettua verkkosivustoa”.' },
    }),
    rowOf(
      '33%',
      selectField(
        'separator',
        'Tuhaterotin',
        {
          comma: 'Pilkku (1,000)',
          dot: 'Piste (1.000)',
          space: 'Välilyönti (1 000)',
          none: 'Ei erotinta (1000)',
        },
        { defaultValue: optionFor(SEPARATORS, COUNT_UP.separator) },
      ),
      selectField(
        'decimal',
        'Desimaalierotin',
        { dot: 'Piste (0.5)', comma: 'Pilkku (0,5)' },
        {
          defaultValue: optionFor(DECIMAL_MARKS, COUNT_UP.decimal),
          validate: validateDecimalMark,
        },
      ),
      numberField('speed', 'Laskennan kesto (s)', {
        defaultValue: COUNT_UP.duration / 1000,
        min: 0,
        max: 20,
        admin: { step: 0.5, description: 'Laskenta alkaa, kun luku tulee näkyviin.' },
      }),
    ),
    row(colourField('colour', 'Luvun väri')),
  ],
}
