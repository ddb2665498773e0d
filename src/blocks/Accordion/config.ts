import type { Block } from 'payload'
import { anchorField } from '@/cms/fields/anchor'
import { colourField } from '@/cms/fields/colour'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** docs/widgets.md accordion: titlebg, titlecolor, titlehoverbg, titlehovercolor, activetitle, activeicon, activebg, animation, scroll, activeindex. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Haitari', plural: 'Haitarit' },
  admin: {
    images: { thumbnail: widgetThumbnail('accordion', 'Allekkaiset otsikot, joista sisältö avautuu') },
  },
  fields: [
    {
      name: 'items',
      label: 'Kohdat',
      type: 'array',
      labels: { singular: 'Kohta', plural: 'Kohdat' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Otsikko', type: 'text', required: true, admin: { width: '50%' } },
            anchorField('Linkki osoitteeseen #ankkuri avaa tämän kohdan.'),
          ],
        },
        widgetsField({ name: 'content', label: 'Sisältö' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'closeOthers',
          label: 'Yhden avaaminen sulkee muut',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%' },
        },
        {
          name: 'scroll',
          label: 'Vieritä avattuun kohtaan',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'activeIndex',
          label: 'Aluksi avoinna',
          type: 'number',
          admin: {
            width: '33%',
            description: 'Kohdan järjestysnumero nollasta alkaen (0 = ensimmäinen). Tyhjä: kaikki kiinni.',
          },
        },
        {
          name: 'animation',
          label: 'Animaatio',
          type: 'select',
          defaultValue: 'slide',
          options: [
            { label: 'Liuku', value: 'slide' },
            { label: 'Häivytys', value: 'fade' },
            { label: 'Ei animaatiota', value: 'none' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'headingLevel',
          label: 'Otsikkotaso',
          type: 'select',
          defaultValue: 'h3',
          options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Värit',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            colourField('titleBackground', 'Otsikon tausta'),
            colourField('titleColour', 'Otsikon väri'),
          ],
        },
        {
          type: 'row',
          fields: [
            colourField('titleHoverBackground', 'Otsikon tausta osoitettaessa'),
            colourField('titleHoverColour', 'Otsikon väri osoitettaessa'),
          ],
        },
        {
          type: 'row',
          fields: [
            colourField('activeBackground', 'Avoimen otsikon tausta'),
            colourField('activeTitleColour', 'Avoimen otsikon väri'),
          ],
        },
        { type: 'row', fields: [colourField('activeIconColour', 'Avoimen kohdan ikonin väri')] },
      ],
    },
  ],
}
