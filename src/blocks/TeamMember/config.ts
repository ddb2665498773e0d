import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { headingLevelField } from '@/cms/fields/heading-level'
import { row, rowOf, sized } from '@/cms/fields/layout'
import {
  arrayField,
  checkboxField,
  mediaField,
  selectField,
  textareaField,
  textField,
} from '@/cms/fields/simple'
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
    mediaField('photo', 'Kuva', {
      admin: { description: 'Valinnainen. Ilman kuvaa kortissa näkyy vain teksti.' },
    }),
    rowOf('50%', textField('name', 'Nimi', { required: true }), textField('role', 'Rooli')),
    textareaField('text', 'Esittely'),
    rowOf(
      '50%',
      textField('email', 'Sähköposti', { validate: validateEmail }),
      textField('phone', 'Puhelin', {
        validate: validatePhone,
        admin: { description: 'Esim. +358 40 123 4567' },
      }),
    ),
    arrayField(
      'profiles',
      'Someprofiilit',
      [
        row(
          sized(
            '30%',
            selectField(
              'network',
              'Palvelu',
              SOCIAL_NETWORKS.map(({ value, label }) => ({ value, label })),
              { required: true, defaultValue: 'linkedin' },
            ),
          ),
          sized(
            '45%',
            textField('url', 'Osoite', {
              required: true,
              validate: validateProfileUrl,
              admin: { description: 'https://…' },
            }),
          ),
          sized('25%', checkboxField('newTab', 'Avaa uuteen välilehteen')),
        ),
      ],
      { labels: { singular: 'Profiili', plural: 'Profiilit' } },
    ),
    rowOf(
      '33%',
      selectField(
        'layout',
        'Asettelu',
        { top: 'Kuva ylhäällä', side: 'Kuva vasemmalla' },
        { defaultValue: 'top' },
      ),
      selectField(
        'photoShape',
        'Kuvan muoto',
        { circle: 'Pyöreä', rectangle: 'Suorakulmio' },
        {
          defaultValue: 'circle',
        },
      ),
      headingLevelField('h3', 'Nimen otsikkotaso'),
    ),
    row(colourField('background', 'Kortin tausta'), colourField('accentColour', 'Korostusväri')),
  ],
}
