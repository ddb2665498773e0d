import type { ReactNode } from 'react'
import { rowSummary } from '@/cms/admin/row-summary'
import { type FIELD_PATHS, isWidgetPath } from '@/lib/edit-bridge'
import type { RenderContext } from '@/lib/render-context'
import { WIDGET_BLOCKS } from './widgets'

type FieldPath = (typeof FIELD_PATHS)[number]

/** The attributes the live preview's editing bridge (src/site/preview/edit-bridge.ts) reads: the row's path and name. */
export type EditMarks = { 'data-edit': string; 'data-edit-label': string }

function singular(labels: unknown): string | null {
  if (typeof labels !== 'object' || labels === null) return null
  const value = (labels as { singular?: unknown }).singular
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && typeof (value as { fi?: unknown }).fi === 'string') {
    return (value as { fi: string }).fi
  }
  return null
}

/** Each widget's name as the admin's block drawer gives it (Finnish, like the admin). */
const WIDGET_NAMES = new Map(WIDGET_BLOCKS.map((block) => [block.slug, singular(block.labels) ?? block.slug]))

/** The name of a layout row's kind: a section, a column or the widget's own. */
function kindName(row: object, path: string): string {
  if (isWidgetPath(path)) {
    return WIDGET_NAMES.get(String((row as { blockType?: unknown }).blockType)) ?? 'Widgetti'
  }
  return /\.columns\.\d+$/.test(path) ? 'Sarake' : 'Osio'
}

/**
 * A layout row's marks in an editor's draft preview ("Osio · Mitä teemme", "Haitari"), named as
 * the admin's row labels name it; nothing outside the preview.
 */
export function editMarks(ctx: RenderContext, path: string, row: object): EditMarks | null {
  if (!ctx.edit) return null
  const summary = rowSummary(row)
  const kind = kindName(row, path)
  return { 'data-edit': path, 'data-edit-label': summary ? `${kind} · ${summary}` : kind }
}

/**
 * The element showing a widget's short text field `field` (its text and nothing else), edited in
 * place in the preview; nothing outside it (spread, so no unset attribute reaches the page).
 */
export function textMark(ctx: RenderContext, field: string): { 'data-edit-text'?: string } {
  return ctx.edit ? { 'data-edit-text': field } : {}
}

/** A post's, portfolio item's, gallery's or product's own field in the preview, named as in its form. */
export function fieldMarks(ctx: RenderContext, name: FieldPath, label: string): EditMarks | null {
  return ctx.edit ? { 'data-edit': name, 'data-edit-label': label } : null
}

/**
 * A widget (or a post's text) with its marks in the preview: a wrapper without a box of its own
 * (the page lays it out as before, and the public style sheet gains nothing); bare elsewhere.
 */
export function EditTarget({ marks, children }: { marks: EditMarks | null; children: ReactNode }) {
  if (!marks) return children
  return (
    <div style={{ display: 'contents' }} {...marks}>
      {children}
    </div>
  )
}
