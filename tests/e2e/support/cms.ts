import { randomBytes } from 'node:crypto'
import {
  type APIRequestContext,
  type Page as BrowserPage,
  test as base,
  expect,
  type Locator,
} from '@playwright/test'
import sharp from 'sharp'
import type { Config, Page } from '../../../src/payload-types'
import { scaled } from '../../support/time-scale'
import { scriptsStarted } from './scripts'

type Layout = NonNullable<Page['layout']>
type Collections = Config['collections']
type Slug = keyof Collections
type Globals = Config['globals']
type GlobalSlug = keyof Globals

export const ADMIN = { email: 'admin@kajodigital.example', password: process.env.ADMIN_PASSWORD ?? '' }

/** Signs a user (the demo admin unless told) in through the (Finnish) login page, as an editor would. */
export async function login(page: BrowserPage, user: { email: string; password: string } = ADMIN) {
  await page.goto('/admin/login')
  await page.getByLabel('Sähköposti').fill(user.email)
  await page.getByLabel('Salasana').fill(user.password)
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Opens the admin's folded rows under `scope`, one toggle per attempt, until `opened` passes.
 * Each click waits until its own toggle has opened: a toggle clicked again before its row had
 * re-rendered would close it.
 */
export async function unfold(scope: Locator, opened: () => Promise<void>, timeout = scaled(60_000)) {
  const folded = scope.locator('.collapsible__toggle--collapsed')
  await expect(async () => {
    const toggle = (await folded.count()) > 0 ? await folded.first().elementHandle() : null
    if (toggle) {
      await toggle.click()
      await expect
        .poll(() =>
          toggle.evaluate((el) => !el.isConnected || !el.matches('.collapsible__toggle--collapsed')),
        )
        .toBe(true)
    }
    await opened()
  }).toPass({ timeout })
}

/**
 * A new editor of their own (Payload remembers per user which rows were open and that the live
 * preview was, and neither may leak into other tests), signed in at 1440 px on `adminPath`.
 */
export async function signInAsNewEditor(cms: Cms, page: BrowserPage, name: string, adminPath: string) {
  const editor = { email: `${name}@kajodigital.example`, password: `${name}-salasana-1` }
  await cms.create({ collection: 'users', data: { ...editor, role: 'editor' } })
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page, editor)
  await page.goto(adminPath)
}

/** A validation failure, with the per-field messages an editor sees beside the fields. */
export class FieldErrors extends Error {
  constructor(
    readonly messages: string[],
    readonly status: number,
  ) {
    super(messages.join('; '))
  }
}

type ErrorBody = { errors?: { message?: string; data?: { errors?: { message: string }[] } }[] }

/**
 * The test's handle on the CMS: Payload's REST API as the signed-in demo admin, against the same
 * server and database the browser sees. (Loading Payload itself into Playwright's workers hung
 * now and then in Node 20's module loader, so tests go through the server instead.)
 */
export class Cms {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private async call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    data?: unknown,
    multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<T> {
    const response = await this.request.fetch(url, {
      method,
      ...(multipart ? { multipart } : { data }),
      headers: { Authorization: `JWT ${this.token}` },
    })
    const body = (await response.json()) as ErrorBody & T
    if (!response.ok()) {
      const fields = body.errors?.flatMap((e) => e.data?.errors?.map((f) => f.message) ?? []) ?? []
      if (fields.length > 0) throw new FieldErrors(fields, response.status())
      throw new Error(`${method} ${url} → ${response.status()}: ${JSON.stringify(body)}`)
    }
    return body
  }

  async create<S extends Slug>(args: {
    collection: S
    data: Record<string, unknown>
    locale?: string
  }): Promise<Collections[S]> {
    const draft = args.data._status === 'draft' ? '&draft=true' : ''
    const url = `/api/${args.collection}?locale=${args.locale ?? 'fi'}${draft}`
    return (await this.call<{ doc: Collections[S] }>('POST', url, args.data)).doc
  }

  /** A new image of the test's own (a plain PNG), which it may change without touching seeded media. */
  async uploadImage(name: string, alt: string): Promise<Collections['media']> {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer()
    const file = { name: `${name}.png`, mimeType: 'image/png', buffer: png }
    const url = '/api/media?locale=fi'
    return (
      await this.call<{ doc: Collections['media'] }>('POST', url, undefined, {
        file,
        _payload: JSON.stringify({ alt }),
      })
    ).doc
  }

  async update<S extends Slug>(args: {
    collection: S
    id: number
    data: Record<string, unknown>
    locale?: string
    /** Save a draft version, leaving the published one as it is. */
    draft?: boolean
  }): Promise<Collections[S]> {
    const url = `/api/${args.collection}/${args.id}?locale=${args.locale ?? 'fi'}${args.draft ? '&draft=true' : ''}`
    return (await this.call<{ doc: Collections[S] }>('PATCH', url, args.data)).doc
  }

  async delete<S extends Slug>(collection: S, id: number): Promise<void> {
    await this.call('DELETE', `/api/${collection}/${id}`)
  }

  findByID<S extends Slug>(args: { collection: S; id: number; locale?: string }): Promise<Collections[S]> {
    return this.call<Collections[S]>(
      'GET',
      `/api/${args.collection}/${args.id}?locale=${args.locale ?? 'fi'}&draft=true`,
    )
  }

  findGlobal<G extends GlobalSlug>(slug: G, locale = 'fi'): Promise<Globals[G]> {
    return this.call<Globals[G]>('GET', `/api/globals/${slug}?locale=${locale}&depth=0`)
  }

  /** Changes a global (site settings, header, footer); tests restore what they change in `finally`. */
  async updateGlobal<G extends GlobalSlug>(
    slug: G,
    data: Record<string, unknown>,
    locale = 'fi',
  ): Promise<Globals[G]> {
    return (await this.call<{ result: Globals[G] }>('POST', `/api/globals/${slug}?locale=${locale}`, data))
      .result
  }

  /** Any GET as the admin, for answers the typed helpers above do not cover. */
  get<T>(url: string): Promise<T> {
    return this.call<T>('GET', url)
  }

  async first<S extends Slug>(collection: S, query: string): Promise<Collections[S] | undefined> {
    return (await this.call<{ docs: Collections[S][] }>('GET', `/api/${collection}?limit=1&${query}`)).docs[0]
  }
}

/** Each page's own `goto`, before it was made to wait. */
const ownGoto = new WeakMap<BrowserPage, BrowserPage['goto']>()

/**
 * Makes `page.goto` return once the page's scripts have started (support/scripts.ts). Called again
 * for the same page (the `page` fixture, which knows the test's `javaScriptEnabled`, after its
 * context's `page` event), the later call decides.
 */
function waitForScriptsAfterGoto(page: BrowserPage, javaScriptEnabled: boolean | undefined): void {
  const goto = ownGoto.get(page) ?? page.goto.bind(page)
  ownGoto.set(page, goto)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
    if (javaScriptEnabled !== false && !early) await scriptsStarted(page)
    return response
  }
}

export const test = base.extend<object, { cms: Cms }>({
  // Every `goto` returns once the page's scripts have started, on the test's own page and on
  // pages of contexts a test opens itself (a phone, a second visitor).
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForScriptsAfterGoto(page, javaScriptEnabled)
    await use(page)
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        context.on('page', (page) => waitForScriptsAfterGoto(page, options?.javaScriptEnabled))
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  cms: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: String(workerInfo.project.use.baseURL) })
      const login = await request.post('/api/users/login', { data: ADMIN })
      if (!login.ok()) throw new Error(`demo admin login failed: ${login.status()}`)
      const { token } = (await login.json()) as { token: string }
      await use(new Cms(request, token))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'

/** Creates a page holding `layout`, so a widget can be tested on its own. Returns its address. */
export async function createTestPage(
  cms: Cms,
  layout: Layout,
  options: { title?: string; status?: 'published' | 'draft' } = {},
): Promise<{ id: number; url: string; slug: string }> {
  const slug = `testi-${randomBytes(4).toString('hex')}`
  const doc = await cms.create({
    collection: 'pages',
    data: {
      title: options.title ?? `Testisivu ${slug}`,
      slug,
      layout,
      _status: options.status ?? 'published',
    },
  })
  return { id: doc.id, url: `/${doc.path}`, slug }
}

/** Sets the header's search variant for the duration of `run`, then restores the editor's choice. */
export async function withHeaderSearch(
  cms: Cms,
  mode: 'popup' | 'overlay',
  run: () => Promise<void>,
): Promise<void> {
  const original = (await cms.findGlobal('header')).search ?? 'popup'
  await cms.updateGlobal('header', { search: mode })
  try {
    await run()
  } finally {
    await cms.updateGlobal('header', { search: original })
  }
}

/** A seeded showcase page, found by its slug in a locale: the page as stored and its address there. */
export async function showcasePage(
  cms: Cms,
  locale: 'fi' | 'en',
  slug: string,
): Promise<{ doc: Page; url: string }> {
  const doc = await cms.first('pages', `locale=${locale}&where[slug][equals]=${slug}`)
  if (!doc?.path) throw new Error(`showcase page ${slug} missing`)
  return { doc, url: locale === 'fi' ? `/${doc.path}` : `/en/${doc.path}` }
}

/** A seeded showcase page's address in a locale. */
export async function showcasePath(cms: Cms, locale: 'fi' | 'en', slug: string): Promise<string> {
  return (await showcasePage(cms, locale, slug)).url
}

/** The id of a seeded media file, by its file name. */
export async function mediaId(cms: Cms, filename: string): Promise<number> {
  const doc = await cms.first('media', `where[filename][equals]=${filename}`)
  if (!doc) throw new Error(`seeded media ${filename} missing`)
  return doc.id
}
