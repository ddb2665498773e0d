import type { TextField } from 'payload'
import { textField } from './simple'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Turns a title into a URL slug: lower case, ä→a, ö→o, å→a, spaces to dashes. */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function validateSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Anna osoitteen tunniste (slug).'
  if (value.length > 120) return 'Tunniste on liian pitkä (enintään 120 merkkiä).'
  if (!SLUG_PATTERN.test(value))
    return 'Käytä vain pieniä kirjaimia a–z, numeroita ja väliviivoja (esim. tietoa-meista).'
  return true
}

export const slugField = (localized = true): TextField =>
  textField('slug', ['Tunniste', 'Slug'], {
    required: true,
    localized,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Osoitteen osa, esim. "palvelut". Tyhjänä tehdään otsikosta.',
    },
    validate: (value: unknown) => validateSlug(value),
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.length > 0) return slugify(value)
          const title = data?.title
          return typeof title === 'string' ? slugify(title) : value
        },
      ],
    },
  })
