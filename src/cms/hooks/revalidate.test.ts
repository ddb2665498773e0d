import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { contentRevision } from '@/lib/content-revision'
import { isAutosave, pageIndexChanged, revalidateTags, touchesPublished } from './revalidate'

describe('what a page change revalidates', () => {
  const page = { id: 3, title: 'Palvelut', path: 'palvelut', parent: 1, _status: 'published' as const }

  it('leaves the page index alone when only the content changed', () => {
    expect(pageIndexChanged({ ...page }, page)).toBe(false)
    // A populated parent is the same parent.
    expect(pageIndexChanged({ ...page, parent: { id: 1 } }, page)).toBe(false)
  })

  it('refreshes the index on new pages and on title, address, parent or status changes', () => {
    expect(pageIndexChanged(page, undefined)).toBe(true)
    expect(pageIndexChanged({ ...page, title: 'Palvelumme' }, page)).toBe(true)
    expect(pageIndexChanged({ ...page, path: 'palvelumme' }, page)).toBe(true)
    expect(pageIndexChanged({ ...page, parent: null }, page)).toBe(true)
    expect(pageIndexChanged({ ...page, _status: 'draft' }, page)).toBe(true)
  })

  it('ignores drafts of pages that were never published', () => {
    expect(touchesPublished({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(touchesPublished({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(touchesPublished({ _status: 'published' }, undefined)).toBe(true)
  })
})

describe('autosave', () => {
  it('is told apart by the query flag the admin sends', () => {
    expect(isAutosave({ query: { autosave: 'true', draft: 'true' } })).toBe(true)
    expect(isAutosave({ query: { draft: 'true' } })).toBe(false)
    expect(isAutosave({ query: { autosave: 'false' } })).toBe(false)
  })
})

describe('an expiry', () => {
  const req = (context: Record<string, unknown>) =>
    ({ context, payload: { logger: { debug: () => undefined } } }) as unknown as PayloadRequest

  it("moves this process's content count on, so what was kept from pages is checked again", async () => {
    const before = contentRevision()
    await revalidateTags(req({}), ['sivu-3'])
    expect(contentRevision()).toBe(before + 1)
    await revalidateTags(req({ disableRevalidate: true }), ['sivu-3'])
    expect(contentRevision()).toBe(before + 1)
  })
})
