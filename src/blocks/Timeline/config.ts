import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { headingLevelField } from '@/cms/fields/heading-level'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf } from '@/cms/fields/layout'
import { arrayField, mediaField, selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

/** A machine-readable date for `<time datetime>`: a year, a month or a day (ISO 8601). */
export const DATE_TIME_PATTERN = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/

export function validateDateTime(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && DATE_TIME_PATTERN.test(value.trim())
    ? true
    : 'Anna päivämäärä muodossa VVVV, VVVV-KK tai VVVV-KK-PP.'
}

const LAYOUTS = { alternate: 'Vuorotellen molemmin puolin', start: 'Kaikki samalla puolella' }

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Aikajana', plural: 'Aikajanat' },
  admin: { images: { thumbnail: widgetThumbnail('timeline', 'Tapahtumat aikajärjestyksessä') } },
  fields: [
    arrayField(
      'items',
      'Tapahtumat',
      [
        rowOf(
          '50%',
          textField('label', 'Ajankohta', {
            admin: { description: 'Näkyvä teksti, esim. 2014 tai Kevät 2021' },
          }),
          textField('dateTime', 'Päivämäärä koneluettavana', {
            validate: validateDateTime,
            admin: { description: 'Valinnainen: VVVV, VVVV-KK tai VVVV-KK-PP' },
          }),
        ),
        textField('title', 'Otsikko', { required: true }),
        textareaField('text', 'Teksti'),
        rowOf(
          '50%',
          iconField({ admin: { description: 'Tyhjänä aikajanalla näkyy piste.' } }),
          mediaField('image', 'Kuva'),
        ),
      ],
      { labels: { singular: 'Tapahtuma', plural: 'Tapahtumat' } },
    ),
    rowOf(
      '50%',
      selectField('layout', 'Asettelu leveällä näytöllä', LAYOUTS, {
        defaultValue: 'alternate',
        admin: { description: 'Puhelimella tapahtumat ovat aina yhdessä sarakkeessa.' },
      }),
      headingLevelField('h3'),
    ),
    row(
      colourField('lineColour', 'Viivan väri'),
      colourField('markerColour', 'Merkin väri'),
      colourField('markerIconColour', 'Merkin ikonin väri'),
      colourField('cardBackground', 'Kortin tausta'),
    ),
  ],
}
