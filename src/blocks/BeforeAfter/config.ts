import type { Block } from 'payload'
import { rowOf } from '@/cms/fields/layout'
import { mediaField, mimeTypes, percentField, selectField, textField } from '@/cms/fields/simple'
import { BEFORE_AFTER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

const image = (name: string, label: string) =>
  mediaField(name, label, { required: true, filterOptions: mimeTypes('image/') })

const label = (name: string, label: string, fi: string, en: string) =>
  textField(name, label, {
    admin: { placeholder: fi, description: `Tyhjänä ”${fi}” (englanniksi ”${en}”).` },
  })

export const BeforeAfterBlock: Block = {
  slug: 'beforeAfter',
  interfaceName: 'BeforeAfterBlock',
  labels: { singular: 'Kuvavertailu', plural: 'Kuvavertailut' },
  admin: { images: { thumbnail: widgetThumbnail('beforeAfter', 'Kaksi kuvaa ja liikuteltava raja') } },
  fields: [
    rowOf('50%', image('before', 'Kuva ennen'), image('after', 'Kuva jälkeen')),
    rowOf(
      '50%',
      label('beforeLabel', 'Ennen-teksti', 'Ennen', 'Before'),
      label('afterLabel', 'Jälkeen-teksti', 'Jälkeen', 'After'),
    ),
    rowOf(
      '33%',
      percentField('offset', 'Rajan alkukohta (%)', BEFORE_AFTER.offset * 100, {
        admin: { description: 'Kuinka suuri osa ennen-kuvasta näkyy aluksi.' },
      }),
      selectField(
        'orientation',
        'Suunta',
        { horizontal: 'Vaaka (ennen vasemmalla)', vertical: 'Pysty (ennen ylhäällä)' },
        { defaultValue: BEFORE_AFTER.orientation },
      ),
      selectField(
        'mode',
        'Ohjaus',
        { drag: 'Vetämällä', follow: 'Seuraa osoitinta' },
        {
          defaultValue: 'drag',
          admin: {
            description: 'Seuraa-tilassa raja liikkuu hiiren mukana; kosketusnäytöllä sitä vedetään.',
          },
        },
      ),
    ),
    textField('caption', 'Kuvateksti'),
  ],
}
