import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { SHAPE_OPTIONS } from '@/lib/shapes'
import { widgetThumbnail } from '../thumbnail'

export const SeparatorBlock: Block = {
  slug: 'separator',
  interfaceName: 'SeparatorBlock',
  labels: { singular: 'Erotin', plural: 'Erottimet' },
  admin: { images: { thumbnail: widgetThumbnail('separator', 'Viiva tai muoto sisällön väliin') } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'separatorType',
          label: 'Tyyppi',
          type: 'select',
          defaultValue: 'line',
          required: true,
          options: [
            { label: 'Viiva', value: 'line' },
            { label: 'Katkoviiva', value: 'dashed' },
            { label: 'Pisteviiva', value: 'dotted' },
            { label: 'Kaksoisviiva', value: 'double' },
            { label: 'Muoto', value: 'shape' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'shape',
          label: 'Muoto',
          type: 'select',
          defaultValue: 'wave',
          options: SHAPE_OPTIONS,
          admin: { width: '50%', condition: (_, sibling) => sibling?.separatorType === 'shape' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'border',
          label: 'Viivan paksuus (px)',
          type: 'number',
          defaultValue: 1,
          min: 1,
          max: 20,
          admin: { width: '33%', condition: (_, sibling) => sibling?.separatorType !== 'shape' },
        },
        {
          name: 'svgHeight',
          label: 'Muodon korkeus (px)',
          type: 'number',
          defaultValue: 60,
          min: 10,
          max: 400,
          admin: { width: '33%', condition: (_, sibling) => sibling?.separatorType === 'shape' },
        },
        {
          name: 'width',
          label: 'Leveys (%)',
          type: 'number',
          defaultValue: 100,
          min: 5,
          max: 100,
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('colour', 'Väri', '#c9c2b8'),
        {
          name: 'align',
          label: 'Tasaus',
          type: 'select',
          defaultValue: 'center',
          options: [
            { label: 'Vasen', value: 'start' },
            { label: 'Keskitetty', value: 'center' },
            { label: 'Oikea', value: 'end' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'icon', label: 'Ikoni', type: 'select', options: ICON_OPTIONS, admin: { width: '50%' } },
        { name: 'fullWidth', label: 'Koko näytön leveys', type: 'checkbox', admin: { width: '50%' } },
      ],
    },
    {
      name: 'spacing',
      label: 'Väli ylä- ja alapuolella (px)',
      type: 'number',
      defaultValue: 24,
      min: 0,
      max: 200,
    },
  ],
}
