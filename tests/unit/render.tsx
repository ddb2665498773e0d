import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageRef } from '@/lib/page-index'
import type { RenderContext } from '@/lib/render-context'
import type { Media, Page } from '@/payload-types'

/** The published pages the test context knows; pageDoc() adds each page it makes, in both locales. */
const testPages = new Map<number, PageRef>()

export const ctx: RenderContext = { locale: 'fi', homePageId: 1, pages: testPages, untranslated: 'original' }

/** Renders server markup into a detached document so tests can query it like a browser would. */
export function render(element: ReactElement): Document {
  const html = renderToStaticMarkup(element)
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
}

export function pageDoc(id: number, path: string): Page {
  testPages.set(id, {
    id,
    parent: null,
    title: { fi: `Sivu ${id}`, en: `Page ${id}` },
    path: { fi: path, en: path },
    updatedAt: '',
  })
  return { id, title: `Sivu ${id}`, slug: path.split('/').at(-1) ?? path, path, updatedAt: '', createdAt: '' }
}

export function mediaDoc(overrides: Partial<Media> = {}): Media {
  return {
    id: 9,
    alt: 'Järvimaisema',
    url: '/api/media/file/a.jpg',
    width: 1920,
    height: 1080,
    focalX: 30,
    focalY: 60,
    sizes: {
      small: { url: '/api/media/file/a-480.webp', width: 480, height: 270 },
      medium: { url: '/api/media/file/a-960.webp', width: 960, height: 540 },
    },
    updatedAt: '',
    createdAt: '',
    ...overrides,
  }
}
