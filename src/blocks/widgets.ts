import type { Block, BlockSlug } from 'payload'
import { AccordionBlock } from './Accordion/config'
import { ButtonBlock } from './Button/config'
import { HeadingBlock } from './Heading/config'
import { IconBoxBlock } from './IconBox/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { RichTextBlock } from './RichText/config'
import { SeparatorBlock } from './Separator/config'
import { TabsBlock } from './Tabs/config'
import { VideoBlock } from './Video/config'
import { linkWidgetFields } from './widget-field'

/**
 * The widget list: every widget a column or a container can hold, in the order the admin offers
 * them. Adding a widget here makes the generated types demand its component in `registry.ts`, so
 * the two cannot drift apart.
 */
const WIDGETS: Block[] = [
  RichTextBlock,
  HeadingBlock,
  ButtonBlock,
  IconBoxBlock,
  ImageBannerBlock,
  SeparatorBlock,
  VideoBlock,
  AccordionBlock,
  TabsBlock,
]

/** Payload's generated `BlockSlug` union is exactly these slugs: `config.blocks` is this list. */
export const WIDGET_SLUGS: readonly BlockSlug[] = WIDGETS.map((block) => block.slug as BlockSlug)

/** Defined once in the Payload config (`blocks`); columns and containers reference them by slug. */
export const WIDGET_BLOCKS: Block[] = WIDGETS.map((block) => linkWidgetFields(block, WIDGET_SLUGS))
