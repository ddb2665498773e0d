import type { Payload, TypedUser } from 'payload'
import { type AnchorHTMLAttributes, act, type ButtonHTMLAttributes, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ModerationBar } from './ModerationBar'
import { ModerationControls } from './ModerationControls'
import { statusWhere } from './moderation'
import { StatusCell } from './StatusCell'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

// Payload's admin context, as far as the components read it.
const ui = vi.hoisted(() => ({
  query: { where: undefined as unknown, search: undefined as string | undefined },
  selection: {
    count: 0,
    selectAll: 'none',
    selectedIDs: [] as number[],
    toggleAll: () => {},
  },
  refresh: () => {},
  headers: {} as Record<string, string>,
}))

vi.mock('@payloadcms/ui', () => ({
  Button: ({
    buttonStyle: _style,
    size: _size,
    margin: _margin,
    ...props
  }: ButtonHTMLAttributes<HTMLButtonElement> & { buttonStyle?: string; size?: string; margin?: boolean }) => (
    <button type="button" {...props} />
  ),
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
  useConfig: () => ({
    config: { serverURL: '', routes: { api: '/api' } },
    getEntityConfig: () => ({ slug: 'reviews', admin: { listSearchableFields: ['name', 'text'] } }),
  }),
  useTranslation: () => ({ i18n: { language: 'fi' } }),
  useListQuery: () => ({ query: ui.query }),
  useSelection: () => ui.selection,
}))
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: ui.refresh }),
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`)
  },
}))
vi.mock('next/headers', () => ({ headers: async () => new Headers(ui.headers) }))

let root: Root
let fetch: ReturnType<typeof vi.fn>

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = '<div id="app"></div>'
  root = createRoot(document.getElementById('app') as HTMLElement)
  ui.query = { where: statusWhere('pending'), search: undefined }
  ui.selection = { count: 0, selectAll: 'none', selectedIDs: [], toggleAll: vi.fn() }
  ui.refresh = vi.fn()
  ui.headers = {}
  fetch = vi.fn(async () => new Response(JSON.stringify({ docs: [{ id: 7 }], errors: [] })))
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0))
})

afterEach(() => {
  act(() => root.unmount())
  vi.unstubAllGlobals()
})

const show = (element: ReactElement) => act(() => root.render(element))
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent)
/** The buttons' accessible names: their label, else their text. */
const names = () =>
  [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)
const patched = () => {
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
  return { url: decodeURIComponent(url), body: init.body }
}
/** Lets the request, the state updates and the announcement's frame run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

const COUNTS = { pending: 2, approved: 5, rejected: 1, spam: 0, all: 8 }
const HREFS = {
  pending: '/admin/collections/reviews?p',
  approved: '/admin/collections/reviews?a',
  rejected: '/admin/collections/reviews?r',
  spam: '/admin/collections/reviews?s',
  all: '/admin/collections/reviews?all',
}

describe('the status cell', () => {
  const cell = (status: string) => (
    <StatusCell
      cellData={status}
      rowData={{ id: 7, name: 'Aino Virtanen' }}
      collectionSlug="reviews"
      field={{ name: 'status', type: 'select', options: [] }}
    />
  )

  it('shows the status and buttons for the other decisions, each naming whose item it is', () => {
    show(cell('pending'))
    expect(document.querySelector('.kajo-status')?.textContent).toBe('Odottaa')
    expect(buttons()).toEqual(['Hyväksy', 'Hylkää', 'Roskapostia'])
    expect(names()).toEqual(['Hyväksy: Aino Virtanen', 'Hylkää: Aino Virtanen', 'Roskapostia: Aino Virtanen'])
    show(cell('approved'))
    expect(names()).toEqual(['Hylkää: Aino Virtanen', 'Roskapostia: Aino Virtanen'])
  })

  it('sets the status of its own row, reports it to the list and reloads the list', async () => {
    const reports: string[] = []
    const listen = (event: Event) => reports.push((event as CustomEvent<{ message: string }>).detail.message)
    window.addEventListener('kajo:moderated', listen)
    show(cell('pending'))
    act(() => document.querySelector('button')?.click())
    await settle()
    window.removeEventListener('kajo:moderated', listen)
    expect(patched()).toEqual({
      url: '/api/reviews?where[id][equals]=7&depth=0',
      body: '{"status":"approved"}',
    })
    expect(reports).toEqual(['Hyväksytty: Aino Virtanen.'])
    expect(ui.refresh).toHaveBeenCalledOnce()
  })
})

describe('the moderation controls above the table', () => {
  it('are links per status with counts; the current one is marked; no bulk actions without a selection', () => {
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    const nav = document.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBe('Näytä tilan mukaan')
    const links = [...document.querySelectorAll('nav a')]
    expect(links.map((a) => a.textContent)).toEqual([
      'Odottaa 2',
      'Hyväksytty 5',
      'Hylätty 1',
      'Roskapostia 0',
      'Kaikki 8',
    ])
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(['page', null, null, null, null])
    expect(links[4]?.getAttribute('href')).toBe(HREFS.all)
    expect(document.querySelector('fieldset')).toBeNull()
  })

  it('mark no tab for a filter of their own', () => {
    ui.query = { where: { name: { like: 'Aino' } }, search: undefined }
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    expect(document.querySelector('[aria-current]')).toBeNull()
  })

  it('act on the selected rows, announce the outcome and keep focus beside it', async () => {
    ui.selection = { count: 2, selectAll: 'some', selectedIDs: [3, 4], toggleAll: vi.fn() }
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ docs: [{ id: 3 }, { id: 4 }], errors: [] })))
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    expect(document.querySelector('legend')?.textContent).toBe('Valitut (2)')
    expect(buttons()).toEqual(['Hyväksy', 'Hylkää', 'Roskapostia'])
    act(() => document.querySelectorAll('button')[2]?.click())
    await settle()
    expect(patched()).toEqual({
      url: '/api/reviews?where[id][in][0]=3&where[id][in][1]=4&depth=0',
      body: '{"status":"spam"}',
    })
    const status = document.querySelector('[role="status"]')
    expect(status?.textContent).toBe('Roskapostia: 2 arviota.')
    expect(document.activeElement).toBe(status)
    expect(ui.selection.toggleAll).toHaveBeenCalledOnce()
    expect(ui.refresh).toHaveBeenCalledOnce()
  })

  it('act on every page’s rows through the list’s filter and search when all are selected', async () => {
    ui.query = { where: statusWhere('pending'), search: 'Aino' }
    ui.selection = { count: 30, selectAll: 'allAvailable', selectedIDs: [3, 4], toggleAll: vi.fn() }
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    act(() => document.querySelector('button')?.click())
    await settle()
    expect(patched().url).toBe(
      '/api/reviews?where[and][0][or][0][and][0][status][equals]=pending' +
        '&where[and][1][or][0][name][like]=Aino&where[and][1][or][1][text][like]=Aino&depth=0',
    )
  })

  it('announce what a row’s buttons did', async () => {
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    act(() => {
      window.dispatchEvent(new CustomEvent('kajo:moderated', { detail: { message: 'Hylätty: Aino.' } }))
    })
    await settle()
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Hylätty: Aino.')
  })

  it('say so when the change failed', async () => {
    ui.selection = { count: 1, selectAll: 'some', selectedIDs: [3], toggleAll: vi.fn() }
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ docs: [], errors: [{ message: 'Ei oikeutta.' }] }), { status: 403 }),
    )
    show(<ModerationControls slug="reviews" counts={COUNTS} hrefs={HREFS} />)
    act(() => document.querySelector('button')?.click())
    await settle()
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Tilan muuttaminen epäonnistui. Ei oikeutta.',
    )
    expect(ui.refresh).not.toHaveBeenCalled()
  })
})

describe('the moderation bar (server)', () => {
  const user = { id: 1, collection: 'users' } as unknown as TypedUser
  const payload = {
    config: { routes: { admin: '/admin' } },
    count: vi.fn(async ({ where }: { where: { status: { equals: string } } }) => ({
      totalDocs: { pending: 2, approved: 5, rejected: 1, spam: 0 }[where.status.equals] ?? 0,
    })),
  } as unknown as Payload

  it('sends an unfiltered list on to the pending items', async () => {
    await expect(
      ModerationBar({ collectionSlug: 'comments', payload, user, searchParams: { limit: '10' } }),
    ).rejects.toThrow(
      'REDIRECT /admin/collections/comments?where[or][0][and][0][status][equals]=pending&limit=10',
    )
  })

  it('never redirects a list Payload renders in a server function (a drawer)', async () => {
    ui.headers = { 'next-action': 'abc' }
    const element = await ModerationBar({ collectionSlug: 'comments', payload, user, searchParams: {} })
    expect(element).not.toBeNull()
  })

  it('counts each status as the user may read it and links each tab', async () => {
    const element = await ModerationBar({
      collectionSlug: 'reviews',
      payload,
      user,
      searchParams: { 'where[or][0][and][0][status][equals]': 'approved' },
    })
    expect(element?.props).toMatchObject({
      slug: 'reviews',
      counts: { pending: 2, approved: 5, rejected: 1, spam: 0, all: 8 },
      hrefs: { spam: '/admin/collections/reviews?where[or][0][and][0][status][equals]=spam' },
    })
    expect(payload.count).toHaveBeenCalledWith(expect.objectContaining({ user, overrideAccess: false }))
  })

  it('renders nothing for other collections or without a user', async () => {
    expect(await ModerationBar({ collectionSlug: 'pages', payload, user })).toBeNull()
    expect(await ModerationBar({ collectionSlug: 'reviews', payload })).toBeNull()
  })
})
