import type { Block, BlockSlug, BlocksField, Field } from 'payload'

/** Marks a blocks field that holds widgets; `linkWidgetFields` fills in which ones. */
const WIDGETS = 'widgets'

type Options = Pick<BlocksField, 'name' | 'label' | 'labels' | 'minRows' | 'maxRows' | 'admin'>

/**
 * A field that holds widgets: a column's content, an accordion item's or a tab's body, a flip
 * box's back. Widgets are defined once in the Payload config (`blocks`) and referenced here by
 * slug, so a container holds other widgets, containers too, without importing the widget list
 * (which imports the container). The slugs are filled in by `linkWidgetFields` (widgets.ts says
 * which a container gets).
 */
export function widgetsField(options: Options): BlocksField {
  return {
    label: 'Widgetit',
    labels: { singular: 'Widgetti', plural: 'Widgetit' },
    ...options,
    type: 'blocks',
    blocks: [],
    blockReferences: [],
    custom: { [WIDGETS]: true },
  }
}

function link(field: Field, slugs: readonly BlockSlug[]): Field {
  switch (field.type) {
    case 'blocks':
      if (field.custom?.[WIDGETS]) return { ...field, blockReferences: [...slugs] }
      return { ...field, blocks: field.blocks.map((block) => linkWidgetFields(block, slugs)) }
    case 'tabs':
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map((f) => link(f, slugs)) })),
      }
    case 'array':
    case 'group':
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map((f) => link(f, slugs)) }
    default:
      return field
  }
}

/** A copy of `block` whose widget fields, at any depth, offer the widgets named by `slugs`. */
export function linkWidgetFields<B extends Block>(block: B, slugs: readonly BlockSlug[]): B {
  return { ...block, fields: block.fields.map((field) => link(field, slugs)) }
}
