import type { Field, GroupField } from 'payload'
import { safeLinkUrl } from '@/lib/links'
import { rowOf } from './layout'
import { checkboxField, radioField, textField } from './simple'

/** Why an address was refused: what a link may be (lib/links.ts `safeLinkUrl`). */
const UNSAFE_LINK_MESSAGE =
  'Osoitteen pitää alkaa https://, #, mailto: tai tel:, tai olla sivuston oma polku, joka alkaa yhdellä /-merkillä eikä sisällä kenoviivaa.'

/** An optional address typed by an editor: empty, or one a link may use. */
export function validateLinkUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && safeLinkUrl(value) ? true : UNSAFE_LINK_MESSAGE
}

/** A link to a page of the site or to any address; the label is per locale (a page's title when left empty). */
export function linkGroup(name = 'link', options: { label?: boolean; required?: boolean } = {}): GroupField {
  const { label = true, required = false } = options
  return {
    name,
    ...(name === 'link' ? { label: { fi: 'Linkki', en: 'Link' } } : {}),
    type: 'group',
    fields: [
      rowOf(
        '50%',
        radioField(
          'type',
          ['Linkin kohde', 'Link type'],
          { internal: 'Sivu', custom: 'Osoite' },
          {
            defaultValue: 'internal',
            admin: { layout: 'horizontal' },
          },
        ),
        checkboxField('newTab', 'Avaa uuteen välilehteen'),
      ),
      {
        name: 'page',
        label: { fi: 'Sivu', en: 'Page' },
        type: 'relationship',
        relationTo: 'pages',
        // Links resolve through the page index (src/data/pages.ts); populating each linked page
        // into every read of a menu or layout was most of an uncached render's database work.
        maxDepth: 0,
        required,
        admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
      },
      textField('url', ['Osoite', 'URL'], {
        required,
        admin: {
          condition: (_, sibling) => sibling?.type === 'custom',
          description: 'https://…, /polku tai #!/ankkuri',
        },
        validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) => {
          if (siblingData.type !== 'custom') return true
          if (typeof value !== 'string' || value.trim() === '') return required ? 'Anna osoite.' : true
          return validateLinkUrl(value)
        },
      }),
      ...(label
        ? [
            textField('label', 'Linkin teksti', {
              localized: true,
              admin: {
                description: 'Sivulinkissä valinnainen: tyhjänä näytetään sivun otsikko kullakin kielellä.',
              },
              // A page link without a label shows the page's title in each locale; an address has none.
              validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
                !required ||
                siblingData.type !== 'custom' ||
                (typeof value === 'string' && value.trim() !== '')
                  ? true
                  : 'Anna linkin teksti.',
            }),
          ]
        : []),
    ],
  }
}

/** A checkbox (`hasLink`) and the link group it shows when ticked. */
export function optionalLink(options: { label?: boolean } = {}, checkboxLabel = 'Linkki'): Field[] {
  return [
    checkboxField('hasLink', checkboxLabel),
    { ...linkGroup('link', options), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
  ]
}
