import type { SectionBlock } from '@/payload-types'
import { blockLayout, isBlockContent } from '../blocks/layout'
import { isShortcodeLayout, shortcodeLayout } from '../shortcodes/layout'
import { classicLayout } from './classic'
import type { ConvertContext } from './context'

/**
 * WordPress's own shortcodes in classic content (a captioned picture, a gallery, an embed) and the
 * form plugins' (reported: forms are rebuilt in the admin): read by the shortcode converter. Other
 * bracketed text stays text, as WordPress shows unregistered names as typed.
 */
const CORE_SHORTCODE =
  /\[(?:caption|wp_caption|gallery|embed|video|audio|playlist|contact-form-7|gravityform|wpforms|ninja_form|formidable|mc4wp_form)[\s\]]/

/**
 * One item's content as sections of our widgets, by how it was written: a WPBakery layout
 * (`[vc_row]`), block-editor blocks (`<!-- wp:… -->`), or classic HTML.
 */
export function convertContent(content: string, ctx: ConvertContext): SectionBlock[] {
  if (isShortcodeLayout(content)) return shortcodeLayout(content, ctx)
  if (isBlockContent(content)) return blockLayout(content, ctx)
  if (CORE_SHORTCODE.test(content)) return shortcodeLayout(content, ctx)
  return classicLayout(content, ctx)
}
