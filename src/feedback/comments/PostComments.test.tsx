import { afterEach, describe, expect, it, vi } from 'vitest'
import { botSecret, createChallenge } from '@/forms/bot/challenge'
import type { Post } from '@/payload-types'
import { ctx, render } from '../../../tests/unit/render'
import { attachFeedback } from '../items/feedback'
import { feedbackUiTexts } from '../items/texts'
import type { PublicComment } from './thread'

process.env.PAYLOAD_SECRET ??= 'post-comments-test'

const HOSTILE = [
  '<script>alert("xss")</script>',
  '<img src=x onerror="alert(1)">',
  '[klikkaa](javascript:alert(1)) <a href="javascript:alert(2)">linkki</a>',
].join('\n')

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString()
const comments: PublicComment[] = [
  { id: 1, parent: null, name: 'Tuula', text: 'Ensimmäinen kommentti.\n\nToinen kappale.', createdAt: at(1) },
  { id: 2, parent: 1, name: 'Aino', text: 'Vastaus Tuulalle.', createdAt: at(2) },
  { id: 3, parent: null, name: 'Hyökkääjä', text: HOSTILE, createdAt: at(3) },
  { id: 4, parent: 2, name: 'Ville', text: 'Vastaus vastaukseen.', createdAt: at(4) },
]
const readComments = vi.fn(async (_id: number) => comments)
vi.mock('@/data/comments', () => ({ readComments: (id: number) => readComments(id) }))

const { PostComments } = await import('./PostComments')
const post = { id: 3, title: 'Näppäimistöllä läpi koko sivuston' } as Post

async function page() {
  return render(await PostComments({ post, ctx }))
}

describe('PostComments (server HTML)', () => {
  it('threads two levels: replies, and replies to replies, under the top comment', async () => {
    const doc = await page()
    const section = doc.querySelector('section#kommentit')
    expect(section?.querySelector('h2')?.textContent).toBe('Kommentit (4)')
    const top = [...(section?.querySelectorAll(':scope > ol > li') ?? [])]
    expect(top.map((li) => li.querySelector('article')?.getAttribute('aria-label'))).toEqual([
      'Tuula',
      'Hyökkääjä',
    ])
    const replies = [...(top[0]?.querySelectorAll(':scope > ol > li > article') ?? [])]
    expect(replies.map((a) => a.getAttribute('aria-label'))).toEqual(['Aino', 'Ville'])
    expect(doc.querySelectorAll('ol ol ol')).toHaveLength(0)
  })

  it('renders hostile text as inert text: no element, handler or javascript: link', async () => {
    const doc = await page()
    const article = doc.querySelector('#kommentti-3')
    expect(article?.querySelector('script, img, [onerror]')).toBeNull()
    expect(doc.querySelector('script, img, [onerror], a[href^="javascript"]')).toBeNull()
    expect(article?.textContent).toContain('<script>alert("xss")</script>')
    expect(article?.textContent).toContain('<img src=x onerror="alert(1)">')
    expect(article?.querySelectorAll('a')).toHaveLength(1) // its reply link only
  })

  it('shows the absolute Finnish date in a time element and never an email', async () => {
    const doc = await page()
    const time = doc.querySelector('#kommentti-1 time')
    expect(time?.getAttribute('datetime')).toBe(at(1))
    expect(time?.textContent).toBe('1. marraskuuta 2026')
    expect(doc.body.innerHTML).not.toMatch(/@/)
  })

  it('offers replies to top comments: a link to the form and a reply-to list that work without JavaScript', async () => {
    const doc = await page()
    const link = doc.querySelector<HTMLAnchorElement>('#kommentti-1 a[data-reply]')
    expect(link?.getAttribute('href')).toBe('#kommentoi')
    expect(link?.getAttribute('aria-label')).toBe('Vastaa kommenttiin: Tuula')
    expect(doc.querySelector('#kommentti-2 a[data-reply]')).toBeNull()
    const select = doc.querySelector<HTMLSelectElement>('#kommentoi select[name="parent"]')
    expect([...(select?.options ?? [])].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Ei mihinkään (uusi kommentti)'],
      ['1', 'Tuula: Ensimmäinen kommentti. Toinen kappale.'],
      ['3', expect.stringMatching(/^Hyökkääjä: <script>alert\("xss"\)<\/script> <img src=x/)],
    ])
    expect(doc.querySelector('#kommentoi form')?.getAttribute('action')).toBe('/api/posts/3/comments')
  })
})

describe('the comment section in the browser (feedback.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  async function mount() {
    const html = (await page()).body.innerHTML
    document.body.innerHTML = html
    const root = document.querySelector<HTMLElement>('section#kommentit')
    if (!root) throw new Error('no section')
    const posts: FormData[] = []
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/challenge'))
        return Response.json(createChallenge({ secret: botSecret(), maxNumber: 20 }))
      posts.push(init?.body as FormData)
      return Response.json(
        {
          status: 'held',
          message: 'Kiitos! Kommenttisi näkyy, kun olemme tarkistaneet sen.',
          invalid_fields: [],
        },
        { status: 202 },
      )
    })
    vi.stubGlobal('fetch', fetch)
    const detach = attachFeedback(root, {
      locale: 'fi',
      form: { kind: 'comment', texts: feedbackUiTexts('comment', 'fi') },
    })
    const form = root.querySelector('form') as HTMLFormElement
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement
    const status = form.querySelector('[role="status"]') as HTMLElement
    return { root, form, field, status, fetch, posts, detach }
  }

  it('turns dates relative, keeping the date as the tooltip', async () => {
    // The clock is pinned two weeks after the first comment, so the words do not change with the date.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 15, 10)))
    try {
      const { root } = await mount()
      const time = root.querySelector('#kommentti-1 time') as HTMLTimeElement
      expect(time.textContent).toBe('2 viikkoa sitten')
      expect(time.title).toBe('1. marraskuuta 2026')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows Finnish errors beside the fields, says so in the live region and focuses the first', async () => {
    const { form, field, status, fetch } = await mount()
    form.requestSubmit()
    await vi.waitFor(() => expect(status.textContent).toContain('Tarkista tiedot'))
    expect(form.noValidate).toBe(true)
    expect(field('name').getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${field('name').id}-error`)?.textContent).toBe(
      'Tämä kenttä on pakollinen.',
    )
    expect(field('parent').hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(field('name'))
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/comments'), expect.anything())
  })

  it('a reply link picks the comment in the reply-to list and moves focus there', async () => {
    const { root, field } = await mount()
    root.querySelector<HTMLElement>('#kommentti-1 a[data-reply]')?.click()
    expect(field('parent').value).toBe('1')
    expect(document.activeElement).toBe(field('parent'))
  })

  it('sends with the solved proof of work, then thanks, clears the form and focuses the answer', async () => {
    const { form, field, status, posts } = await mount()
    field('parent').value = '1'
    field('name').value = 'Riikka'
    field('email').value = 'riikka@example.fi'
    field('text').value = 'Hyvä vinkki!'
    form.requestSubmit()
    await vi.waitFor(
      () => expect(status.textContent).toBe('Kiitos! Kommenttisi näkyy, kun olemme tarkistaneet sen.'),
      {
        timeout: 5000,
      },
    )
    const sent = posts[0]
    expect(sent?.get('text')).toBe('Hyvä vinkki!')
    expect(sent?.get('parent')).toBe('1')
    expect(String(sent?.get('_cf_bot'))).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(status.dataset.tone).toBe('success')
    expect(document.activeElement).toBe(status)
    expect(field('text').value).toBe('')
  })

  it('shows the server’s field errors', async () => {
    const { form, field, status, fetch } = await mount()
    fetch.mockImplementation(async (url: string) =>
      url.endsWith('/challenge')
        ? Response.json(createChallenge({ secret: botSecret(), maxNumber: 20 }))
        : Response.json(
            {
              status: 'validation_failed',
              message: 'Virhe.',
              invalid_fields: [{ field: 'parent', message: 'Kommenttia, johon vastaat, ei löytynyt.' }],
            },
            { status: 400 },
          ),
    )
    field('name').value = 'Riikka'
    field('email').value = 'riikka@example.fi'
    field('text').value = 'Hei'
    form.requestSubmit()
    await vi.waitFor(() => expect(status.textContent).toBe('Virhe.'), { timeout: 5000 })
    expect(field('parent').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('parent'))
  })
})
