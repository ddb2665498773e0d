import type { Locale } from './locales'

/** Visitor-facing interface text, worded as ../shared/FINNISH.md gives it. */
const fi = {
  skipToContent: 'Siirry sisältöön',
  mainNavigation: 'Päävalikko',
  menuOpen: 'Avaa valikko',
  menuClose: 'Sulje valikko',
  language: 'Kieli',
  backToTop: 'Takaisin ylös',
  pageNotFound: 'Sivua ei löytynyt',
  pageNotFoundBody: 'Etsimääsi sivua ei ole olemassa tai se on siirretty.',
  toHome: 'Etusivulle',
  readMore: 'Lue lisää',
  previewBanner: 'Esikatselu: näet tallentamattomia muutoksia.',
  exitPreview: 'Poistu esikatselusta',
  footerNavigation: 'Alatunnisteen valikko',
  opensInNewTab: '(avautuu uuteen välilehteen)',
  search: 'Haku',
  searchField: 'Hae sivustolta',
  searchSubmit: 'Hae',
  searchClose: 'Sulje haku',
  searchNoResults: 'Haulla ei löytynyt tuloksia.',
  searchResultsCount: '{n} tulosta',
  searchResultsFor: 'Hakutulokset: {q}',
  searchTooLong: 'Hakusana on liian pitkä.',
  searchResultsCountOne: '1 tulos',
  searchTypePage: 'Sivu',
  searchTypePost: 'Artikkeli',
  searchTypePortfolio: 'Referenssi',
  breadcrumbs: 'Murupolku',
  breadcrumbsShowAll: 'Näytä koko polku',
  submenuToggle: 'Näytä alavalikko: {label}',
  consentRegion: 'Evästeilmoitus',
  consentPlaceholder: 'Tämä sisältö ladataan palvelusta {service}. Näytä sisältö hyväksymällä evästeet.',
  consentLoadEmbed: 'Näytä sisältö',
  consentMessage:
    'Käyttämällä sivustoa hyväksyt evästeiden käytön analytiikkaan, sisällön personointiin ja mainontaan.',
  consentAccept: 'Hyväksyn',
  consentAllow: 'Hyväksy',
  consentDeny: 'Hylkää',
  consentLearnMore: 'Lue lisää',
  consentRevoke: 'Evästeasetukset',
  videoMissing: 'Videon osoite puuttuu.',
  videoNotSupported: 'Videon osoitetta ei tueta.',
  bottomMenuSelect: 'Siirry sivulle',
  close: 'Sulje',
  teamEmail: 'Sähköposti',
  teamPhone: 'Puhelin',
  teamProfile: '{network}: {name}',
  pause: 'Pysäytä',
  play: 'Toista',
  newsTicker: 'Uutisnauha',
}

export type UiStrings = Record<keyof typeof fi, string>

const en: UiStrings = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main menu',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  language: 'Language',
  backToTop: 'Back to top',
  pageNotFound: 'Page not found',
  pageNotFoundBody: 'The page you are looking for does not exist or has moved.',
  toHome: 'To the home page',
  readMore: 'Read more',
  previewBanner: 'Preview: you are seeing unpublished changes.',
  exitPreview: 'Exit preview',
  footerNavigation: 'Footer menu',
  opensInNewTab: '(opens in a new tab)',
  search: 'Search',
  searchField: 'Search the site',
  searchSubmit: 'Search',
  searchClose: 'Close search',
  searchNoResults: 'No results found.',
  searchResultsCount: '{n} results',
  searchResultsFor: 'Search results: {q}',
  searchTooLong: 'The search term is too long.',
  searchResultsCountOne: '1 result',
  searchTypePage: 'Page',
  searchTypePost: 'Article',
  searchTypePortfolio: 'Project',
  breadcrumbs: 'Breadcrumbs',
  breadcrumbsShowAll: 'Show the whole path',
  submenuToggle: 'Show submenu: {label}',
  consentRegion: 'Cookie notice',
  consentPlaceholder: 'This content is loaded from {service}. Accept cookies to show it.',
  consentLoadEmbed: 'Show content',
  consentMessage:
    'By using this site you accept cookies for analytics, content personalisation and advertising.',
  consentAccept: 'I accept',
  consentAllow: 'Allow',
  consentDeny: 'Decline',
  consentLearnMore: 'Learn more',
  consentRevoke: 'Cookie settings',
  videoMissing: 'Missing video URL.',
  videoNotSupported: 'Video URL not supported.',
  bottomMenuSelect: 'Go to page',
  close: 'Close',
  teamEmail: 'Email',
  teamPhone: 'Phone',
  teamProfile: '{network}: {name}',
  pause: 'Pause',
  play: 'Play',
  newsTicker: 'News ticker',
}

const strings: Record<Locale, UiStrings> = { fi, en }

export function t(locale: Locale): UiStrings {
  return strings[locale]
}

/** Fills `{name}` placeholders: `format(ui.searchResultsCount, { n: 3 })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
