import type { Block } from 'payload'
import { BEFORE_AFTER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

const image = (name: string, label: string) => ({
  name,
  label,
  type: 'upload' as const,
  relationTo: 'media' as const,
  required: true,
  filterOptions: { mimeType: { contains: 'image/' } },
  admin: { width: '50%' },
})

const label = (name: string, label: string, fi: string, en: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { width: '50%', placeholder: fi, description: `Tyhjänä ”${fi}” (englanniksi ”${en}”).` },
})

export const BeforeAfterBlock: Block = {
  slug: 'beforeAfter',
  interfaceName: 'BeforeAfterBlock',
  labels: { singular: 'Kuvavertailu', plural: 'Kuvavertailut' },
  admin: { images: { thumbnail: widgetThumbnail('beforeAfter', 'Kaksi kuvaa ja liikuteltava raja') } },
  fields: [
    {
      type: 'row',
      fields: [image('before', 'Kuva ennen'), image('after', 'Kuva jälkeen')],
    },
    {
      type: 'row',
      fields: [
        label('beforeLabel', 'Ennen-teksti', 'Ennen', 'Before'),
        label('afterLabel', 'Jälkeen-teksti', 'Jälkeen', 'After'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'offset',
          label: 'Rajan alkukohta (%)',
          type: 'number',
          defaultValue: BEFORE_AFTER.offset * 100,
          min: 0,
          max: 100,
          admin: { width: '33%', description: 'Kuinka suuri osa ennen-kuvasta näkyy aluksi.' },
        },
        {
          name: 'orientation',
          label: 'Suunta',
          type: 'select',
          defaultValue: BEFORE_AFTER.orientation,
          options: [
            { label: 'Vaaka (ennen vasemmalla)', value: 'horizontal' },
            { label: 'Pysty (ennen ylhäällä)', value: 'vertical' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'mode',
          label: 'Ohjaus',
          type: 'select',
          defaultValue: 'drag',
          options: [
            { label: 'Vetämällä', value: 'drag' },
            { label: 'Seuraa osoitinta', value: 'follow' },
          ],
          admin: {
            width: '33%',
            description: 'Seuraa-tilassa raja liikkuu hiiren mukana; kosketusnäytöllä sitä vedetään.',
          },
        },
      ],
    },
    { name: 'caption', label: 'Kuvateksti', type: 'text' },
  ],
}
