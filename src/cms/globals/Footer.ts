import { linkGroup } from '../fields/link'
import { arrayField, numberField, textareaField, textField } from '../fields/simple'
import { siteGlobal } from './site-global'

export const Footer = siteGlobal('footer', 'Alatunniste', [
  arrayField(
    'columns',
    'Sarakkeet',
    [
      textField('heading', 'Otsikko', { localized: true }),
      textareaField('text', 'Teksti', { localized: true }),
      arrayField('links', 'Linkit', [linkGroup('link', { required: true })]),
    ],
    { maxRows: 4 },
  ),
  textField('copyright', 'Tekijänoikeusteksti', { localized: true }),
  arrayField(
    'bottomMenu',
    'Alapalkin valikko',
    [
      linkGroup('link', { required: true }),
      numberField('depth', 'Taso', {
        defaultValue: 1,
        min: 1,
        max: 5,
        admin: {
          description:
            'Tasot 2–5 näkyvät edellisen kohdan alakohtina. Puhelimessa valikko on pudotusvalikko, jossa alatasoilla on viivat (–).',
        },
      }),
    ],
    { maxRows: 12 },
  ),
])
