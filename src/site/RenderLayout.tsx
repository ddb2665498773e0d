import { Section } from '@/blocks/Section/Component'
import type { RenderContext } from '@/lib/render-context'
import type { Page } from '@/payload-types'

export function RenderLayout({ layout, ctx }: { layout: Page['layout']; ctx: RenderContext }) {
  return (
    <>
      {(layout ?? []).map((section, i) => (
        <Section key={section.id ?? i} block={section} ctx={ctx} index={i} />
      ))}
    </>
  )
}

/** Every page needs one h1; when the editor placed none, the page title serves, hidden. */
export function layoutHasH1(layout: Page['layout']): boolean {
  return (layout ?? []).some((section) =>
    (section.columns ?? []).some((column) =>
      (column.widgets ?? []).some((widget) => widget.blockType === 'heading' && widget.level === 'h1'),
    ),
  )
}
