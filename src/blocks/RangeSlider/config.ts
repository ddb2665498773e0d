import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { rowOf } from '@/cms/fields/layout'
import { arrayField, mediaField, mimeTypes, numberField, textareaField, textField } from '@/cms/fields/simple'
import { RANGE_SLIDER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

/** The start step must be one of the steps (numbered from 1), so a typo shows in the admin. */
export function validateStartStep(
  value: unknown,
  { siblingData }: { siblingData: { steps?: unknown } },
): true | string {
  if (value === null || value === undefined) return true
  const count = Array.isArray(siblingData.steps) ? siblingData.steps.length : 0
  const first = RANGE_SLIDER.stepsStart
  if (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= first &&
    value <= Math.max(first, count)
  )
    return true
  return `Anna vaihe väliltä ${first}–${Math.max(first, count)}.`
}

export const RangeSliderBlock: Block = {
  slug: 'rangeSlider',
  interfaceName: 'RangeSliderBlock',
  labels: { singular: 'Liukusäädin', plural: 'Liukusäätimet' },
  admin: { images: { thumbnail: widgetThumbnail('rangeSlider', 'Valitse vaihe, näe sen sisältö') } },
  fields: [
    textField('title', 'Säätimen nimi', {
      required: true,
      admin: { description: 'Näkyy säätimen yläpuolella, esim. ”Sivuston laajuus”.' },
    }),
    arrayField(
      'steps',
      'Vaiheet',
      [
        textField('label', 'Vaiheen nimi', {
          required: true,
          admin: { description: 'Lyhyt nimi säätimen alla; ruudunlukija kertoo arvon tällä nimellä.' },
        }),
        textField('heading', 'Otsikko', { admin: { description: 'Tyhjänä vaiheen nimi.' } }),
        textareaField('text', 'Teksti'),
        mediaField('image', 'Kuva', { filterOptions: mimeTypes('image/') }),
      ],
      { labels: { singular: 'Vaihe', plural: 'Vaiheet' }, minRows: 2 },
    ),
    rowOf(
      '50%',
      numberField('startStep', 'Aloitusvaihe', {
        defaultValue: RANGE_SLIDER.stepsStart,
        validate: validateStartStep,
        admin: { description: 'Vaiheet numeroidaan ykkösestä.' },
      }),
      {
        ...colourField('colour', 'Säätimen väri'),
        admin: { description: 'Tyhjänä vaaleanvihreä. Heksadesimaalinen väri, esim. #8a2432' },
      },
    ),
  ],
}
