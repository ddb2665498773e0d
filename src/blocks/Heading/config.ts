import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { widgetThumbnail } from '../thumbnail'

export const HeadingBlock: Block = {
  slug: 'heading',
  interfaceName: 'HeadingBlock',
  labels: { singular: 'Otsikko', plural: 'Otsikot' },
  admin: { images: { thumbnail: widgetThumbnail('heading', 'Otsikko, taso H1–H6') } },
  fields: [
    { name: 'text', label: 'Otsikkoteksti', type: 'text', required: true },
    { name: 'subtitle', label: 'Alaotsikko', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          label: 'Otsikkotaso',
          type: 'select',
          defaultValue: 'h2',
          required: true,
          options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '33%' },
        },
        {
          name: 'size',
          label: 'Koko',
          type: 'select',
          defaultValue: 'auto',
          options: [
            { label: 'Tason mukaan', value: 'auto' },
            { label: 'Pieni', value: 's' },
            { label: 'Keskikokoinen', value: 'm' },
            { label: 'Suuri', value: 'l' },
            { label: 'Erittäin suuri', value: 'xl' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'align',
          label: 'Tasaus',
          type: 'select',
          defaultValue: 'start',
          options: [
            { label: 'Vasen', value: 'start' },
            { label: 'Keskitetty', value: 'center' },
            { label: 'Oikea', value: 'end' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    { type: 'row', fields: [colourField('colour', 'Väri')] },
  ],
}
