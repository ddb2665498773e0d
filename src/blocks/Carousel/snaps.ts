import type { EmblaCarouselType } from 'embla-carousel'

/** Which slides each scroll snap shows (Embla's own map, also behind its focus handling). */
export const groups = (api: EmblaCarouselType): number[][] => api.internalEngine().slideRegistry

/** The first slide scroll snap `snap` shows. */
export const firstSlide = (api: EmblaCarouselType, snap: number): number | undefined => groups(api)[snap]?.[0]

/** The scroll snap that shows `slide`; the first when none does. */
export const snapOf = (api: EmblaCarouselType, slide: number): number =>
  Math.max(
    0,
    groups(api).findIndex((group) => group.includes(slide)),
  )
