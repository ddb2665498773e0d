/**
 * Every product constant (timings, breakpoints, limits, defaults) in one place, each under one
 * name that docs/ uses too. Durations are milliseconds unless a name says otherwise; widths are
 * CSS pixels.
 */

export const BREAKPOINTS = {
  stylingWideMin: 1824,
  stylingMax: [1199, 991, 767, 479],
  desktopMobileThreshold: 768,
  tabsMobileMin: 300,
  tabsMobileMax: 660,
  carouselResponsive: [1025, 769, 481],
  columnBreakpoints: [0, 481, 769, 992, 1199, 1450],
  listColumns: { phoneMax: 767, verticalTabletMax: 991, horizontalTabletMax: 1199 },
} as const

export const COLUMN_DEFAULTS = {
  wide: 3,
  desktop: 3,
  laptop: 3,
  horizontalTablet: 3,
  verticalTablet: 2,
  phone: 1,
  minWidth: 200,
  columns: 6,
} as const

export const CAROUSEL = {
  autoplay: false,
  autoplaySpeed: 3000,
  themeAutoplaySpeed: 6000,
  autoplayTimeout: 5000,
  speed: 500,
  smartSpeed: 250,
  smoothSpeed: 600,
  touchThreshold: 5,
  edgeFriction: 0.35,
  slidesPerView: 1,
  themeItems: 3,
  baseZIndex: 1000,
  lazyLoad: 'ondemand',
  infinite: true,
  responsiveRefresh: 200,
  thirdPartyInitStart: 1000,
  thirdPartyInitStep: 500,
  pageBuilderSlider: 800,
} as const

export const COUNT_UP = { duration: 2000, separator: ',', decimal: '.' } as const

export const COUNTDOWN = {
  labels: ['Years', 'Months', 'Weeks', 'Days', 'Hours', 'Minutes', 'Seconds'],
  format: 'dHMS',
  tick: 1000,
  yearSeconds: 31557600,
  monthSeconds: 2629800,
} as const

export const TIMING = {
  flipBoxRemeasure: 500,
  touchLinkDelay: 200,
  expandableSection: 500,
  scrollAnimation: 1200,
  tabSlide: 500,
  tabFade: 1200,
  accordionScrollOffset: 100,
  accordionScrollDuration: 1200,
  resizeDebounceGrid: 100,
  resizeDebounceTheme: 200,
  resizeDebounceSize: 250,
  revealStagger: 100,
  revealStaggerMobile: 200,
  inViewportThreshold: -30,
  tapDetection: 200,
  dragThreshold: 6,
  menuShowDelay: 100,
  menuHideDelay: 150,
  menuFade: 150,
  scrollToDuration: 600,
  scrollToEasing: 'easeInOutQuad',
  anchorScrollDelay: 300,
  loaderRemoval: 300,
} as const

export const TICKER = { interval: 2000, direction: 'up', speed: 'slow', heightCheck: 100 } as const

export const TOOLTIP = {
  delay: 200,
  speed: 350,
  interactiveTolerance: 350,
  positionCheck: 200,
  arrowOffset: 12,
  hotspotDelay: 100,
  hotspotSpeed: 300,
} as const

export const INFO_CIRCLE = {
  slideDurationSeconds: 0.2,
  launchDelaySeconds: 0.15,
  launchDurationSeconds: 1,
  initialWaitSeconds: 1,
} as const

export const RANGE_SLIDER = { defaultColour: 'lightgreen', stepsStart: 1 } as const

export const MASONRY = {
  maxRows: 1000,
  maxRowSpan: 1000,
  rowUnit: 1,
  transitionSeconds: 0.4,
  isotopeStagger: 30,
} as const

export const LIGHTBOX = {
  slideAnimation: 333,
  preload: 1,
  spacing: 0.12,
  verticalDragCloseRange: 0.75,
  maxDoubleTapZoom: 1.33,
  controlsIdle: 4000,
  controlsIdlePointerLeft: 1000,
  loadingIndicatorDelay: 1000,
  topBar: 44,
  counterSeparator: ' / ',
  wideControls: 1200,
  doubleTapTime: 300,
  doubleTapDistance: 25,
  minItemsToLoop: 3,
  minFragmentLength: 5,
  /** Share links open in a pop-up of this size (docs/lightbox.md, Sharing). */
  sharePopup: { width: 550, height: 420 },
} as const

export const GRIDS = {
  pageLimit: 15,
  pageLinks: 5,
  pageLinksShowAll: 999,
  scrollAnimation: 400,
  scrollOffset: 40,
  filteredScrollOffsets: [44, 50],
  lazyLoadViewports: 2,
} as const

export const BEFORE_AFTER = { offset: 0.5, orientation: 'horizontal' } as const

export const BREADCRUMBS = { uncollapsable: 2, animation: 400 } as const

export const SIDEBAR = {
  defaultSpacingTop: 0,
  defaultSpacingBottom: 0,
  affixedClass: 'is-affixed',
  themeTopExtra: 20,
  themeBottom: 20,
} as const

export const CUSTOM_SCROLLBAR = { inertia: 950, autoUpdate: 60 } as const

export const SIMPLE_SLIDER = { minAutoslideDelay: 999, defaultAutoslideDelay: 5000 } as const

export const HEADER = {
  floatingMobileIconExtra: 50,
  scrollTopExtra: 150,
  scrollTopWithoutHeader: 500,
} as const

export const COOKIE_CONSENT = {
  cookieName: 'cookieconsent_status',
  values: ['deny', 'allow', 'dismiss'],
  expiryDays: 365,
  path: '/',
  position: 'bottom',
  theme: 'block',
  type: 'info',
  palette: {
    popupBackground: '#f2efea',
    popupText: '#292929',
    buttonBackground: '#8a2432',
    buttonText: '#ffffff',
  },
  locationLookupTimeout: 5000,
  lawCountries: [
    'AT',
    'BE',
    'BG',
    'HR',
    'CZ',
    'CY',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'EL',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'SK',
    'ES',
    'SE',
    'GB',
    'UK',
    'GR',
    'EU',
  ],
  revocableCountries: ['HR', 'CY', 'DK', 'EE', 'FR', 'DE', 'LV', 'LT', 'NL', 'PT', 'ES'],
  explicitActionCountries: ['HR', 'IT', 'ES'],
} as const

export const FORMS = {
  messageLifetime: 12000,
  conditionalChangeDebounce: 100,
  resetAfter: 200,
  scrollToResponseAfter: 400,
  repeaterMin: 1,
  repeaterMax: 200,
  emailMinLength: 6,
} as const

export const MEDIA = {
  videoAspect: 16 / 9,
  stickyRowMobileBelow: 768,
  videoApiRetryCap: 100,
  parallaxWaypointOffset: '85%',
  hoverBoxMinHeight: 250,
} as const

export const CAROUSEL_LAZY = { retries: 3, retryDelay: 500 } as const
