import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { linkGroup } from '@/cms/fields/link'
import { TICKER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const NewsTickerBlock: Block = {
  slug: 'newsTicker',
  interfaceName: 'NewsTickerBlock',
  labels: { singular: 'Uutisnauha', plural: 'Uutisnauhat' },
  admin: { images: { thumbnail: widgetThumbnail('newsTicker', 'Vaihtuvat uutisotsikot') } },
  fields: [
    {
      name: 'title',
      label: 'Otsikko',
      type: 'text',
      admin: { description: 'Näkyy nauhan alussa, esim. ”Ajankohtaista”.' },
    },
    {
      name: 'items',
      label: 'Uutiset',
      labels: { singular: 'Uutinen', plural: 'Uutiset' },
      type: 'array',
      fields: [
        { name: 'text', label: 'Teksti', type: 'text', required: true },
        { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
        {
          ...linkGroup('link', { label: false }),
          admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'interval',
          label: 'Vaihtoväli (ms)',
          type: 'number',
          defaultValue: TICKER.interval,
          min: 1000,
          max: 60000,
          admin: { width: '33%' },
        },
        {
          name: 'direction',
          label: 'Suunta',
          type: 'select',
          defaultValue: TICKER.direction,
          options: [
            { label: 'Ylös', value: 'up' },
            { label: 'Alas', value: 'down' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'speed',
          label: 'Nopeus',
          type: 'select',
          defaultValue: TICKER.speed,
          options: [
            { label: 'Hidas', value: 'slow' },
            { label: 'Normaali', value: 'normal' },
            { label: 'Nopea', value: 'fast' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    { type: 'row', fields: [colourField('background', 'Tausta'), colourField('textColour', 'Tekstin väri')] },
  ],
}
