import type { Block } from 'payload'
import { ALIGNMENTS, SIZES } from '@/cms/fields/choices'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf } from '@/cms/fields/layout'
import { linkGroup } from '@/cms/fields/link'
import { selectField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

const STYLES = { filled: 'Täytetty', outline: 'Ääriviiva', pill: 'Pyöristetty', link: 'Linkki' }

export const ButtonBlock: Block = {
  slug: 'button',
  interfaceName: 'ButtonBlock',
  labels: { singular: 'Painike', plural: 'Painikkeet' },
  admin: { images: { thumbnail: widgetThumbnail('button', 'Linkki painikkeena') } },
  fields: [
    textField('label', 'Painikkeen teksti', { required: true }),
    linkGroup('link', { label: false, required: true }),
    rowOf(
      '33%',
      selectField('style', 'Tyyli', STYLES, { defaultValue: 'filled', required: true }),
      selectField('size', 'Koko', SIZES, { defaultValue: 'm' }),
      selectField('align', 'Tasaus', { ...ALIGNMENTS, stretch: 'Koko leveys' }, { defaultValue: 'start' }),
    ),
    rowOf(
      '50%',
      iconField(),
      selectField(
        'iconPosition',
        'Ikonin paikka',
        { before: 'Ennen tekstiä', after: 'Tekstin jälkeen' },
        {
          defaultValue: 'after',
          admin: { condition: (_, sibling) => Boolean(sibling?.icon) },
        },
      ),
    ),
    row(
      colourField('background', 'Taustaväri'),
      colourField('textColour', 'Tekstin väri'),
      colourField('hoverBackground', 'Taustaväri osoitettaessa'),
      colourField('hoverTextColour', 'Tekstin väri osoitettaessa'),
    ),
  ],
}
