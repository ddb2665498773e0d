import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

/** A machine-readable date for `<time datetime>`: a year, a month or a day (ISO 8601). */
export const DATE_TIME_PATTERN = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/

export function validateDateTime(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && DATE_TIME_PATTERN.test(value.trim())
    ? true
    : 'Anna päivämäärä muodossa VVVV, VVVV-KK tai VVVV-KK-PP.'
}

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Aikajana', plural: 'Aikajanat' },
  admin: { images: { thumbnail: widgetThumbnail('timeline', 'Tapahtumat aikajärjestyksessä') } },
  fields: [
    {
      name: 'items',
      label: 'Tapahtumat',
      labels: { singular: 'Tapahtuma', plural: 'Tapahtumat' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              label: 'Ajankohta',
              type: 'text',
              admin: { width: '50%', description: 'Näkyvä teksti, esim. 2014 tai Kevät 2021' },
            },
            {
              name: 'dateTime',
              label: 'Päivämäärä koneluettavana',
              type: 'text',
              validate: validateDateTime,
              admin: { width: '50%', description: 'Valinnainen: VVVV, VVVV-KK tai VVVV-KK-PP' },
            },
          ],
        },
        { name: 'title', label: 'Otsikko', type: 'text', required: true },
        { name: 'text', label: 'Teksti', type: 'textarea' },
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              label: 'Ikoni',
              type: 'select',
              options: ICON_OPTIONS,
              admin: { width: '50%', description: 'Tyhjänä aikajanalla näkyy piste.' },
            },
            { name: 'image', label: 'Kuva', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          label: 'Asettelu leveällä näytöllä',
          type: 'select',
          defaultValue: 'alternate',
          options: [
            { label: 'Vuorotellen molemmin puolin', value: 'alternate' },
            { label: 'Kaikki samalla puolella', value: 'start' },
          ],
          admin: { width: '50%', description: 'Puhelimella tapahtumat ovat aina yhdessä sarakkeessa.' },
        },
        {
          name: 'headingLevel',
          label: 'Otsikkotaso',
          type: 'select',
          defaultValue: 'h3',
          options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('lineColour', 'Viivan väri'),
        colourField('markerColour', 'Merkin väri'),
        colourField('markerIconColour', 'Merkin ikonin väri'),
        colourField('cardBackground', 'Kortin tausta'),
      ],
    },
  ],
}
