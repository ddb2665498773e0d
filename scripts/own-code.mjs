// What the bench (scripts/bench.mjs) and the page-weight test (tests/e2e/page-weight.spec.ts) know
// our client code by: a string only that island's chunk holds.

/** Strings that only our own client code contains, to tell its chunks from the framework's. */
export const OWN_CODE = {
  header: 'data-disclosure-nav',
  pageBehaviour: 'site:content-added',
  consent: 'cookieconsent_status',
  // The list island (src/lists/behaviour.ts) and the lightbox's launcher (src/ui/lightbox/launcher.ts).
  lists: 'visibleItems[]',
  lightboxLauncher: 'lightboxReady',
  // The motion and media widgets, one island each; Leaflet only after consent.
  carousel: '[data-carousel-rotation]',
  simpleSlider: '[data-slider-rotation]',
  countUp: '[data-count-up]',
  countdown: '[data-countdown-lap]',
  beforeAfter: '--ba-pos',
  rangeSlider: '[data-tick]',
  videoBanner: '[data-video-toggle]',
  map: '[data-map-load]',
  // A class only Leaflet itself names (the map's gate names .leaflet-container too).
  leaflet: 'leaflet-tile-container',
  backgroundVideo: 'coarse), (prefers-reduced-motion',
  vimeoStop: 'setCurrentTime',
  // Reviews' and comments' form island (src/feedback/items/feedback.ts).
  feedback: 'form[data-feedback-form]',
}

/** The islands every page loads: the header's menus, the page-wide runtime, the consent banner. */
export const PAGE_WIDE = ['header', 'pageBehaviour', 'consent']
