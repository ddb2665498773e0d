// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { KEPT_LISTS, keptLists, pageList } from './page-lists'

/** Same key as OWN_PAGE_KEY in scripts/server.mjs: stands in for the server's in-process renderer. */
const OWN_PAGE_KEY = Symbol.for('kajo.own-page')

const page = (items: number[]) =>
  `<html><body><div id="lista-a" data-list="" data-cur-page="1"><ul data-list-items="">${items
    .map((id) => `<li data-post-id="${id}">${id}</li>`)
    .join('')}</ul></div></body></html>`

type Asked = { path: string; etag: string | undefined }

/** A page cache with one version per address; `publish` gives an address a new version. */
function serveVersions() {
  const asked: Asked[] = []
  const versions = new Map<string, number>()
  Reflect.set(globalThis, OWN_PAGE_KEY, async (path: string, headers: Record<string, string>) => {
    asked.push({ path, etag: headers['if-none-match'] })
    if (path === '/puuttuu') return { status: 404, headers: {}, body: 'ei' }
    const version = versions.get(path) ?? 1
    const etag = `"${path}-${version}"`
    if (headers['if-none-match'] === etag) return { status: 304, headers: { etag }, body: '' }
    return { status: 200, headers: { etag }, body: page(version === 1 ? [1, 2] : [3]) }
  })
  return { asked, publish: (path: string) => versions.set(path, (versions.get(path) ?? 1) + 1) }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, OWN_PAGE_KEY)
})

describe("a list state's pieces", () => {
  it('are cut from the page once, then revalidated by ETag until the page changes', async () => {
    const { asked, publish } = serveVersions()
    const ids = async () => {
      const found = await pageList('/blogi/~0~date~desc~2', 'lista-a')
      return found.kind === 'found' ? found.parts.items.map((item) => item.id) : found.kind
    }
    expect(await ids()).toEqual([1, 2])
    expect(await ids()).toEqual([1, 2])
    expect(asked.map((a) => a.etag)).toEqual([undefined, '"/blogi/~0~date~desc~2-1"'])
    publish('/blogi/~0~date~desc~2')
    expect(await ids()).toEqual([3])
    expect(await ids()).toEqual([3])
    expect(asked.at(-1)?.etag).toBe('"/blogi/~0~date~desc~2-2"')
  })

  it('say so for a missing page and for a page without that list', async () => {
    serveVersions()
    expect((await pageList('/puuttuu', 'lista-a')).kind).toBe('notFound')
    expect((await pageList('/sivu', 'lista-b')).kind).toBe('noList')
  })

  it('are kept for at most KEPT_LISTS states, however many are asked for', async () => {
    serveVersions()
    for (let i = 0; i < KEPT_LISTS + 50; i++) await pageList(`/blogi/~0~date~desc~${i + 2}`, 'lista-a')
    expect(keptLists()).toBe(KEPT_LISTS)
  })
})
