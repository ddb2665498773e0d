import type { UIField } from 'payload'

/**
 * Visual editing's link to the document's form (src/cms/admin/VisualEdit.tsx): the live preview's
 * clicks, toolbar and in-place texts reach the form through it. Shows nothing and stores nothing.
 */
export const visualEditField: UIField = {
  name: 'visualEdit',
  type: 'ui',
  label: 'Visuaalinen muokkaus',
  admin: { components: { Field: '/cms/admin/VisualEdit#VisualEdit' }, disableListColumn: true },
}
