import type { Block } from 'payload'
import { accessibleNameField } from '@/cms/fields/accessible-name'
import { rowOf } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import {
  arrayField,
  checkboxField,
  mediaField,
  numberField,
  selectField,
  textField,
} from '@/cms/fields/simple'
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
    accessibleNameField('Esityksen nimi ruudunlukijoille', 'Kuvia toimistoltamme'),
    arrayField(
      'slides',
      'Kuvat',
      [
        rowOf('50%', mediaField('image', 'Kuva', { required: true }), textField('caption', 'Kuvateksti')),
        ...optionalLink({ label: false }, 'Kuva on linkki'),
      ],
      { labels: { singular: 'Kuva', plural: 'Kuvat' }, admin: { initCollapsed: true } },
    ),
    rowOf(
      '25%',
      selectField(
        'transition',
        'Siirtymä',
        { fade: 'Häivytys', slide: 'Liuku' },
        {
          required: true,
          defaultValue: 'fade',
          admin: { description: `Kesto ${CAROUSEL.pageBuilderSlider} ms.` },
        },
      ),
      selectField(
        'aspectRatio',
        'Kuvasuhde',
        ASPECT_RATIOS.map((value) => ({ label: value.replace('/', ':'), value })),
        { required: true, defaultValue: '16/9' },
      ),
      checkboxField('autoplay', 'Vaihda kuvaa automaattisesti', {
        defaultValue: true,
        admin: { description: 'Sivulla on pysäytyspainike.' },
      }),
      numberField('autoslideDelay', 'Vaihtoväli (ms)', {
        defaultValue: SIMPLE_SLIDER.defaultAutoslideDelay,
        admin: {
          condition: (_, sibling) => sibling?.autoplay !== false,
          description: `Käytetään, jos yli ${SIMPLE_SLIDER.minAutoslideDelay} ms; muuten ${SIMPLE_SLIDER.defaultAutoslideDelay} ms.`,
        },
      }),
    ),
  ],
}
