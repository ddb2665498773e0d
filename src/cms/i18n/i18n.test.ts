import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { enTranslations } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'
import { leaves, lexicalEnglish, type Tree } from '../../../tests/e2e/support/payload-english'
import { fiTranslations } from './fi'
import { ADMIN_LANGUAGE, adminI18n } from './index'
import { fiLexical, fiLexicalUntranslated, fiUntranslatedTexts } from './lexical-fi'
import { adminLanguageHeaders, isAdminPath } from './request-language'

const tokens = (text: string) =>
  [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\d+>|<\/?a\b|<br>/g)].map((m) => m[0]).sort()
const unique = (list: string[]) => [...new Set(list)]

/**
 * Texts whose placeholder the Finnish leaves out on purpose. `version:lastSavedAgo` gets its
 * {{distance}} from date-fns in the admin language's date-fns locale, and Payload's loader has no
 * Finnish one: "Tallennettu viimeksi less than a minute sitten". The edit view shows the save
 * time beside it anyway.
 */
const PLACEHOLDER_DROPPED = new Set(['version:lastSavedAgo'])

/** Same keys both ways, and every placeholder / markup tag of the English text in the Finnish one. */
function expectSameShape(fi: Tree, en: Tree) {
  const fiLeaves = leaves(fi)
  const enLeaves = leaves(en)
  const missing = [...enLeaves.keys()].filter((key) => !fiLeaves.has(key))
  const stale = [...fiLeaves.keys()].filter((key) => !enLeaves.has(key))
  expect(missing, 'keys Payload has and the Finnish set lacks').toEqual([])
  expect(stale, 'Finnish keys Payload no longer has').toEqual([])
  const wrong: string[] = []
  for (const [key, english] of enLeaves) {
    const finnish = fiLeaves.get(key) ?? ''
    if (!PLACEHOLDER_DROPPED.has(key) && unique(tokens(english)).join() !== unique(tokens(finnish)).join())
      wrong.push(`${key}: ${english} → ${finnish}`)
    if (finnish.trim() === '') wrong.push(`${key}: empty`)
  }
  expect(wrong, 'placeholders and tags differ').toEqual([])
}

describe('Finnish admin translations', () => {
  it("cover exactly Payload's English keys with the same placeholders", () => {
    expectSameShape(fiTranslations as unknown as Tree, enTranslations as unknown as Tree)
    expect(leaves(fiTranslations as unknown as Tree).size).toBeGreaterThan(550)
  })

  it("cover exactly the rich-text editor's English keys, for every feature the package ships", async () => {
    const english = await lexicalEnglish()
    expect(Object.keys(english).length).toBeGreaterThan(10)
    expectSameShape(fiLexical as unknown as Tree, english)
  })

  it('replaces only aria-labels the rich-text package still hard-codes in English', () => {
    const dist = path.resolve('node_modules/@payloadcms/richtext-lexical/dist')
    const sources = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n')
    for (const english of Object.keys(fiLexicalUntranslated)) {
      expect(sources, english).toContain(`"aria-label": "${english}"`)
    }
  })

  it("replaces only texts the admin's live preview still hard-codes in English", () => {
    const provider = readFileSync(
      path.resolve('node_modules/@payloadcms/ui/dist/providers/LivePreview/index.js'),
      'utf8',
    )
    for (const english of Object.keys(fiUntranslatedTexts)) {
      expect(provider, english).toContain(`label: '${english}'`)
    }
  })

  it('is wired into the Payload config: Finnish first, the fallback, with the editor strings', async () => {
    const resolved = await config
    expect(resolved.i18n.fallbackLanguage).toBe(ADMIN_LANGUAGE)
    expect(Object.keys(resolved.i18n.supportedLanguages)).toEqual(['fi', 'en'])
    const translations = resolved.i18n.translations as Record<string, Tree>
    expect(translations.fi?.lexical).toEqual(fiLexical)
    // Every rich-text string the configured editor uses in English has a Finnish twin.
    const used = [...leaves(translations.en?.lexical as Tree).keys()]
    const ours = leaves(fiLexical as unknown as Tree)
    expect(used.length).toBeGreaterThan(10)
    expect(used.filter((key) => !ours.has(key))).toEqual([])
    expect(adminI18n.supportedLanguages?.en?.translations.version.publishChanges).toBe('Publish changes')
    expect(resolved.admin.components.providers).toContain('/cms/i18n/AdminLabels#AdminLabels')
  })

  it('keeps one wording for the glossary terms', () => {
    const v = fiTranslations.version
    expect([v.publish, v.publishChanges, v.saveDraft, v.draft, v.published, v.versions]).toEqual([
      'Julkaise',
      'Julkaise muutokset',
      'Tallenna luonnos',
      'Luonnos',
      'Julkaistu',
      'Versiot',
    ])
    const g = fiTranslations.general
    expect([g.collections, g.email, g.password, g.untitled, fiTranslations.authentication.login]).toEqual([
      'Kokoelmat',
      'Sähköposti',
      'Salasana',
      'Nimetön',
      'Kirjaudu sisään',
    ])
    expect(fiTranslations.validation.required).toBe('Tämä kenttä on pakollinen.')
  })
})

describe('admin request language', () => {
  it('applies to the admin and the REST API only', () => {
    expect(['/admin', '/admin/login', '/api/pages', '/api'].map(isAdminPath)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['/', '/administration', '/en/api-docs', '/apis'].map(isAdminPath)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it("drops the browser's Accept-Language unless the editor chose a language", () => {
    const browser = new Headers({ 'accept-language': 'en-US,en;q=0.9', cookie: 'a=b' })
    const dropped = adminLanguageHeaders(browser, undefined)
    expect(dropped?.has('accept-language')).toBe(false)
    expect(dropped?.get('cookie')).toBe('a=b')
    expect(adminLanguageHeaders(browser, 'de')?.has('accept-language')).toBe(false)
    expect(adminLanguageHeaders(browser, 'en')).toBeNull()
    expect(adminLanguageHeaders(browser, 'fi')).toBeNull()
    expect(adminLanguageHeaders(new Headers(), undefined)).toBeNull()
  })
})
