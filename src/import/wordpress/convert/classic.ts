import type { SectionBlock } from '@/payload-types'
import { htmlToRichText } from '../html/html-to-lexical'
import type { ConvertContext } from './context'

/** Classic-editor content as a page's layout: one boxed section, one full-width column, one rich text. */
export function classicLayout(html: string, ctx: ConvertContext): SectionBlock[] {
  const content = htmlToRichText(html, ctx, { autop: true })
  if (content.root.children.length === 0) return []
  return [
    {
      blockType: 'section',
      width: 'boxed',
      columns: [
        {
          widths: { phone: '1/1', tablet: '1/1', desktop: '1/1' },
          widgets: [{ blockType: 'richText', content }],
        },
      ],
    },
  ]
}
