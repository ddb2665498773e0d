import { describe, expect, it } from 'vitest'
import { VIDEO_URL_PATTERN } from '@/cms/collections/Galleries'
import { SLUG_PATTERN } from '@/cms/fields/slug'
import { CATEGORIES, type CategoryKey } from './categories'
import { GALLERIES } from './galleries'
import { DEMO_IMAGES, PICTURES } from './images'
import { PORTFOLIO } from './portfolio'
import { POSTS } from './posts'

const LOCALES = ['fi', 'en'] as const
const EARLIEST = Date.parse('2024-01-01T00:00:00.000Z')
const LATEST = Date.parse('2026-11-01T00:00:00.000Z')
const finnish = new Intl.Collator('fi')

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length
const blocks = (doc: { root: { children: readonly { type: string }[] } }) => doc.root.children

describe('demo posts', () => {
  it('has at least 30, each in known categories, every category used by at least five', () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(30)
    const keys = Object.keys(CATEGORIES) as CategoryKey[]
    expect(keys).toHaveLength(5)
    for (const key of keys)
      expect(POSTS.filter((post) => post.categories.includes(key)).length).toBeGreaterThanOrEqual(5)
    expect(POSTS.filter((post) => post.categories.length === 2).length).toBeGreaterThanOrEqual(3)
    for (const post of POSTS) expect(distinct(post.categories)).toBe(true)
  })

  it.each(LOCALES)('has distinct titles and valid, distinct slugs in %s', (locale) => {
    expect(distinct(POSTS.map((post) => post[locale].title))).toBe(true)
    expect(distinct(POSTS.map((post) => post[locale].slug))).toBe(true)
    for (const post of POSTS) expect(post[locale].slug).toMatch(SLUG_PATTERN)
  })

  it('is published on distinct dates in 2024–2026, none after November 2026', () => {
    const times = POSTS.map((post) => Date.parse(post.publishedAt))
    expect(distinct(times)).toBe(true)
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(EARLIEST)
      expect(time).toBeLessThan(LATEST)
    }
    // Distinct times of day too, not all at midnight.
    expect(new Set(POSTS.map((post) => post.publishedAt.slice(11))).size).toBeGreaterThan(10)
  })

  it('sorts differently by name than by date, with Ä and Ö titles last in Finnish order', () => {
    const byDate = [...POSTS]
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
      .map((post) => post.fi.title)
    const byName = POSTS.map((post) => post.fi.title).sort(finnish.compare)
    expect(byName).not.toEqual(byDate)
    expect(byName.slice().reverse()).not.toEqual(byDate)
    const initials = byName.map((title) => title[0])
    expect(initials).toContain('Ä')
    expect(initials).toContain('Ö')
    expect(initials.slice(-3)).toEqual(['Ä', 'Ä', 'Ö'])
  })

  it('has an excerpt and rich text in both languages: 3–5 paragraphs in Finnish, some with a heading or a list', () => {
    for (const post of POSTS) {
      for (const locale of LOCALES) {
        expect(post[locale].excerpt.length).toBeGreaterThan(40)
        expect(blocks(post[locale].content).length).toBeGreaterThan(0)
      }
      const paragraphs = blocks(post.fi.content).filter((block) => block.type === 'paragraph').length
      expect(paragraphs).toBeGreaterThanOrEqual(3)
      expect(paragraphs).toBeLessThanOrEqual(5)
    }
    const structured = POSTS.filter((post) =>
      blocks(post.fi.content).some((block) => block.type === 'heading' || block.type === 'list'),
    )
    expect(structured.length).toBeGreaterThan(POSTS.length / 2)
  })
})

describe('demo portfolio', () => {
  it('has 12 items with a client, a cover, 3–5 pictures and distinct dates', () => {
    expect(PORTFOLIO).toHaveLength(12)
    for (const item of PORTFOLIO) {
      expect(item.client).not.toBe('')
      expect(item.images.length).toBeGreaterThanOrEqual(3)
      expect(item.images.length).toBeLessThanOrEqual(5)
      expect(item.images).not.toContain(item.cover)
      expect(item.categories.length).toBeGreaterThan(0)
    }
    const times = PORTFOLIO.map((item) => Date.parse(item.date))
    expect(distinct(times)).toBe(true)
    for (const time of times) expect(time).toBeLessThan(LATEST)
    expect(distinct(PORTFOLIO.map((item) => item.client))).toBe(true)
  })

  it.each(LOCALES)('has distinct titles and valid, distinct slugs in %s', (locale) => {
    expect(distinct(PORTFOLIO.map((item) => item[locale].title))).toBe(true)
    expect(distinct(PORTFOLIO.map((item) => item[locale].slug))).toBe(true)
    for (const item of PORTFOLIO) {
      expect(item[locale].slug).toMatch(SLUG_PATTERN)
      expect(blocks(item[locale].content).length).toBeGreaterThan(0)
    }
  })
})

describe('demo galleries', () => {
  it('has 3 galleries of at least 8 pictures each, and one YouTube video with a poster', () => {
    expect(GALLERIES).toHaveLength(3)
    for (const gallery of GALLERIES) {
      const pictures = gallery.items.filter((item) => !item.videoUrl)
      expect(pictures.length).toBeGreaterThanOrEqual(8)
      expect(distinct(gallery.items.map((item) => item.picture))).toBe(true)
      for (const item of gallery.items)
        for (const locale of LOCALES) {
          expect(item[locale].title).not.toBe('')
          expect(item[locale].description).not.toBe('')
        }
    }
    const videos = GALLERIES.flatMap((gallery) => gallery.items.filter((item) => item.videoUrl))
    expect(videos).toHaveLength(1)
    expect(videos[0]?.videoUrl).toMatch(VIDEO_URL_PATTERN)
    // The three galleries show different pictures.
    expect(distinct(GALLERIES.flatMap((gallery) => gallery.items.map((item) => item.picture)))).toBe(true)
    expect(distinct(GALLERIES.map((gallery) => gallery.date))).toBe(true)
  })

  it.each(LOCALES)('has distinct titles and valid, distinct slugs in %s', (locale) => {
    expect(distinct(GALLERIES.map((gallery) => gallery[locale].title))).toBe(true)
    expect(distinct(GALLERIES.map((gallery) => gallery[locale].slug))).toBe(true)
    for (const gallery of GALLERIES) expect(gallery[locale].slug).toMatch(SLUG_PATTERN)
  })
})

describe('demo categories', () => {
  it.each(LOCALES)('have distinct titles and valid, distinct slugs in %s', (locale) => {
    const all = Object.values(CATEGORIES)
    expect(distinct(all.map((category) => category[locale].title))).toBe(true)
    expect(distinct(all.map((category) => category[locale].slug))).toBe(true)
    for (const category of all) expect(category[locale].slug).toMatch(SLUG_PATTERN)
  })
})

describe('demo pictures', () => {
  const all = [...Object.values(DEMO_IMAGES), ...Object.values(PICTURES)]

  it('have alt text in Finnish and English and distinct file names', () => {
    for (const image of all) {
      expect(image.alt.fi.length).toBeGreaterThan(10)
      expect(image.alt.en.length).toBeGreaterThan(10)
      expect(image.alt.fi).not.toBe(image.alt.en)
    }
    expect(distinct(all.map((image) => image.name))).toBe(true)
    expect(distinct(all.map((image) => image.svg))).toBe(true)
  })

  it('are drawn no larger than 1600 px wide, so no 2400 px size is made', () => {
    for (const image of Object.values(PICTURES)) {
      expect(image.width).toBeLessThanOrEqual(1600)
      expect(image.svg).toContain(`width="${image.width}" height="${image.height}"`)
    }
  })

  it('are all used: every gallery picture appears in a gallery', () => {
    const shown = new Set(GALLERIES.flatMap((gallery) => gallery.items.map((item) => item.picture)))
    expect([...shown].sort()).toEqual(Object.keys(PICTURES).sort())
  })
})
