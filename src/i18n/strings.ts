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
}

const strings: Record<Locale, UiStrings> = { fi, en }

export function t(locale: Locale): UiStrings {
  return strings[locale]
}
