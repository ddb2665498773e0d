import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import {
  checkboxField,
  mediaField,
  numberField,
  percentField,
  selectField,
  textareaField,
  textField,
} from '@/cms/fields/simple'
import { MEDIA } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

const HOVER_EFFECTS = { none: 'Ei efektiä', zoom: 'Lähennys', lift: 'Nousu', darken: 'Tummennus' }
const TEXT_POSITIONS = {
  center: 'Keskellä',
  'bottom-start': 'Alhaalla vasemmalla',
  'top-start': 'Ylhäällä vasemmalla',
}

export const ImageBannerBlock: Block = {
  slug: 'imageBanner',
  interfaceName: 'ImageBannerBlock',
  labels: { singular: 'Kuvabanneri', plural: 'Kuvabannerit' },
  admin: { images: { thumbnail: widgetThumbnail('imageBanner', 'Kuva, jonka päällä on tekstiä') } },
  fields: [
    mediaField('image', 'Kuva', { required: true }),
    textField('title', 'Otsikko'),
    textareaField('text', 'Teksti'),
    ...optionalLink(),
    checkboxField('lightbox', 'Kuva avautuu kuvakehykseen', {
      admin: {
        condition: (_, sibling) => !sibling?.hasLink,
        description: 'Klikattaessa kuva suurenee koko näytön kokoiseksi.',
      },
    }),
    rowOf(
      '33%',
      selectField('hoverEffect', 'Efekti osoitettaessa', HOVER_EFFECTS, { defaultValue: 'zoom' }),
      selectField('textPosition', 'Tekstin paikka', TEXT_POSITIONS, { defaultValue: 'center' }),
      numberField('minHeight', 'Vähimmäiskorkeus (px)', {
        defaultValue: MEDIA.hoverBoxMinHeight,
        min: 120,
        max: 1200,
        admin: { description: 'Vähimmäiskorkeus pikseleinä' },
      }),
    ),
    row(
      colourField('overlayColour', 'Peittoväri', '#000000'),
      sized('25%', percentField('overlayOpacity', 'Peittävyys (%)', 45)),
      colourField('textColour', 'Tekstin väri', '#ffffff'),
    ),
  ],
}
