// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseArgs } from '../cli/args'
import { formatReport, ReportBuilder } from '../report/report'
import { oldPathKey, planSlugs } from './addresses'
import { fetchMedia, inOrderPool, mediaProblem, mediaSource, uploadPath } from './media-source'
import { pickMenu } from './menu'
import { mediaKeys } from './run'
import { type IndexedItem, ourSlug, type SiteIndex } from './site-index'

const item = (id: number, type: string, slug: string, parent = 0): IndexedItem => ({
  id,
  type,
  title: slug,
  slug,
  status: 'publish',
  parent,
  menuOrder: 0,
  link: '',
  guid: '',
  attachmentUrl: '',
  thumbnail: 0,
  alt: '',
  caption: '',
  comments: { approved: 0, left: 0 },
})

const index = (items: IndexedItem[], menus: [string, number][] = []): SiteIndex => ({
  site: { title: '', link: 'https://vanha.example', baseSiteUrl: '', baseBlogUrl: '', version: '1.2' },
  authors: new Map(),
  terms: [],
  items: new Map(items.map((i) => [i.id, i])),
  menuItems: [],
  duplicates: [],
  menus: new Map(menus),
})

describe('addresses', () => {
  it('turns WordPress slugs (percent-encoded UTF-8 too) into ours', () => {
    expect(ourSlug('k%c3%a4ytt%c3%b6ohjeet', 'x')).toBe('kayttoohjeet')
    expect(ourSlug('%E0%A4%A', 'x')).toBe('e0-a4-a')
    expect(ourSlug('', 'artikkeli-5')).toBe('artikkeli-5')
    expect(ourSlug('%ce%b5%cf%80', 'sivu-9')).toBe('sivu-9')
  })

  it('gives clashing slugs a number, around what the site already has, the same on every run', () => {
    const items = [item(3, 'post', 'uutiset'), item(1, 'post', 'uutiset'), item(2, 'post', 'tarjous')]
    const taken = { postSlugs: new Set(['tarjous']), pagePaths: new Set(['meista']) }
    const slugs = planSlugs(index(items), taken)
    expect([slugs.get(1), slugs.get(3), slugs.get(2)]).toEqual(['uutiset', 'uutiset-2', 'tarjous-2'])
    expect(planSlugs(index(items), taken)).toEqual(slugs)
    const pages = [item(10, 'page', 'meista'), item(11, 'page', 'tiimi', 10), item(12, 'page', 'tiimi')]
    const pageSlugs = planSlugs(index(pages), taken)
    expect([pageSlugs.get(10), pageSlugs.get(11), pageSlugs.get(12)]).toEqual(['meista-2', 'tiimi', 'tiimi'])
  })

  it('knows the old site’s addresses, with or without www, and no one else’s', () => {
    const site = 'https://vanha.example'
    expect(oldPathKey('https://www.vanha.example/2019/05/Otsikko/', site)).toBe('/2019/05/Otsikko')
    expect(oldPathKey('/meista/', site)).toBe('/meista')
    expect(oldPathKey('https://muu.example/meista/', site)).toBeNull()
    // A WordPress in a folder: its visitors' links carry the folder.
    expect(oldPathKey('https://vanha.example/blogi/x/', 'https://vanha.example/blogi')).toBe('/blogi/x')
  })

  it('knows a picture by any of its sizes', () => {
    expect(mediaKeys('https://vanha.example/wp-content/uploads/2021/03/kuppi-1024x683.jpg')).toEqual([
      '2021/03/kuppi-1024x683.jpg',
      '2021/03/kuppi.jpg',
    ])
    expect(mediaKeys('https://x.files.wordpress.com/2008/06/a.jpg')).toEqual(['2008/06/a.jpg'])
  })

  it('picks the menu asked for, else the main-looking one, else the largest', () => {
    const menus: [string, number][] = [
      ['footer', 9],
      ['primary', 3],
    ]
    expect(pickMenu(index([], menus), 'footer')).toBe('footer')
    expect(pickMenu(index([], menus), 'ei-ole')).toBeNull()
    expect(pickMenu(index([], menus), undefined)).toBe('primary')
    expect(
      pickMenu(
        index(
          [],
          [
            ['a', 2],
            ['b', 5],
          ],
        ),
        undefined,
      ),
    ).toBe('b')
  })
})

describe('media', () => {
  let server: ReturnType<typeof createServer>
  let base = ''
  let flaky = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.endsWith('/iso.jpg'))
        return res.writeHead(200, { 'content-length': String(30 * 1024 * 1024) }).end()
      if (req.url?.endsWith('/horjuva.jpg') && flaky++ === 0) return res.writeHead(503).end()
      if (req.url?.endsWith('.jpg') && !req.url.includes('puuttuu'))
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('JPEG')
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('reads uploads from a local copy, never outside it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'uploads-'))
    mkdirSync(path.join(root, '2021/03'), { recursive: true })
    writeFileSync(path.join(root, '2021/03/kuppi.jpg'), 'JPEG')
    const source = mediaSource(root)
    const found = await fetchMedia(source, 'https://vanha.example/wp-content/uploads/2021/03/kuppi.jpg')
    expect('file' in found && [found.file.name, found.file.mimetype, found.file.size]).toEqual([
      'kuppi.jpg',
      'image/jpeg',
      4,
    ])
    expect(await fetchMedia(source, 'https://vanha.example/wp-content/uploads/2021/03/ei.jpg')).toEqual({
      error: 'tiedostoa 2021/03/ei.jpg ei löydy kansiosta',
    })
    expect(uploadPath('https://vanha.example/wp-content/uploads/../../etc/passwd.jpg')).toBe('etc/passwd.jpg')
    // Dot segments, escaped or not, are resolved by the URL itself before the path is used.
    expect(uploadPath('https://vanha.example/wp-content/uploads/a/%2e%2e/%2e%2e/x.jpg')).toBe(
      'wp-content/x.jpg',
    )
  })

  it('downloads from the old site, tries a failed download once more, refuses what is too big or of another type', async () => {
    const source = mediaSource(base)
    const ok = await fetchMedia(source, 'https://vanha.example/wp-content/uploads/horjuva.jpg')
    expect(ok).toMatchObject({ file: { size: 4 } })
    expect(await fetchMedia(source, 'https://vanha.example/wp-content/uploads/puuttuu.jpg')).toEqual({
      error: 'vanha sivusto vastasi 404 (/wp-content/uploads/puuttuu.jpg)',
    })
    expect(await fetchMedia(source, 'https://vanha.example/wp-content/uploads/iso.jpg')).toEqual({
      error: 'tiedosto on yli 25 Mt',
    })
    expect(mediaProblem('https://vanha.example/wp-content/uploads/laulu.mp3')).toBe(
      'tiedostotyyppiä .mp3 ei tuoda',
    )
    expect(
      await fetchMedia(mediaSource(undefined), 'https://vanha.example/wp-content/uploads/a.jpg'),
    ).toEqual({
      error: 'kuvien lähdettä ei annettu (--media-from)',
    })
  })

  it('runs a bounded number at once and hands results over in order', async () => {
    let running = 0
    let most = 0
    const seen: number[] = []
    await inOrderPool(
      [5, 1, 4, 2, 3, 0],
      2,
      async (n) => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, n * 5))
        running--
        return n * 10
      },
      async (n, result) => {
        seen.push(result / 10)
        expect(result).toBe(n * 10)
      },
    )
    expect(seen).toEqual([5, 1, 4, 2, 3, 0])
    expect(most).toBe(2)
  })
})

describe('command line and report', () => {
  it('reads its options and says in Finnish what is wrong', () => {
    expect(
      parseArgs(['vienti.xml', '--dry-run', '--media-from', 'https://vanha.example', '--locale', 'en']),
    ).toEqual({
      file: 'vienti.xml',
      dryRun: true,
      locale: 'en',
      mediaFrom: 'https://vanha.example',
    })
    expect(parseArgs([])).toEqual({ error: 'Anna WordPressin vientitiedosto (WXR).' })
    expect(parseArgs(['a.xml', '--locale', 'sv'])).toEqual({ error: 'Kieli sv ei käy: valitse fi tai en.' })
    expect(parseArgs(['a.xml', '--media-from'])).toEqual({ error: 'Valinnalle --media-from puuttuu arvo.' })
    expect(parseArgs(['a.xml', '--media-from', 'ftp://x'])).toEqual({
      error: 'Kuvien lähteen on oltava kansio tai http(s)-osoite.',
    })
    expect(parseArgs(['a.xml', 'b.xml'])).toEqual({ error: 'Anna vain yksi vientitiedosto.' })
    expect(parseArgs(['a.xml', '--force'])).toEqual({ error: 'Tuntematon valinta --force.' })
  })

  it('reports counts, unknown content by the items using it, and where a stopped run stopped', () => {
    const builder = new ReportBuilder('https://vanha.example', false, 'fi')
    builder.count('posts', 'inFile', 3)
    builder.count('posts', 'imported', 2)
    builder.error('posts', 'Artikkeli 7 "X"', 'otsikko puuttuu')
    builder.unknown('[vc_pie]', 'Sivu 2 "Meistä"')
    builder.unknown('[vc_pie]', 'Sivu 2 "Meistä"')
    builder.report.stoppedAt = { item: 'Artikkeli 8', message: 'tietokanta ei vastaa' }
    const report = builder.finish(Date.now() - 2000, 4)
    expect(report.unknown).toEqual([{ name: '[vc_pie]', count: 2, items: ['Sivu 2 "Meistä"'] }])
    expect(report.itemsPerSecond).toBeGreaterThan(1)
    const text = formatReport(report)
    expect(text).toMatch(/Artikkelit\s+3\s+2\s+0\s+0\s+1/)
    expect(text).toContain('[vc_pie] × 2: Sivu 2 "Meistä"')
    expect(text).toContain('Tuonti pysähtyi kohtaan Artikkeli 8: tietokanta ei vastaa')
  })
})
