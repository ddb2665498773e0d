import type { Block, BlockSlug } from 'payload'
import { ButtonBlock } from './Button/config'
import { HeadingBlock } from './Heading/config'
import { IconBoxBlock } from './IconBox/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { ImageHotspotsBlock } from './ImageHotspots/config'
import { InfoCircleBlock } from './InfoCircle/config'
import { NewsTickerBlock } from './NewsTicker/config'
import { RichTextBlock } from './RichText/config'
import { SeparatorBlock } from './Separator/config'
import { TooltipBlock } from './Tooltip/config'
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
  TooltipBlock,
  ImageHotspotsBlock,
  InfoCircleBlock,
  NewsTickerBlock,
]

/** Payload's generated `BlockSlug` union is exactly these slugs: `config.blocks` is this list. */
export const WIDGET_SLUGS: readonly BlockSlug[] = WIDGETS.map((block) => block.slug as BlockSlug)

/** Defined once in the Payload config (`blocks`); columns and containers reference them by slug. */
export const WIDGET_BLOCKS: Block[] = WIDGETS.map((block) => linkWidgetFields(block, WIDGET_SLUGS))
