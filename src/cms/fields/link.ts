import type { GroupField } from 'payload'

/** A link to a page of the site or to any address; the label is per locale. */
export function linkGroup(name = 'link', options: { label?: boolean; required?: boolean } = {}): GroupField {
  const { label = true, required = false } = options
  return {
    name,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'radio',
            defaultValue: 'internal',
            options: [
              { label: 'Sivu', value: 'internal' },
              { label: 'Osoite', value: 'custom' },
            ],
            admin: { layout: 'horizontal', width: '50%' },
          },
          { name: 'newTab', label: 'Avaa uuteen välilehteen', type: 'checkbox', admin: { width: '50%' } },
        ],
      },
      {
        name: 'page',
        type: 'relationship',
        relationTo: 'pages',
        required,
        admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
      },
      {
        name: 'url',
        type: 'text',
        required,
        admin: {
          condition: (_, sibling) => sibling?.type === 'custom',
          description: 'https://…, /polku tai #!/ankkuri',
        },
        validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) => {
          if (siblingData.type !== 'custom') return true
          if (typeof value !== 'string' || value.trim() === '') return required ? 'Anna osoite.' : true
          return /^(https?:\/\/|\/|#|mailto:|tel:)/.test(value.trim())
            ? true
            : 'Osoitteen pitää alkaa https://, /, #, mailto: tai tel:.'
        },
      },
      ...(label ? [{ name: 'label', type: 'text' as const, localized: true, required }] : []),
    ],
  }
}
