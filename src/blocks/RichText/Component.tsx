import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'
import { cx } from '@/lib/css-vars'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './rich-text.sheet'

/** Lexical numbers every list item, but HTML allows `value` only on the items of an `<ol>`. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const base = defaultConverters.listitem
    const item = typeof base === 'function' ? base(args) : base
    const ordered = 'tag' in args.parent && args.parent.tag === 'ol'
    return ordered || !isValidElement<{ value?: number }>(item)
      ? item
      : cloneElement(item, { value: undefined })
  },
})

type LexicalData = Parameters<typeof RichText>[0]['data']

/** Stored rich text as HTML, for widgets and for the bodies of posts and portfolio items. */
export function Prose({ data, className }: { data: LexicalData | null | undefined; className?: string }) {
  if (!data) return null
  return (
    <>
      <Sheet />
      <div className={cx(styles.root, 'prose', className)}>
        <RichText data={data} converters={converters} disableContainer />
      </div>
    </>
  )
}

export function RichTextWidget({ block }: WidgetProps<'richText'>) {
  return (
    <>
      <Sheet />
      <Prose data={block.content} className={block.align === 'center' ? styles.center : undefined} />
    </>
  )
}
