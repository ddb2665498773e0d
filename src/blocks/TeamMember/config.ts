import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { widgetThumbnail } from '../thumbnail'
import { SOCIAL_NETWORKS } from './networks'

/** Loose checks that catch typing slips; the address itself is the editor's. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s\-()]{5,20}$/

export function validateEmail(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && EMAIL.test(value.trim()) ? true : 'Sähköpostiosoite on virheellinen.'
}

export function validatePhone(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && PHONE.test(value.trim()) ? true : 'Puhelinnumero on virheellinen.'
}

export function validateProfileUrl(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Anna osoite.'
  return /^https?:\/\/\S+$/.test(value.trim()) ? true : 'Osoitteen pitää alkaa https://.'
}

export const TeamMemberBlock: Block = {
  slug: 'teamMember',
  interfaceName: 'TeamMemberBlock',
  labels: { singular: 'Tiimiläisen kortti', plural: 'Tiimiläisten kortit' },
  admin: { images: { thumbnail: widgetThumbnail('teamMember', 'Tiimiläisen kuva ja yhteystiedot') } },
  fields: [
    {
      name: 'photo',
      label: 'Kuva',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Valinnainen. Ilman kuvaa kortissa näkyy vain teksti.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nimi', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'role', label: 'Rooli', type: 'text', admin: { width: '50%' } },
      ],
    },
    { name: 'text', label: 'Esittely', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: 'Sähköposti',
          type: 'text',
          validate: validateEmail,
          admin: { width: '50%' },
        },
        {
          name: 'phone',
          label: 'Puhelin',
          type: 'text',
          validate: validatePhone,
          admin: { width: '50%', description: 'Esim. +358 40 123 4567' },
        },
      ],
    },
    {
      name: 'profiles',
      label: 'Someprofiilit',
      labels: { singular: 'Profiili', plural: 'Profiilit' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              label: 'Palvelu',
              type: 'select',
              required: true,
              defaultValue: 'linkedin',
              options: SOCIAL_NETWORKS.map(({ value, label }) => ({ value, label })),
              admin: { width: '30%' },
            },
            {
              name: 'url',
              label: 'Osoite',
              type: 'text',
              required: true,
              validate: validateProfileUrl,
              admin: { width: '45%', description: 'https://…' },
            },
            {
              name: 'newTab',
              label: 'Avaa uuteen välilehteen',
              type: 'checkbox',
              admin: { width: '25%' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          label: 'Asettelu',
          type: 'select',
          defaultValue: 'top',
          options: [
            { label: 'Kuva ylhäällä', value: 'top' },
            { label: 'Kuva vasemmalla', value: 'side' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'photoShape',
          label: 'Kuvan muoto',
          type: 'select',
          defaultValue: 'circle',
          options: [
            { label: 'Pyöreä', value: 'circle' },
            { label: 'Suorakulmio', value: 'rectangle' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'headingLevel',
          label: 'Nimen otsikkotaso',
          type: 'select',
          defaultValue: 'h3',
          options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [colourField('background', 'Kortin tausta'), colourField('accentColour', 'Korostusväri')],
    },
  ],
}
