import { createReadStream } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ImportError } from '../report/errors'
import { readWxr } from './reader'
import type { WxrEntry } from './types'

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/wordpress/themeunittestdata.wordpress.xml')

async function readAll(chunks: AsyncIterable<Buffer | string>): Promise<WxrEntry[]> {
  const out: WxrEntry[] = []
  for await (const entry of readWxr(chunks)) out.push(entry)
  return out
}

async function* pieces(text: string, size = 7): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}

const wxr = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:wp="https://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>T</title><wp:wxr_version>1.2</wp:wxr_version>${body}</channel></rss>`

describe('readWxr', () => {
  it('reads the theme unit test export: site, authors, terms and every item with its fields', async () => {
    const entries = await readAll(createReadStream(FIXTURE, { highWaterMark: 4096 }))
    const site = entries.find((e) => e.kind === 'site')
    expect(site?.kind === 'site' && site.site.baseBlogUrl).toBe('https://wpthemetestdata.wordpress.com')
    expect(entries.filter((e) => e.kind === 'author')).toHaveLength(2)
    const items = entries.flatMap((e) => (e.kind === 'item' ? [e.item] : []))
    expect(items).toHaveLength(186)
    const count = (type: string) => items.filter((i) => i.type === type).length
    expect([count('post'), count('page'), count('attachment'), count('nav_menu_item')]).toEqual([
      58, 21, 37, 70,
    ])
    const terms = entries.flatMap((e) => (e.kind === 'term' ? [e.term] : []))
    // 68 <wp:category> and one <wp:term> of the category taxonomy.
    expect(terms.filter((t) => t.taxonomy === 'category')).toHaveLength(69)
    expect(terms.filter((t) => t.taxonomy === 'post_tag')).toHaveLength(110)
    const comments = items.find((i) => i.slug === 'template-comments')?.comments ?? []
    expect(comments.length).toBeGreaterThan(10)
    expect(comments.some((c) => c.parent > 0)).toBe(true)
    const font = items.find((i) => i.id === 163)
    expect(font?.content).toContain('<!-- wp:heading {"fontSize":"small"} -->')
    expect(font?.terms.map((t) => t.slug)).toEqual(['6-1', 'block'])
    const menuItem = items.find((i) => i.id === 1124)
    expect(menuItem?.meta._menu_item_menu_item_parent).toBe('1123')
  })

  it('gives the same entries however the file is cut into chunks', async () => {
    const text = wxr(
      '<item><title>A &amp; B</title><wp:post_id>5</wp:post_id><content:encoded><![CDATA[<p>x]]></content:encoded></item>',
    )
    const whole = await readAll(pieces(text, text.length))
    const small = await readAll(pieces(text, 3))
    expect(small).toEqual(whole)
    const item = whole.find((e) => e.kind === 'item')
    expect(item?.kind === 'item' && [item.item.title, item.item.content]).toEqual(['A & B', '<p>x'])
  })

  const refused = async (text: string) => {
    const error = await readAll(pieces(text, 64)).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ImportError)
    return (error as ImportError).message
  }

  it('refuses external entities (XXE) without reading them', async () => {
    const text = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&xxe;</title></item></channel></rss>`
    expect(await refused(text)).toMatch(/DTD-määrittely/)
  })

  it('refuses entity expansion (billion laughs) before expanding anything', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '',
    )
    const text = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><rss><channel><title>&lol9;</title></channel></rss>`
    expect(await refused(text)).toMatch(/DTD-määrittely/)
  })

  it('refuses a file cut off in the middle', async () => {
    const text = wxr('<item><title>A</title>').replace('</channel></rss>', '')
    expect(await refused(text)).toMatch(/katkeaa kesken/)
  })

  it('refuses what is not XML, an empty file, another XML document and an unknown version', async () => {
    expect(await refused('This is not XML at all, just text.')).toMatch(/XML/)
    expect(await refused('')).toMatch(/tyhjä/)
    expect(await refused('<?xml version="1.0"?><html><body/></html>')).toMatch(/juurielementti/)
    expect(
      await refused('<?xml version="1.0"?><rss><channel><item><title>x</title></item></channel></rss>'),
    ).toMatch(/wxr_version/)
    expect(await refused(wxr('').replace('1.2</wp:wxr_version>', '9.9</wp:wxr_version>'))).toMatch(/9\.9/)
  })

  it('refuses an unknown entity, and an element larger than any real post', async () => {
    expect(await refused(wxr('<item><title>&foo;</title></item>'))).toMatch(/XML/)
    const huge = wxr(`<item><content:encoded>${'x'.repeat(17 * 1024 * 1024)}</content:encoded></item>`)
    expect(await refused(huge)).toMatch(/liian suuri/)
  })

  it('streams a 50 MB export item by item, and refuses a 50 MB element with a message', async () => {
    const body = `<p>${'Pitkä kappale tekstiä. '.repeat(440)}</p>`
    async function* fifty(): AsyncGenerator<string> {
      yield wxr('').replace('</channel></rss>', '')
      for (let i = 1; i <= 5000; i++)
        yield `<item><title>Artikkeli ${i}</title><wp:post_id>${i}</wp:post_id><wp:post_type>post</wp:post_type><content:encoded><![CDATA[${body}]]></content:encoded></item>`
      yield '</channel></rss>'
    }
    let items = 0
    let bytes = 0
    for await (const entry of readWxr(fifty()))
      if (entry.kind === 'item') {
        items++
        bytes += entry.item.content.length
      }
    expect(items).toBe(5000)
    expect(bytes).toBeGreaterThan(50_000_000)
    async function* oneHuge(): AsyncGenerator<string> {
      yield wxr('').replace('</channel></rss>', '<item><content:encoded><![CDATA[')
      for (let i = 0; i < 50; i++) yield 'x'.repeat(1024 * 1024)
      yield ']]></content:encoded></item></channel></rss>'
    }
    expect(await refused2(oneHuge())).toMatch(/liian suuri/)
  })
})

async function refused2(chunks: AsyncIterable<string>): Promise<string> {
  try {
    for await (const _ of readWxr(chunks)) {
      // Read to the end or the refusal.
    }
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError)
    return (error as ImportError).message
  }
  return 'not refused'
}
