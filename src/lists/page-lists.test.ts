// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentChanged } from '@/lib/content-revision'
import { KEPT_LISTS, keptLists, LIST_RECHECK_MS, pageList } from './page-lists'

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
    return { status: 200, headers: { etag }, body: page(version === 1 ? [1, 2] : [version + 1]) }
  })
  return { asked, publish: (path: string) => versions.set(path, (versions.get(path) ?? 1) + 1) }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, OWN_PAGE_KEY)
  vi.useRealTimers()
})

describe("a list state's pieces", () => {
  it('are cut from the page once, then answer alone for a while, then are revalidated by ETag', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { asked, publish } = serveVersions()
    const address = '/blogi/~0~date~desc~2'
    const ids = async () => {
      const found = await pageList(address, 'lista-a')
      return found.kind === 'found' ? found.parts.items.map((item) => item.id) : found.kind
    }
    const etags = () => asked.map((a) => a.etag)
    expect(await ids()).toEqual([1, 2])
    vi.advanceTimersByTime(LIST_RECHECK_MS - 1)
    expect(await ids()).toEqual([1, 2])
    expect(etags()).toEqual([undefined])
    vi.advanceTimersByTime(1)
    expect(await ids()).toEqual([1, 2])
    expect(etags()).toEqual([undefined, `"${address}-1"`])
    // A publish in this process (its hooks move the count on) is seen at once.
    publish(address)
    contentChanged()
    expect(await ids()).toEqual([3])
    expect(etags()).toEqual([undefined, `"${address}-1"`, `"${address}-1"`])
    expect(await ids()).toEqual([3])
    expect(asked).toHaveLength(3)
    // A publish elsewhere (another instance) reaches the pieces once their time is up.
    publish(address)
    expect(await ids()).toEqual([3])
    vi.advanceTimersByTime(LIST_RECHECK_MS)
    expect(await ids()).toEqual([4])
    expect(etags().at(-1)).toBe(`"${address}-2"`)
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
