import type { ComponentType } from 'react'
import { AccordionWidget } from './Accordion/Component'
import { BeforeAfterWidget } from './BeforeAfter/Component'
import { BookingDetailsWidget } from './BookingDetails/Component'
import { ButtonWidget } from './Button/Component'
import { CarouselWidget } from './Carousel/Component'
import { ContactFormWidget } from './ContactForm/Component'
import { CountdownWidget } from './Countdown/Component'
import { CountUpWidget } from './CountUp/Component'
import { ExpandableSectionWidget } from './ExpandableSection/Component'
import { FlipBoxWidget } from './FlipBox/Component'
import { HeadingWidget } from './Heading/Component'
import { IconBoxWidget } from './IconBox/Component'
import { IconListWidget } from './IconList/Component'
import { ImageBannerWidget } from './ImageBanner/Component'
import { ImageHotspotsWidget } from './ImageHotspots/Component'
import { InfoCircleWidget } from './InfoCircle/Component'
import { ListWidget } from './List/Component'
import { LongTextBoxWidget } from './LongTextBox/Component'
import { MapWidget } from './Map/Component'
import { NewsTickerWidget } from './NewsTicker/Component'
import { RangeSliderWidget } from './RangeSlider/Component'
import { RichTextWidget } from './RichText/Component'
import { SeparatorWidget } from './Separator/Component'
import { SimpleSliderWidget } from './SimpleSlider/Component'
import { TabsWidget } from './Tabs/Component'
import { TeamMemberWidget } from './TeamMember/Component'
import { TimelineWidget } from './Timeline/Component'
import { TooltipWidget } from './Tooltip/Component'
import type { ContainerProps, Widget, WidgetType } from './types'
import { VideoWidget } from './Video/Component'
import { VideoBannerWidget } from './VideoBanner/Component'

/**
 * Block type → component. The mapped type makes a missing or mistyped entry a compile error
 * whenever `widgets.ts` gains a block.
 */
export const registry: { [K in WidgetType]: ComponentType<ContainerProps<K>> } = {
  richText: RichTextWidget,
  heading: HeadingWidget,
  button: ButtonWidget,
  contactForm: ContactFormWidget,
  bookingDetails: BookingDetailsWidget,
  countUp: CountUpWidget,
  countdown: CountdownWidget,
  simpleSlider: SimpleSliderWidget,
  beforeAfter: BeforeAfterWidget,
  rangeSlider: RangeSliderWidget,
  videoBanner: VideoBannerWidget,
  iconBox: IconBoxWidget,
  imageBanner: ImageBannerWidget,
  separator: SeparatorWidget,
  video: VideoWidget,
  timeline: TimelineWidget,
  teamMember: TeamMemberWidget,
  iconList: IconListWidget,
  tooltip: TooltipWidget,
  imageHotspots: ImageHotspotsWidget,
  infoCircle: InfoCircleWidget,
  newsTicker: NewsTickerWidget,
  list: ListWidget,
  map: MapWidget,
  expandableSection: ExpandableSectionWidget,
  longTextBox: LongTextBoxWidget,
  carousel: CarouselWidget,
  flipBox: FlipBoxWidget,
  accordion: AccordionWidget,
  tabs: TabsWidget,
}

export function widgetComponent<K extends WidgetType>(type: K): ComponentType<ContainerProps<K>> {
  return registry[type]
}

/** False for stored blocks of a type the code no longer has. */
export function isKnownWidget(block: Widget): boolean {
  return Object.hasOwn(registry, block.blockType)
}
