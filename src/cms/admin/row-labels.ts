import type { Block, Field } from 'payload'

const LABEL = '/cms/admin/RowSummaryLabel#RowSummaryLabel'

function withLabels(field: Field): Field {
  switch (field.type) {
    case 'array':
      return {
        ...field,
        fields: field.fields.map(withLabels),
        admin: {
          ...field.admin,
          components: {
            ...field.admin?.components,
            RowLabel: field.admin?.components?.RowLabel ?? {
              path: LABEL,
              clientProps: { label: field.labels?.singular },
            },
          },
        },
      }
    case 'blocks':
      return { ...field, blocks: field.blocks.map(withRowLabels) }
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withLabels) })) }
    case 'group':
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map(withLabels) }
    default:
      return field
  }
}

/**
 * Gives a block and every row inside it (array items, nested blocks) a header that says what the
 * row holds: "03 · Osio · Palvelumme" rather than "Osio · Untitled".
 */
export function withRowLabels(block: Block): Block {
  return {
    ...block,
    fields: block.fields.map(withLabels),
    admin: {
      ...block.admin,
      // The header names the row by its content instead (RowSummaryLabel).
      disableBlockName: true,
      components: {
        ...block.admin?.components,
        Label: block.admin?.components?.Label ?? {
          path: LABEL,
          clientProps: { label: block.labels?.singular },
        },
      },
    },
  }
}
