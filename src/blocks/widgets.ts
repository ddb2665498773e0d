import type { Block, BlockSlug } from 'payload'
import { AccordionBlock } from './Accordion/config'
import { BeforeAfterBlock } from './BeforeAfter/config'
import { BookingDetailsBlock } from './BookingDetails/config'
import { ButtonBlock } from './Button/config'
import { CarouselBlock } from './Carousel/config'
import { ContactFormBlock } from './ContactForm/config'
import { CountdownBlock } from './Countdown/config'
import { CountUpBlock } from './CountUp/config'
import { ExpandableSectionBlock } from './ExpandableSection/config'
import { FlipBoxBlock } from './FlipBox/config'
import { HeadingBlock } from './Heading/config'
import { IconBoxBlock } from './IconBox/config'
import { IconListBlock } from './IconList/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { ImageHotspotsBlock } from './ImageHotspots/config'
import { InfoCircleBlock } from './InfoCircle/config'
import { ListBlock } from './List/config'
import { LongTextBoxBlock } from './LongTextBox/config'
import { MapBlock } from './Map/config'
import { NewsTickerBlock } from './NewsTicker/config'
import { RangeSliderBlock } from './RangeSlider/config'
import { RichTextBlock } from './RichText/config'
import { SeparatorBlock } from './Separator/config'
import { SimpleSliderBlock } from './SimpleSlider/config'
import { TabsBlock } from './Tabs/config'
import { TeamMemberBlock } from './TeamMember/config'
import { TimelineBlock } from './Timeline/config'
import { TooltipBlock } from './Tooltip/config'
import { VideoBlock } from './Video/config'
import { VideoBannerBlock } from './VideoBanner/config'
import { linkWidgetFields } from './widget-field'

/**
 * The widget list: every widget a column can hold, in the order the admin offers them. From this
 * list and the widget folders, `npm run generate:types` writes `views.ts` (block type → component),
 * and `scripts/types-current.mjs` fails the tests while that file is out of date, so the two
 * cannot drift apart.
 *
 * A container holds the widgets listed before it, so containers go last, the outermost last
 * (tabs may hold an accordion, an accordion a flip box). The widgets then form no cycle: Payload
 * 3.90 walks block references for field permissions without a cycle guard, and a container that
 * could hold itself overflows the stack on every admin view and filtered REST query.
 */
const WIDGETS: Block[] = [
  RichTextBlock,
  HeadingBlock,
  ButtonBlock,
  IconBoxBlock,
  ImageBannerBlock,
  SeparatorBlock,
  VideoBlock,
  TimelineBlock,
  TeamMemberBlock,
  IconListBlock,
  TooltipBlock,
  ImageHotspotsBlock,
  InfoCircleBlock,
  NewsTickerBlock,
  ListBlock,
  ContactFormBlock,
  BookingDetailsBlock,
  CountUpBlock,
  CountdownBlock,
  SimpleSliderBlock,
  BeforeAfterBlock,
  RangeSliderBlock,
  VideoBannerBlock,
  MapBlock,
  CarouselBlock,
  FlipBoxBlock,
  LongTextBoxBlock,
  ExpandableSectionBlock,
  AccordionBlock,
  TabsBlock,
]

/** Payload's generated `BlockSlug` union is exactly these slugs: `config.blocks` is this list. */
export const WIDGET_SLUGS: readonly BlockSlug[] = WIDGETS.map((block) => block.slug as BlockSlug)

/** Defined once in the Payload config (`blocks`); columns and containers reference them by slug. */
export const WIDGET_BLOCKS: Block[] = WIDGETS.map((block, i) =>
  linkWidgetFields(block, WIDGET_SLUGS.slice(0, i)),
)
