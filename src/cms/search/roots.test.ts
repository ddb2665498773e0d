import { describe, expect, it } from 'vitest'
import { tokenize, wordRoot } from './roots'

const same = (locale: 'fi' | 'en', words: string[]) => new Set(words.map((word) => wordRoot(word, locale)))

describe('word roots', () => {
  it('gives every inflected form of a Finnish word one root', () => {
    for (const forms of [
      ['kauppa', 'kaupat', 'kaupan', 'kaupoissa', 'kauppoja'],
      ['palvelu', 'palvelut', 'palveluista'],
      ['verkkosivut', 'verkkosivuilla'],
      ['hakukoneoptimointi', 'hakukoneoptimointia'],
    ]) {
      expect(same('fi', forms).size, forms.join(' ')).toBe(1)
    }
  })

  it('undoes consonant gradation and the -us/-ude- stem change', () => {
    for (const forms of [
      ['tieto', 'tiedot', 'tietoja'],
      ['yhteystiedot', 'yhteystietoja'],
      ['päiväkoti', 'päiväkodissa'],
      ['ylläpito', 'ylläpidon'],
      ['kenkä', 'kengät'],
      ['saavutettavuus', 'saavutettavuudesta'],
      ['yhteys', 'yhteyden'],
    ]) {
      expect(same('fi', forms).size, forms.join(' ')).toBe(1)
    }
  })

  it("keeps a compound's parts inside its root", () => {
    expect(wordRoot('verkkokaupat', 'fi')).toContain(wordRoot('kauppa', 'fi'))
    expect(wordRoot('tietosuojaseloste', 'fi')).toContain(wordRoot('tieto', 'fi'))
  })

  it('folds case and diacritics, before and after stemming', () => {
    expect(wordRoot('paivakodissa', 'fi')).toBe(wordRoot('päiväkoti', 'fi'))
    expect(wordRoot('yllapito', 'fi')).toBe(wordRoot('ylläpito', 'fi'))
    expect(wordRoot('päiväkoti', 'fi')).toMatch(/^[a-z]+$/)
  })

  it('stems English with English rules', () => {
    expect(same('en', ['service', 'services']).size).toBe(1)
    expect(same('en', ['gallery', 'galleries']).size).toBe(1)
    expect(same('en', ['shop', 'shops', 'shopping']).size).toBe(1)
    expect(wordRoot('services', 'fi')).not.toBe(wordRoot('service', 'fi'))
  })

  it('leaves short words and numbers as they are', () => {
    expect(wordRoot('kuu', 'fi')).toBe('kuu')
    expect(wordRoot('2026', 'fi')).toBe('2026')
    expect(wordRoot('3d', 'en')).toBe('3d')
  })

  it('splits text into folded words with roots', () => {
    expect(tokenize('Verkkokaupat, 2026!', 'fi')).toEqual([
      { word: 'verkkokaupat', root: 'verkkokaup' },
      { word: '2026', root: '2026' },
    ])
    expect(tokenize('  —  ', 'fi')).toEqual([])
  })
})
