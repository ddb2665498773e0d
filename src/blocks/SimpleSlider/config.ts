import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { CAROUSEL, SIMPLE_SLIDER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const ASPECT_RATIOS = ['16/9', '3/2', '4/3', '1/1', '21/9'] as const

/** docs/widgets.md/§5 simple slider: a slideshow of pictures with play/pause and an autoslide delay. */
export const SimpleSliderBlock: Block = {
  slug: 'simpleSlider',
  interfaceName: 'SimpleSliderBlock',
  labels: { singular: 'Kuvaesitys', plural: 'Kuvaesitykset' },
  admin: {
    images: { thumbnail: widgetThumbnail('simpleSlider', 'Kuvat vaihtuvat yksi kerrallaan') },
  },
  fields: [
    {
      name: 'label',
      label: 'Esityksen nimi ruudunlukijoille',
      type: 'text',
      admin: { description: 'Esim. "Kuvia toimistoltamme". Ei näy sivulla.' },
    },
    {
      name: 'slides',
      label: 'Kuvat',
      type: 'array',
      labels: { singular: 'Kuva', plural: 'Kuvat' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'image',
              label: 'Kuva',
              type: 'upload',
              relationTo: 'media',
              required: true,
              admin: { width: '50%' },
            },
            { name: 'caption', label: 'Kuvateksti', type: 'text', admin: { width: '50%' } },
          ],
        },
        { name: 'hasLink', label: 'Kuva on linkki', type: 'checkbox' },
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
          name: 'transition',
          label: 'Siirtymä',
          type: 'select',
          required: true,
          defaultValue: 'fade',
          options: [
            { label: 'Häivytys', value: 'fade' },
            { label: 'Liuku', value: 'slide' },
          ],
          admin: { width: '25%', description: `Kesto ${CAROUSEL.pageBuilderSlider} ms.` },
        },
        {
          name: 'aspectRatio',
          label: 'Kuvasuhde',
          type: 'select',
          required: true,
          defaultValue: '16/9',
          options: ASPECT_RATIOS.map((value) => ({ label: value.replace('/', ':'), value })),
          admin: { width: '25%' },
        },
        {
          name: 'autoplay',
          label: 'Vaihda kuvaa automaattisesti',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '25%', description: 'Sivulla on pysäytyspainike.' },
        },
        {
          name: 'autoslideDelay',
          label: 'Vaihtoväli (ms)',
          type: 'number',
          defaultValue: SIMPLE_SLIDER.defaultAutoslideDelay,
          admin: {
            width: '25%',
            condition: (_, sibling) => sibling?.autoplay !== false,
            description: `Käytetään, jos yli ${SIMPLE_SLIDER.minAutoslideDelay} ms; muuten ${SIMPLE_SLIDER.defaultAutoslideDelay} ms.`,
          },
        },
      ],
    },
  ],
}
