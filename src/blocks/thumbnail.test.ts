import { readFileSync } from 'node:fs'
import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'
import { SectionBlock } from './Section/config'
import { widgetThumbnail } from './thumbnail'
import { thumbnailFiles } from './thumbnail-files'
import { WIDGET_BLOCKS } from './widgets'

const SVG_NS = 'http://www.w3.org/2000/svg'
const BLOCKS: Block[] = [SectionBlock, ...WIDGET_BLOCKS]

function thumbnailOf(block: Block): { url: string; alt?: string } {
  const thumbnail = block.admin?.images?.thumbnail
  expect(thumbnail, block.slug).toBeTypeOf('object')
  return thumbnail as { url: string; alt?: string }
}

describe('block thumbnails', () => {
  it('points at the slug’s picture and carries the description as alt', () => {
    expect(widgetThumbnail('tabs', 'Välilehdet')).toEqual({
      url: '/widget-thumbnails/tabs.svg',
      alt: 'Välilehdet',
    })
  })

  it.each(BLOCKS.map((block) => [block.slug, block] as const))(
    '%s has a described SVG picture in its folder',
    (slug, block) => {
      const { url, alt } = thumbnailOf(block)
      expect(alt?.trim(), slug).toBeTruthy()
      expect(url).toBe(`/widget-thumbnails/${slug}.svg`)

      const file = thumbnailFiles().get(`${slug}.svg`)
      expect(file, `${slug}.svg in the widget's folder`).toBeTruthy()
      const source = readFileSync(String(file), 'utf8')
      expect(source.length, 'small file').toBeLessThan(2048)
      expect(source).not.toMatch(/<script|<foreignObject|href=|url\(/i)

      const doc = new DOMParser().parseFromString(source, 'image/svg+xml')
      expect(doc.querySelector('parsererror'), 'well-formed XML').toBeNull()
      const svg = doc.documentElement
      expect(svg.namespaceURI).toBe(SVG_NS)
      expect(svg.localName).toBe('svg')
      expect(svg.getAttribute('viewBox')).toBe('0 0 480 320')
      expect(svg.getAttribute('role')).toBe('img')
      expect(svg.querySelector('title')?.textContent).toBe(alt)

      // The drawer has no description field: the picture spells the alt out in short lines.
      const lines = [...svg.querySelectorAll('text')]
        .filter((text) => text.closest('[font-size="30"]'))
        .map((text) => text.textContent ?? '')
      expect(lines.join(' ')).toBe(alt)
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(26)
    },
  )
})
