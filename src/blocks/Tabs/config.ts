import type { Block } from 'payload'
import { anchorField } from '@/cms/fields/anchor'
import { colourField } from '@/cms/fields/colour'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** docs/widgets.md tabs: tabsstyle, rotatetabs (seconds), animation, activeindex. */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Välilehdet', plural: 'Välilehtiryhmät' },
  admin: { images: { thumbnail: widgetThumbnail('tabs', 'Sisältö jaettuna välilehdille') } },
  fields: [
    {
      name: 'label',
      label: 'Ryhmän nimi ruudunlukijoille',
      type: 'text',
      admin: { description: 'Esim. "Palvelumme". Ei näy sivulla.' },
    },
    {
      name: 'tabs',
      label: 'Välilehdet',
      type: 'array',
      labels: { singular: 'Välilehti', plural: 'Välilehdet' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Otsikko', type: 'text', required: true, admin: { width: '50%' } },
            anchorField('Linkki osoitteeseen #ankkuri avaa tämän välilehden.'),
          ],
        },
        widgetsField({ name: 'content', label: 'Sisältö' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tabsStyle',
          label: 'Tyyli',
          type: 'select',
          defaultValue: 'underline',
          options: [
            { label: 'Alleviivaus', value: 'underline' },
            { label: 'Laatikot', value: 'boxed' },
            { label: 'Pillerit', value: 'pills' },
            { label: 'Pystysuora', value: 'vertical' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'animation',
          label: 'Animaatio',
          type: 'select',
          defaultValue: 'fade',
          options: [
            { label: 'Liuku', value: 'slide' },
            { label: 'Häivytys', value: 'fade' },
            { label: 'Skaalaus', value: 'scale' },
            { label: 'Liuku ja zoomaus', value: 'slide-zoom' },
            { label: 'Vaakaliuku', value: 'slide-horizontal' },
            { label: 'Ei animaatiota', value: 'none' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'activation',
          label: 'Nuolinäppäimet',
          type: 'select',
          defaultValue: 'automatic',
          options: [
            { label: 'Vaihtavat välilehden', value: 'automatic' },
            { label: 'Siirtävät vain kohdistuksen', value: 'manual' },
          ],
          admin: { width: '33%' },
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
          defaultValue: 0,
          admin: {
            width: '50%',
            description: 'Välilehden järjestysnumero nollasta alkaen (0 = ensimmäinen).',
          },
        },
        {
          name: 'rotateTabs',
          label: 'Automaattinen vaihto (s)',
          type: 'number',
          admin: {
            width: '50%',
            description:
              'Sekunteina. Tyhjä tai 0: ei vaihtoa. Vaihto pysähtyy osoitettaessa ja kohdistettaessa.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [colourField('accentColour', 'Valitun välilehden väri')],
    },
  ],
}
