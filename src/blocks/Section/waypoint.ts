import { MEDIA } from '@/lib/constants'

/**
 * docs/widgets.md's parallax waypoint (85 %): a row's effect starts once the row's top has come up to
 * 85 % of the viewport's height, so the bottom 15 % of the viewport is inset from the
 * viewport the effect watches. The scroll-driven parallax takes it as its view() end inset
 * (section.sheet.css) and a background video's observer as its bottom rootMargin.
 */
export const WAYPOINT_INSET = `${100 - Number.parseFloat(MEDIA.parallaxWaypointOffset)}%`
