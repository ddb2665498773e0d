import type { SectionBlock } from '@/payload-types'

/** Any widget a column holds, as the generated Payload types describe it. */
export type Widget = NonNullable<NonNullable<SectionBlock['columns']>[number]['widgets']>[number]
export type WidgetOf<K extends Widget['blockType']> = Extract<Widget, { blockType: K }>
export type Column = NonNullable<SectionBlock['columns']>[number]
/** A rich-text field's stored value (Lexical's serialized editor state). */
export type RichTextDoc = WidgetOf<'richText'>['content']

/**
 * What a converter of WordPress content asks the import about the site being moved in. The
 * converters are pure functions of the content and this context: the engine fills it from the
 * export's index and what it has imported so far; tests fill it by hand.
 */
export interface ConvertContext {
  /**
   * The imported media document for a picture, by its WordPress attachment id or by its URL on
   * the old site (any of its sizes: `-300x200` before the extension names the same picture), or
   * null when that picture did not come over.
   */
  mediaFor(ref: { id?: number; url?: string }): number | null
  /**
   * A link's address on the new site: an address on the old site (absolute, or relative to its
   * root, `?p=123` included) becomes the imported document's address; any other safe address
   * (https, http, mailto, tel, a #fragment) is kept; anything else (javascript:, data:, …) is null.
   */
  href(url: string): string | null
  /**
   * Records content the converter could not map to one of our widgets or rich-text nodes, by a
   * name the report groups it under (`[vc_pie]`, `core/file`, `<iframe>`). The content itself is
   * still kept visibly as text; this only puts it in the report with the items that use it.
   */
  unknown(name: string): void
  /** A note for the report about this item (a contact form to rebuild, a picture that is missing). */
  note(message: string): void
}

/** What the import makes of one item's content. */
export interface ConvertedContent {
  /** Sections for a page's layout. */
  layout: SectionBlock[]
  /** The same content as one rich text, for a post's body (which is rich text, not a layout). */
  richText: RichTextDoc
}
