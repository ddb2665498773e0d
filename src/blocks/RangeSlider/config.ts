import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
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
    {
      name: 'title',
      label: 'Säätimen nimi',
      type: 'text',
      required: true,
      admin: { description: 'Näkyy säätimen yläpuolella, esim. ”Sivuston laajuus”.' },
    },
    {
      name: 'steps',
      label: 'Vaiheet',
      labels: { singular: 'Vaihe', plural: 'Vaiheet' },
      type: 'array',
      minRows: 2,
      fields: [
        {
          name: 'label',
          label: 'Vaiheen nimi',
          type: 'text',
          required: true,
          admin: { description: 'Lyhyt nimi säätimen alla; ruudunlukija kertoo arvon tällä nimellä.' },
        },
        { name: 'heading', label: 'Otsikko', type: 'text', admin: { description: 'Tyhjänä vaiheen nimi.' } },
        { name: 'text', label: 'Teksti', type: 'textarea' },
        {
          name: 'image',
          label: 'Kuva',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image/' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startStep',
          label: 'Aloitusvaihe',
          type: 'number',
          defaultValue: RANGE_SLIDER.stepsStart,
          validate: validateStartStep,
          admin: { width: '50%', description: 'Vaiheet numeroidaan ykkösestä.' },
        },
        {
          ...colourField('colour', 'Säätimen väri'),
          admin: {
            width: '50%',
            description: 'Tyhjänä vaaleanvihreä. Heksadesimaalinen väri, esim. #8a2432',
          },
        },
      ],
    },
  ],
}
