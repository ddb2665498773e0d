import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
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
    {
      name: 'title',
      label: 'Kartan nimi',
      type: 'text',
      required: true,
      admin: { description: 'Ruudunlukija kertoo kartan tällä nimellä, esim. ”Toimistomme Tampereella”.' },
    },
    {
      name: 'markers',
      label: 'Merkit',
      labels: { singular: 'Merkki', plural: 'Merkit' },
      type: 'array',
      minRows: 1,
      required: true,
      admin: {
        description:
          'Osoitteet näkyvät tekstinä kartan alla ja ennen evästeiden hyväksymistä kartan paikalla. Kartta latautuu OpenStreetMapista vasta suostumuksen jälkeen.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Nimi', type: 'text', required: true, admin: { width: '50%' } },
            {
              name: 'address',
              label: 'Osoite',
              type: 'text',
              required: true,
              admin: { width: '50%', description: 'Esim. Finlaysoninkatu 7, 33210 Tampere.' },
            },
          ],
        },
        {
          name: 'location',
          label: 'Sijainti',
          type: 'text',
          admin: {
            description: `${LOCATION_HELP} Katuosoitteesta sijaintia ei haeta: ilman tunnistettua sijaintia kartan paikalla näkyy vain osoite.`,
          },
        },
        {
          name: 'text',
          label: 'Lisätieto',
          type: 'textarea',
          admin: { description: 'Näkyy merkin kuplassa ja paikkojen luettelossa kartan alla.' },
        },
        { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
        {
          ...linkGroup('link'),
          admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'center',
          label: 'Keskipiste',
          type: 'text',
          admin: {
            width: '50%',
            description: `${LOCATION_HELP} Tyhjä: kartta rajataan merkkien mukaan.`,
          },
        },
        {
          name: 'zoom',
          label: 'Lähennystaso',
          type: 'number',
          min: MIN_ZOOM,
          max: MAX_ZOOM,
          admin: {
            width: '25%',
            description: `${MIN_ZOOM}–${MAX_ZOOM}. Tyhjä: osoitteen taso tai ${DEFAULT_ZOOM}.`,
          },
        },
        {
          name: 'height',
          label: 'Korkeus',
          type: 'select',
          defaultValue: 'm',
          options: [
            { label: 'Matala', value: 's' },
            { label: 'Keskikokoinen', value: 'm' },
            { label: 'Korkea', value: 'l' },
          ],
          admin: { width: '25%' },
        },
      ],
    },
  ],
}
