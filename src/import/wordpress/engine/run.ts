import type { Payload, PayloadRequest } from 'payload'
import { saveRedirect } from '@/cms/hooks/redirect-on-move'
import type { Locale } from '@/i18n/locales'
import { mediaFileUrl } from '@/lib/media-files'
import type { Category } from '@/payload-types'
import { convertContent } from '../convert/content'
import type { ConvertContext } from '../convert/context'
import { layoutToRichText } from '../convert/flatten'
import { levelHeadings } from '../convert/headings'
import { contentFromHtml, plainText } from '../convert/plain-text'
import { ImportError } from '../report/errors'
import { type ImportReport, ReportBuilder, type ReportKind } from '../report/report'
import { readWxr } from '../wxr/reader'
import type { WxrComment, WxrItem } from '../wxr/types'
import { categoryAddress, oldPathKey, planSlugs, siteKey } from './addresses'
import {
  fetchMedia,
  inOrderPool,
  MEDIA_PARALLEL,
  type MediaResult,
  mediaProblem,
  mediaSource,
  uploadPath,
} from './media-source'
import { importMenu, pickMenu } from './menu'
import { comesOver, type IndexedItem, indexExport, isComment, newAddress, type SiteIndex } from './site-index'
import { ImportedItems, inTransaction, type Made, undo } from './store'

export interface ImportProgress {
  done: number
  total: number
  current: string
  errors: number
}

export interface ImportOptions {
  payload: Payload
  /** Opens the export afresh: it is read twice, first for its index, then for its content. */
  open: () => AsyncIterable<Buffer | string>
  /** A folder holding a copy of wp-content/uploads, or the old site's address. */
  mediaFrom?: string
  /** Reads and converts everything, writes nothing. */
  dryRun?: boolean
  /** The locale the content is written in (the site's default: fi). */
  locale?: Locale
  /** The slug of the menu that becomes the header's menu (else the likeliest main menu). */
  menu?: string
  onProgress?: (progress: ImportProgress) => void | Promise<void>
}

/** Consecutive failed items after which the run stops: something is wrong beyond one item. */
const MAX_FAILURES_IN_ROW = 25
/** A comment's longest text here (src/cms/feedback/limits.ts). */
const COMMENT_MAX = 5000
const NAME_MAX = 100

const TYPE_LABEL: Record<string, string> = { post: 'Artikkeli', page: 'Sivu', attachment: 'Liite' }
const itemName = (item: { id: number; type: string; title: string }) =>
  `${TYPE_LABEL[item.type] ?? item.type} ${item.id}${item.title ? ` "${item.title.slice(0, 80)}"` : ''}`

/** A WordPress date (`2013-04-09 13:37:47`, GMT) as ISO, or null for the zero date of drafts. */
function isoDate(gmt: string, local: string): string | null {
  const text = gmt && !gmt.startsWith('0000') ? gmt : local
  if (!text || text.startsWith('0000')) return null
  const date = new Date(`${text.replace(' ', 'T')}Z`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * Imports a WordPress export (the engine behind `npm run import:wordpress` and the admin's
 * "Tuo WordPressistä" view). Reads the file once for its index, refusing a file that is not a
 * whole WXR export before writing anything; then categories, media, pages and posts (with their
 * approved comments and old addresses) each in a transaction of its own, and the menu last. An
 * item an earlier run made is left as it is, so a second run changes nothing and a stopped run
 * continues where it stopped.
 */
export async function importWordPress(options: ImportOptions): Promise<ImportReport> {
  const { payload, dryRun = false, locale = 'fi' } = options
  const startedAt = Date.now()
  const index = await indexExport(options.open)
  const source = siteKey(index)
  if (source === null)
    throw new ImportError('Vientitiedostosta puuttuu sivuston osoite (<link> tai wp:base_blog_url).')
  const report = new ReportBuilder(source, dryRun, locale)
  const items = await ImportedItems.load(payload, source)
  const run = new Run(payload, options, index, source, report, items, locale, dryRun)
  try {
    await run.all()
  } catch (error) {
    if (!(error instanceof StopRun)) throw error
    report.report.stoppedAt = { item: error.item, message: error.message }
  }
  return report.finish(startedAt, run.done)
}

class StopRun extends Error {
  constructor(
    readonly item: string,
    message: string,
  ) {
    super(message)
  }
}

class Run {
  done = 0
  private total = 0
  private failuresInRow = 0
  private slugs = new Map<number, string>()
  private byOldPath = new Map<string, number>()
  private mediaByPath = new Map<string, number>()
  private mediaUrls = new Map<number, string>()
  /** WordPress attachment id → media document (in a dry run, the attachment's id negated). */
  private mediaIds = new Map<number, number>()
  /** Pages this run has handled, so their children need not wait. */
  private handled = new Set<number>()
  private categoryIds = new Map<string, number>()
  private media = mediaSource(undefined)

  constructor(
    private readonly payload: Payload,
    private readonly options: ImportOptions,
    private readonly index: SiteIndex,
    private readonly source: string,
    private readonly report: ReportBuilder,
    private readonly items: ImportedItems,
    private readonly locale: Locale,
    private readonly dryRun: boolean,
  ) {}

  async all(): Promise<void> {
    this.media = mediaSource(this.options.mediaFrom)
    const all = [...this.index.items.values()]
    const imported = all.filter(comesOver)
    const menu = pickMenu(this.index, this.options.menu)
    this.report.report.menu = menu
    if (this.options.menu && menu === null)
      this.report.note(
        `Valikko ${this.options.menu}`,
        `Tiedostossa ei ole valikkoa ”${this.options.menu}”: ylätunnisteen valikkoa ei muutettu. Valikot: ${[...this.index.menus.keys()].join(', ') || 'ei yhtään'}.`,
      )
    this.countFile(all, menu)
    this.total = this.index.terms.length + imported.length + (menu ? (this.index.menus.get(menu) ?? 0) : 0)
    this.slugs = planSlugs(this.index, await this.takenAddresses())
    for (const item of all) {
      for (const url of [item.link, item.guid]) {
        const key = url ? oldPathKey(url, this.source) : null
        if (key && key !== '/' && !this.byOldPath.has(key.toLowerCase()))
          this.byOldPath.set(key.toLowerCase(), item.id)
      }
    }
    if (this.media.kind === 'none' && imported.some((i) => i.type === 'attachment'))
      this.report.note(
        'Kuvat ja liitteet',
        'Kuvien lähdettä ei annettu (--media-from kansio tai vanhan sivuston osoite): kuvia ei tuoda, ja sisällön kuvat jäävät pois.',
      )
    await this.categories()
    await this.attachments(imported.filter((i) => i.type === 'attachment'))
    await this.content()
    if (menu) await this.menu(menu)
  }

  private countFile(all: IndexedItem[], menu: string | null) {
    const r = this.report
    r.count('categories', 'inFile', this.index.terms.length)
    for (const item of this.index.duplicates) {
      const kind: ReportKind | null =
        item.type === 'post'
          ? 'posts'
          : item.type === 'page'
            ? 'pages'
            : item.type === 'attachment'
              ? 'attachments'
              : null
      if (kind) {
        r.count(kind, 'inFile')
        r.count(kind, 'skipped')
      }
      r.note(
        itemName(item),
        `Tunniste ${item.id} on tiedostossa jo aiemmalla kohteella: tämä jätettiin pois.`,
      )
    }
    for (const item of [...all, ...this.index.menuItems]) {
      const kind: ReportKind | null =
        item.type === 'post'
          ? 'posts'
          : item.type === 'page'
            ? 'pages'
            : item.type === 'attachment'
              ? 'attachments'
              : null
      if (kind) {
        r.count(kind, 'inFile')
        if (!comesOver(item)) r.count(kind, 'skipped')
      }
      if (item.type === 'post' || item.type === 'page') {
        r.count('comments', 'inFile', item.comments.approved + item.comments.left)
        // Pages have no comments here; of a post's, pending, spam and pingbacks stay behind.
        const left = item.type === 'page' ? item.comments.approved + item.comments.left : item.comments.left
        r.count('comments', 'skipped', left)
      }
      if (item.menu) {
        r.count('menuItems', 'inFile')
        if (item.menu.menu !== menu) r.count('menuItems', 'skipped')
      }
    }
  }

  private async takenAddresses() {
    const mine = new Set(this.items.docIds('post'))
    const minePages = new Set(this.items.docIds('page'))
    const posts = await this.payload.find({
      collection: 'posts',
      limit: 0,
      pagination: false,
      depth: 0,
      draft: true,
      locale: this.locale,
      overrideAccess: true,
      select: { slug: true },
    })
    const pages = await this.payload.find({
      collection: 'pages',
      limit: 0,
      pagination: false,
      depth: 0,
      draft: true,
      locale: this.locale,
      overrideAccess: true,
      select: { path: true },
    })
    return {
      postSlugs: new Set(posts.docs.flatMap((d) => (mine.has(d.id) || !d.slug ? [] : [d.slug]))),
      pagePaths: new Set(pages.docs.flatMap((d) => (minePages.has(d.id) || !d.path ? [] : [d.path]))),
    }
  }

  private async progress(current: string) {
    await this.options.onProgress?.({
      done: this.done,
      total: this.total,
      current,
      errors: this.report.report.errors.length + this.report.report.moreErrors,
    })
  }

  /** One item in a transaction of its own; a failure is reported and the run goes on (up to a point). */
  private async step(
    kind: ReportKind,
    name: string,
    work: (req: PayloadRequest | null, made: Made[]) => Promise<void>,
  ) {
    await this.progress(name)
    const made: Made[] = []
    try {
      if (this.dryRun) await work(null, made)
      else await inTransaction(this.payload, (req) => work(req, made))
      this.items.keep(made)
      this.report.count(kind, 'imported')
      this.failuresInRow = 0
    } catch (error) {
      if (!this.dryRun) await undo(this.payload, made)
      if (error instanceof StopRun) throw error
      this.report.error(kind, name, errorText(error))
      this.failuresInRow++
      if (this.failuresInRow >= MAX_FAILURES_IN_ROW)
        throw new StopRun(
          name,
          `${MAX_FAILURES_IN_ROW} kohdetta peräkkäin epäonnistui; viimeisin: ${errorText(error)}`,
        )
    }
    this.done++
  }

  private async categories() {
    const existing = await this.payload.find({
      collection: 'categories',
      limit: 0,
      pagination: false,
      depth: 0,
      locale: this.locale,
      overrideAccess: true,
      select: { slug: true },
    })
    const bySlug = new Map(existing.docs.map((d: Pick<Category, 'id' | 'slug'>) => [d.slug, d.id]))
    for (const term of this.index.terms) {
      const key = `${term.taxonomy}:${term.slug}`
      const name = `Kategoria "${term.name}"`
      // WordPress once shared term ids between taxonomies: a tag and a category can have one id.
      const kind = term.taxonomy === 'category' ? 'category' : 'tag'
      const known = this.items.get(kind, term.id)
      if (known !== null) {
        this.categoryIds.set(key, known)
        this.report.count('categories', 'existing')
        this.done++
        continue
      }
      const parent = term.parent ? (this.categoryIds.get(`category:${term.parent}`) ?? null) : null
      await this.step('categories', name, async (req, made) => {
        const same = bySlug.get(term.newSlug)
        let id = same ?? null
        if (req && id === null) {
          const doc = await this.payload.create({
            collection: 'categories',
            data: { title: term.name || term.slug, slug: term.newSlug, parent },
            locale: this.locale,
            req,
            overrideAccess: true,
          })
          id = doc.id
        }
        if (id !== null) {
          this.categoryIds.set(key, id)
          if (req)
            await this.items.remember(req, made, {
              kind,
              wpId: term.id,
              collection: 'categories',
              docId: id,
              created: same === undefined,
            })
        }
        const to = categoryAddress(this.locale, term.newSlug)
        const from =
          term.taxonomy === 'category'
            ? [`/category/${this.categoryPath(term.slug)}/`, `/?cat=${term.id}`]
            : [`/tag/${term.slug}/`, `/?tag=${term.slug}`]
        await this.redirects(req, made, from, to)
      })
    }
  }

  /** A category's archive path on the old site: its ancestors' slugs and its own. */
  private categoryPath(slug: string): string {
    const bySlug = new Map(this.index.terms.filter((t) => t.taxonomy === 'category').map((t) => [t.slug, t]))
    const parts: string[] = []
    for (let t = bySlug.get(slug); t && parts.length < 20; t = bySlug.get(t.parent)) parts.unshift(t.slug)
    return parts.join('/')
  }

  private async redirects(req: PayloadRequest | null, made: Made[], from: string[], to: string) {
    for (const old of new Set(from)) {
      if (old === to) continue
      const id = req ? await saveRedirect(req, old, to, 'wordpress') : null
      if (id !== null) made.push({ collection: 'redirects', id, created: true })
      this.report.report.redirects++
    }
  }

  /**
   * The redirects for an item's old addresses: its permalink, guid and `?p=` / `?page_id=` forms
   * (an upload's file address is not among them: fileAddresses()).
   */
  private oldAddresses(item: IndexedItem): string[] {
    const from: string[] = []
    for (const url of [item.link, item.guid]) {
      const key = url && !isUpload(url) ? oldPathKey(url, this.source) : null
      if (key && key !== '/') from.push(key)
    }
    from.push(`/?p=${item.id}`)
    if (item.type === 'page') from.push(`/?page_id=${item.id}`)
    if (item.type === 'attachment') from.push(`/?attachment_id=${item.id}`)
    return from
  }

  /** An attachment's file addresses on the old site (its file URL, and a guid that is one): they lead to the new file. */
  private fileAddresses(item: IndexedItem): string[] {
    return [item.attachmentUrl, item.guid].flatMap((url) => {
      const key = url && isUpload(url) ? oldPathKey(url, this.source) : null
      return key ? [key] : []
    })
  }

  private async attachments(list: IndexedItem[]) {
    const todo: IndexedItem[] = []
    for (const item of list) {
      const known = this.items.get('attachment', item.id)
      if (known !== null) {
        this.rememberMedia(item, known)
        this.report.count('attachments', 'existing')
        this.done++
      } else todo.push(item)
    }
    if (this.dryRun || this.media.kind === 'none') {
      for (const item of todo) {
        if (this.media.kind === 'none') {
          this.report.count('attachments', 'skipped')
          this.done++
        } else if (mediaProblem(item.attachmentUrl) !== null) {
          this.report.error(
            'attachments',
            itemName(item),
            `Tiedostoa ei saatu: ${mediaProblem(item.attachmentUrl)}.`,
          )
          this.done++
        } else
          await this.step('attachments', itemName(item), async (_req, made) => {
            this.rememberMedia(item, -item.id)
            const parent = item.parent ? this.index.items.get(item.parent) : undefined
            const to =
              parent && comesOver(parent) ? newAddress(this.index, parent, this.slugs, this.locale) : null
            const file = fileAddress(uploadPath(item.attachmentUrl) ?? '')
            await this.redirects(null, made, this.oldAddresses(item), to ?? file)
            await this.redirects(null, made, this.fileAddresses(item), file)
          })
      }
      return
    }
    const media = this.media
    await inOrderPool(
      todo,
      MEDIA_PARALLEL,
      (item) => fetchMedia(media, item.attachmentUrl),
      async (item, result: MediaResult) => {
        if ('error' in result) {
          this.report.error('attachments', itemName(item), `Tiedostoa ei saatu: ${result.error}.`)
          this.done++
          return
        }
        await this.step('attachments', itemName(item), async (req, made) => {
          if (!req) return
          const alt = item.alt || item.title || result.file.name
          const doc = await this.payload.create({
            collection: 'media',
            data: { alt: alt.slice(0, 500), caption: item.caption || undefined },
            file: result.file,
            locale: this.locale,
            req,
            overrideAccess: true,
          })
          await this.items.remember(req, made, {
            kind: 'attachment',
            wpId: item.id,
            collection: 'media',
            docId: doc.id,
          })
          // The file's public address (the local API leaves `url` empty without a server URL).
          const url = doc.filename ? fileAddress(doc.filename) : undefined
          this.rememberMedia(item, doc.id, url)
          const parent = item.parent ? this.index.items.get(item.parent) : undefined
          const to =
            (parent && comesOver(parent) ? newAddress(this.index, parent, this.slugs, this.locale) : null) ??
            url
          if (to) await this.redirects(req, made, this.oldAddresses(item), to)
          if (url) await this.redirects(req, made, this.fileAddresses(item), url)
        })
      },
    )
  }

  private rememberMedia(item: IndexedItem, id: number, url?: string) {
    for (const key of mediaKeys(item.attachmentUrl)) this.mediaByPath.set(key, id)
    if (url) this.mediaUrls.set(id, url)
    this.mediaIds.set(item.id, id)
  }

  /** The conversion's view of the site for one item. */
  private context(name: string): ConvertContext {
    return {
      mediaFor: ({ id, url }) => {
        const byId = id ? this.mediaIds.get(id) : undefined
        if (byId !== undefined) return byId
        if (url)
          for (const key of mediaKeys(url)) {
            const found = this.mediaByPath.get(key)
            if (found !== undefined) return found
          }
        return null
      },
      href: (url) => this.href(url),
      unknown: (element) => this.report.unknown(element, name),
      note: (message) => this.report.note(name, message),
    }
  }

  /** A link in content, rewritten to the new site where it pointed at the old one. */
  private href(raw: string): string | null {
    const url = raw.trim()
    if (!url) return null
    if (url.startsWith('#')) return url
    if (/^(mailto|tel):/i.test(url)) return url
    const key = oldPathKey(url, this.source)
    if (key !== null) {
      const query = url.match(/[?&](p|page_id|attachment_id)=(\d+)/)
      const id = query ? Number(query[2]) : this.byOldPath.get(key.toLowerCase())
      const item = id ? this.index.items.get(id) : undefined
      if (item && comesOver(item)) {
        if (item.type === 'attachment') {
          const media = this.mediaIds.get(item.id)
          const mediaUrl = media !== undefined ? this.mediaUrls.get(media) : undefined
          if (mediaUrl) return mediaUrl
        } else {
          const address = newAddress(this.index, item, this.slugs, this.locale)
          if (address) return address
        }
      }
      const media = this.mediaByPath.get(mediaKeys(url)[0] ?? '')
      if (media !== undefined && this.mediaUrls.has(media)) return this.mediaUrls.get(media) ?? null
    }
    if (/^https?:\/\//i.test(url)) {
      try {
        return new URL(url).href
      } catch {
        return null
      }
    }
    if (url.startsWith('/') && !url.startsWith('//')) return url
    return null
  }

  /** Pages and posts, read from the file a second time; a page waits for its parent. */
  private async content() {
    const waiting = new Map<number, WxrItem[]>()
    const handle = async (item: WxrItem): Promise<void> => {
      if (item.type === 'page') await this.page(item)
      else await this.post(item)
      for (const child of waiting.get(item.id) ?? []) await handle(child)
      waiting.delete(item.id)
    }
    for await (const entry of readWxr(this.options.open())) {
      if (entry.kind !== 'item') continue
      const item = entry.item
      const indexed = this.index.items.get(item.id)
      if (!indexed || !comesOver(indexed) || (item.type !== 'page' && item.type !== 'post')) continue
      const parent = item.type === 'page' && item.parent ? this.index.items.get(item.parent) : undefined
      const parentPending =
        parent &&
        comesOver(parent) &&
        parent.type === 'page' &&
        this.items.get('page', parent.id) === null &&
        !this.handled.has(parent.id)
      if (parentPending) {
        const list = waiting.get(parent.id) ?? []
        list.push(item)
        waiting.set(parent.id, list)
        continue
      }
      await handle(item)
    }
    // Children of a page that failed or never came: imported at the top level.
    for (const list of waiting.values())
      for (const item of list) {
        this.report.note(itemName(item), 'Yläsivu ei tullut mukaan: sivu tuotiin ylimmälle tasolle.')
        await handle({ ...item, parent: 0 })
      }
  }

  private status(item: WxrItem, name: string): 'published' | 'draft' {
    if (item.password) {
      this.report.note(name, 'Salasanalla suojattu: tuotiin luonnoksena, koska salasanasuojausta ei ole.')
      return 'draft'
    }
    if (item.status === 'publish') return 'published'
    const why: Record<string, string> = {
      future: 'Ajastettu julkaisu: tuotiin luonnoksena; julkaise se ylläpidossa.',
      private: 'Yksityinen: tuotiin luonnoksena.',
      pending: 'Odotti tarkistusta: tuotiin luonnoksena.',
    }
    if (why[item.status]) this.report.note(name, why[item.status] as string)
    return 'draft'
  }

  private async page(item: WxrItem) {
    this.handled.add(item.id)
    const name = itemName(item)
    const known = this.items.get('page', item.id)
    if (known !== null) {
      this.report.count('pages', 'existing')
      this.done++
      return
    }
    await this.step('pages', name, async (req, made) => {
      const layout = levelHeadings(convertContent(item.content, this.context(name)))
      const status = this.status(item, name)
      const indexed = this.index.items.get(item.id) as IndexedItem
      const parent = item.parent ? this.items.get('page', item.parent) : null
      const to = status === 'published' ? newAddress(this.index, indexed, this.slugs, this.locale) : null
      if (!req) {
        if (to) await this.redirects(null, made, this.oldAddresses(indexed), to)
        await this.comments(null, made, item, null, name)
        return
      }
      const data = {
        title: item.title || `Sivu ${item.id}`,
        slug: this.slugs.get(item.id) ?? `sivu-${item.id}`,
        parent,
        layout,
      }
      const common = { collection: 'pages', locale: this.locale, req, overrideAccess: true } as const
      const doc =
        status === 'draft'
          ? await this.payload.create({ ...common, data: { ...data, _status: 'draft' }, draft: true })
          : await this.payload.create({ ...common, data: { ...data, _status: 'published' } })
      await this.settle(req, made, {
        kind: 'page',
        collection: 'pages',
        item,
        indexed,
        docId: doc.id,
        to,
        name,
      })
    })
  }

  /** What follows a page's or post's save: its record, its old addresses and its comments. */
  private async settle(
    req: PayloadRequest,
    made: Made[],
    saved: {
      kind: 'page' | 'post'
      collection: 'pages' | 'posts'
      item: WxrItem
      indexed: IndexedItem
      docId: number
      to: string | null
      name: string
    },
  ) {
    const { kind, collection, item, indexed, docId, to, name } = saved
    await this.items.remember(req, made, { kind, wpId: item.id, collection, docId })
    if (to) await this.redirects(req, made, this.oldAddresses(indexed), to)
    await this.comments(req, made, item, kind === 'post' ? docId : null, name)
  }

  private async post(item: WxrItem) {
    const name = itemName(item)
    const known = this.items.get('post', item.id)
    if (known !== null) {
      this.report.count('posts', 'existing')
      this.report.count('comments', 'existing', this.index.items.get(item.id)?.comments.approved ?? 0)
      this.done++
      return
    }
    await this.step('posts', name, async (req, made) => {
      const ctx = this.context(name)
      const content = levelHeadings(layoutToRichText(convertContent(item.content, ctx)))
      const status = this.status(item, name)
      const indexed = this.index.items.get(item.id) as IndexedItem
      const formats = item.terms.filter((t) => t.domain === 'post_format')
      if (formats.length > 0)
        this.report.note(
          name,
          `Artikkelin muotoa (${formats[0]?.name}) ei ole: tuotiin tavallisena artikkelina.`,
        )
      const categories = item.terms.flatMap((t) => {
        const taxonomy = t.domain === 'category' ? 'category' : t.domain === 'post_tag' ? 'post_tag' : null
        const id = taxonomy ? this.categoryIds.get(`${taxonomy}:${t.slug}`) : undefined
        return id === undefined ? [] : [id]
      })
      const heroImage = indexed.thumbnail ? ctx.mediaFor({ id: indexed.thumbnail }) : null
      const to = status === 'published' ? newAddress(this.index, indexed, this.slugs, this.locale) : null
      if (!req) {
        if (to) await this.redirects(null, made, this.oldAddresses(indexed), to)
        await this.comments(null, made, item, null, name)
        return
      }
      const data = {
        title: item.title || `Artikkeli ${item.id}`,
        slug: this.slugs.get(item.id) ?? `artikkeli-${item.id}`,
        excerpt: plainText(item.excerpt).slice(0, 1000) || undefined,
        content,
        heroImage: heroImage !== null && heroImage > 0 ? heroImage : null,
        categories: [...new Set(categories)],
        publishedAt: isoDate(item.dateGmt, item.date),
        authorName: (this.index.authors.get(item.creator) ?? item.creator).slice(0, 120) || undefined,
        sticky: item.sticky,
      }
      const common = { collection: 'posts', locale: this.locale, req, overrideAccess: true } as const
      const doc =
        status === 'draft'
          ? await this.payload.create({ ...common, data: { ...data, _status: 'draft' }, draft: true })
          : await this.payload.create({ ...common, data: { ...data, _status: 'published' } })
      await this.settle(req, made, {
        kind: 'post',
        collection: 'posts',
        item,
        indexed,
        docId: doc.id,
        to,
        name,
      })
    })
  }

  /**
   * A post's approved comments, in the post's transaction. Our threads are two levels deep: a reply
   * deeper than that answers the thread's first comment.
   */
  private async comments(
    req: PayloadRequest | null,
    made: Made[],
    item: WxrItem,
    postId: number | null,
    name: string,
  ) {
    const approved = item.comments.filter((c) => c.approved === '1' && isComment(c.type))
    if (approved.length === 0) return
    if (item.type === 'page') {
      this.report.note(
        name,
        `Sivun ${approved.length} kommenttia jätettiin pois: kommentit ovat vain artikkeleissa.`,
      )
      return
    }
    const byId = new Map(approved.map((c) => [c.id, c]))
    const root = (comment: WxrComment): WxrComment => {
      let c = comment
      for (let n = 0; c.parent && byId.has(c.parent) && n < 100; n++) c = byId.get(c.parent) as WxrComment
      return c
    }
    const ours = new Map<number, number>()
    const ordered = [...approved].sort(
      (a, b) => (root(a) === a ? 0 : 1) - (root(b) === b ? 0 : 1) || a.id - b.id,
    )
    for (const comment of ordered) {
      if (!req || postId === null) {
        this.report.count('comments', 'imported')
        continue
      }
      const top = root(comment)
      const parent = top === comment ? null : (ours.get(top.id) ?? null)
      const text = contentFromHtml(comment.content).slice(0, COMMENT_MAX)
      if (!text) {
        this.report.count('comments', 'skipped')
        continue
      }
      const doc = await this.payload.create({
        collection: 'comments',
        data: {
          post: postId,
          parent,
          name: (comment.author || 'Nimetön').slice(0, NAME_MAX),
          email: validEmail(comment.email) ? comment.email : 'ei-osoitetta@example.com',
          text,
          status: 'approved',
          createdAt: isoDate(comment.dateGmt, comment.date) ?? undefined,
        },
        req,
        overrideAccess: true,
      })
      ours.set(comment.id, doc.id)
      await this.items.remember(req, made, {
        kind: 'comment',
        wpId: comment.id,
        collection: 'comments',
        docId: doc.id,
      })
      this.report.count('comments', 'imported')
    }
  }

  private async menu(menu: string) {
    const result = await importMenu({
      payload: this.payload,
      index: this.index,
      menu,
      dryRun: this.dryRun,
      locale: this.locale,
      pageId: (wpId) => this.items.get('page', wpId),
      address: (wpId) => {
        const item = this.index.items.get(wpId)
        return item && comesOver(item) ? newAddress(this.index, item, this.slugs, this.locale) : null
      },
      category: (slug) => {
        const term = this.index.terms.find((t) => t.slug === slug)
        return term ? categoryAddress(this.locale, term.newSlug) : null
      },
      href: (url) => this.href(url),
      note: (message) => this.report.note(`Valikko ${menu}`, message),
    })
    this.report.count('menuItems', result.changed ? 'imported' : 'existing', result.placed)
    this.report.count('menuItems', 'skipped', result.left)
    this.done += result.placed + result.left
    await this.progress(`Valikko ${menu}`)
  }
}

/** The keys a picture's URL is known by: its path, and its path without WordPress's `-300x200` size suffix. */
export function mediaKeys(url: string): string[] {
  let path: string
  try {
    path = decodeURIComponent(new URL(url, 'http://x.invalid').pathname).toLowerCase()
  } catch {
    return []
  }
  const marker = '/wp-content/uploads/'
  const at = path.indexOf(marker)
  const relative = at >= 0 ? path.slice(at + marker.length) : path.replace(/^\/+/, '')
  const original = relative.replace(/-\d+x\d+(\.[a-z0-9]+)$/, '$1').replace(/-scaled(\.[a-z0-9]+)$/, '$1')
  return original === relative ? [relative] : [relative, original]
}

/** True for an address in WordPress's uploads folder (a file, not a page). */
function isUpload(url: string): boolean {
  return /\/wp-content\/uploads\//.test(url)
}

/** An uploaded file's public address, from its stored name. */
function fileAddress(pathOrName: string): string {
  const name = pathOrName.split('/').pop() ?? ''
  return mediaFileUrl(name, `/api/media/file/${encodeURIComponent(name)}`)
}

function validEmail(email: string): boolean {
  return /^[^\s@]{1,64}@[^\s@]+\.[a-z]{2,}$/i.test(email) && email.length <= 254
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data
    const first = data?.errors?.[0]
    if (first?.message) return `${first.path ? `${first.path}: ` : ''}${first.message}`
  }
  return error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300)
}
