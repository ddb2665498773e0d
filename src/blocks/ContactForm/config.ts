import type { Block } from 'payload'
import { widgetThumbnail } from '../thumbnail'

/** Places a form authored under Lomakkeet on a page. */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Yhteydenottolomake', plural: 'Yhteydenottolomakkeet' },
  admin: {
    images: {
      thumbnail: widgetThumbnail('contactForm', 'Lomakkeet-osion lomake'),
    },
  },
  fields: [
    {
      name: 'form',
      label: 'Lomake',
      type: 'relationship',
      relationTo: 'contact-forms',
      required: true,
      maxDepth: 0,
      admin: { description: 'Lomakkeet tehdään ja muokataan Lomakkeet-osiossa.' },
    },
  ],
}
