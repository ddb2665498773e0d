import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { row, rowOf } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import { arrayField, numberField, selectField, textField } from '@/cms/fields/simple'
import { TICKER } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const NewsTickerBlock: Block = {
  slug: 'newsTicker',
  interfaceName: 'NewsTickerBlock',
  labels: { singular: 'Uutisnauha', plural: 'Uutisnauhat' },
  admin: { images: { thumbnail: widgetThumbnail('newsTicker', 'Vaihtuvat uutisotsikot') } },
  fields: [
    textField('title', 'Otsikko', { admin: { description: 'Näkyy nauhan alussa, esim. ”Ajankohtaista”.' } }),
    arrayField(
      'items',
      'Uutiset',
      [textField('text', 'Teksti', { required: true }), ...optionalLink({ label: false })],
      { labels: { singular: 'Uutinen', plural: 'Uutiset' } },
    ),
    rowOf(
      '33%',
      numberField('interval', 'Vaihtoväli (ms)', { defaultValue: TICKER.interval, min: 1000, max: 60000 }),
      selectField('direction', 'Suunta', { up: 'Ylös', down: 'Alas' }, { defaultValue: TICKER.direction }),
      selectField(
        'speed',
        'Nopeus',
        { slow: 'Hidas', normal: 'Normaali', fast: 'Nopea' },
        {
          defaultValue: TICKER.speed,
        },
      ),
    ),
    row(colourField('background', 'Tausta'), colourField('textColour', 'Tekstin väri')),
  ],
}
