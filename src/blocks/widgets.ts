import type { Block } from 'payload'
import { ButtonBlock } from './Button/config'
import { HeadingBlock } from './Heading/config'
import { IconBoxBlock } from './IconBox/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { RichTextBlock } from './RichText/config'
import { SeparatorBlock } from './Separator/config'
import { VideoBlock } from './Video/config'

/**
 * The widget schemas a column can hold. Adding a widget here makes the generated types demand
 * its component in `registry.ts`, so the two cannot drift apart.
 */
export const WIDGET_BLOCKS: Block[] = [
  RichTextBlock,
  HeadingBlock,
  ButtonBlock,
  IconBoxBlock,
  ImageBannerBlock,
  SeparatorBlock,
  VideoBlock,
]
