import type { Block } from 'payload'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import { arrayField, numberField, selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './location'

const LOCATION_HELP =
  'Liitä koordinaatit (esim. 61.4978, 23.7610) tai openstreetmap.org-osoite (#map=… tai ?mlat=…&mlon=…).'

export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Kartta', plural: 'Kartat' },
  admin: { images: { thumbnail: widgetThumbnail('map', 'OpenStreetMap-kartta merkkeineen') } },
  fields: [
    textField('title', 'Kartan nimi', {
      required: true,
      admin: { description: 'Ruudunlukija kertoo kartan tällä nimellä, esim. ”Toimistomme Tampereella”.' },
    }),
    arrayField(
      'markers',
      'Merkit',
      [
        rowOf(
          '50%',
          textField('title', 'Nimi', { required: true }),
          textField('address', 'Osoite', {
            required: true,
            admin: { description: 'Esim. Finlaysoninkatu 7, 33210 Tampere.' },
          }),
        ),
        textField('location', 'Sijainti', {
          admin: {
            description: `${LOCATION_HELP} Katuosoitteesta sijaintia ei haeta: ilman tunnistettua sijaintia kartan paikalla näkyy vain osoite.`,
          },
        }),
        textareaField('text', 'Lisätieto', {
          admin: { description: 'Näkyy merkin kuplassa ja paikkojen luettelossa kartan alla.' },
        }),
        ...optionalLink(),
      ],
      {
        labels: { singular: 'Merkki', plural: 'Merkit' },
        minRows: 1,
        required: true,
        admin: {
          description:
            'Osoitteet näkyvät tekstinä kartan alla ja ennen evästeiden hyväksymistä kartan paikalla. Kartta latautuu OpenStreetMapista vasta suostumuksen jälkeen.',
        },
      },
    ),
    row(
      sized(
        '50%',
        textField('center', 'Keskipiste', {
          admin: { description: `${LOCATION_HELP} Tyhjä: kartta rajataan merkkien mukaan.` },
        }),
      ),
      sized(
        '25%',
        numberField('zoom', 'Lähennystaso', {
          min: MIN_ZOOM,
          max: MAX_ZOOM,
          admin: { description: `${MIN_ZOOM}–${MAX_ZOOM}. Tyhjä: osoitteen taso tai ${DEFAULT_ZOOM}.` },
        }),
      ),
      sized(
        '25%',
        selectField(
          'height',
          'Korkeus',
          { s: 'Matala', m: 'Keskikokoinen', l: 'Korkea' },
          { defaultValue: 'm' },
        ),
      ),
    ),
  ],
}
