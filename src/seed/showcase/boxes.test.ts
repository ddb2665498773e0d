import { describe, expect, it } from 'vitest'
import { collectText } from '@/cms/search/extract'
import type { Ids } from '../content'
import { boxes } from './boxes'

const ids = {
  images: {
    hero: 1,
    aurora: 2,
    desk: 3,
    winter: 4,
    archipelago: 5,
    portraitAino: 6,
    portraitMikko: 7,
    portraitSanna: 8,
    compareBefore: 13,
    compareAfter: 14,
  },
  pages: {
    home: 1,
    services: 2,
    websites: 3,
    shops: 4,
    platform: 5,
    about: 6,
    contact: 7,
    privacy: 8,
    widgets: 9,
    blog: 10,
    portfolio: 11,
    galleries: 12,
    products: 13,
    renewal: 14,
    maintenance: 15,
  },
  videos: { aurora: 20 },
  collections: {
    categories: { websites: 1, shops: 2, accessibility: 3, seo: 4, maintenance: 5 },
    posts: [],
    portfolio: [],
    galleries: [],
    products: [],
  },
} satisfies Ids

describe('revealing boxes showcase', () => {
  it.each(['fi', 'en'] as const)('puts every widget of the family on the %s page', (locale) => {
    const types = JSON.stringify(boxes.layout(locale, ids)).match(/"blockType":"(\w+)"/g) ?? []
    for (const type of ['flipBox', 'longTextBox', 'expandableSection'])
      expect(types).toContain(`"blockType":"${type}"`)
    expect(JSON.stringify(boxes.layout(locale, ids))).toContain('"style":"door"')
  })

  it('leaves text inside the containers to the site search: backs, active titles, expanded content', () => {
    const text = collectText(boxes.layout('fi', ids)).join(' ')
    expect(text).toContain('Hervannan bussipysäkillä') // a flip box's back
    expect(text).toContain('Projektin neljä vaihetta') // an expandable section's active title
    expect(text).toContain('Tammelan torin kahvila') // a long-text box's expanded content
    expect(text).toContain('Kriittiset päivitykset') // a flip box inside an expandable section
    expect(collectText(boxes.layout('en', ids)).join(' ')).toContain('bus stop in Hervanta')
  })
})
