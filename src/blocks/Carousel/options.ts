/** What the server tells the carousel's island (src/blocks/Carousel/Component.tsx). */
export type CarouselOptions = {
  /** The editor's transition time in ms. */
  speed: number
  /** Milliseconds between automatic advances; null when autoplay is off. */
  interval: number | null
  loop: boolean
  scrollMode: 'slide' | 'page'
  autoHeight: boolean
  hashSync: boolean
  pause: string
  play: string
  imageFailed: string
}
