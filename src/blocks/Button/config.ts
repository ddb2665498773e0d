import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { linkGroup } from '@/cms/fields/link'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

export const ButtonBlock: Block = {
  slug: 'button',
  interfaceName: 'ButtonBlock',
  labels: { singular: 'Painike', plural: 'Painikkeet' },
  admin: { images: { thumbnail: widgetThumbnail('button', 'Linkki painikkeena') } },
  fields: [
    { name: 'label', label: 'Painikkeen teksti', type: 'text', required: true },
    linkGroup('link', { label: false, required: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          label: 'Tyyli',
          type: 'select',
          defaultValue: 'filled',
          required: true,
          options: [
            { label: 'Täytetty', value: 'filled' },
            { label: 'Ääriviiva', value: 'outline' },
            { label: 'Pyöristetty', value: 'pill' },
            { label: 'Linkki', value: 'link' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'size',
          label: 'Koko',
          type: 'select',
          defaultValue: 'm',
          options: [
            { label: 'Pieni', value: 's' },
            { label: 'Keskikokoinen', value: 'm' },
            { label: 'Suuri', value: 'l' },
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
            { label: 'Koko leveys', value: 'stretch' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'icon', label: 'Ikoni', type: 'select', options: ICON_OPTIONS, admin: { width: '50%' } },
        {
          name: 'iconPosition',
          label: 'Ikonin paikka',
          type: 'select',
          defaultValue: 'after',
          options: [
            { label: 'Ennen tekstiä', value: 'before' },
            { label: 'Tekstin jälkeen', value: 'after' },
          ],
          admin: { width: '50%', condition: (_, sibling) => Boolean(sibling?.icon) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('background', 'Taustaväri'),
        colourField('textColour', 'Tekstin väri'),
        colourField('hoverBackground', 'Taustaväri osoitettaessa'),
        colourField('hoverTextColour', 'Tekstin väri osoitettaessa'),
      ],
    },
  ],
}
