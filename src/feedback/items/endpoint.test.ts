// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { botSecret } from '@/forms/bot/challenge'
import { HONEYPOT_FIELD } from '@/forms/bot/honeypot'
import { noscriptQuestion } from '@/forms/bot/noscript-check'
import { HIDDEN_FIELDS } from '@/forms/protocol'

process.env.PAYLOAD_SECRET ??= 'feedback-endpoint-test'

type Row = Record<string, unknown> & { id: number }

/** The slice of the Local API the endpoint and the bot checks use, over plain arrays. */
function fakePayload() {
  const rows: Record<string, Row[]> = { reviews: [], comments: [], 'form-challenges': [] }
  const published: Record<string, Row[]> = {
    products: [{ id: 7, title: 'Verkkosivupaketti Start' }],
    posts: [{ id: 3, title: 'Näppäimistöllä läpi koko sivuston' }],
  }
  let next = 100
  const payload = {
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() },
    sendEmail: vi.fn(async () => undefined),
    findGlobal: vi.fn(async () => ({ notificationEmail: 'hei@kajodigital.example' })),
    find: vi.fn(async ({ collection, where }: { collection: string; where: unknown }) => {
      if (collection === 'form-challenges') return { docs: [] }
      const id = (where as { and: [{ id: { equals: number } }] }).and[0].id.equals
      return { docs: (published[collection] ?? []).filter((doc) => doc.id === id) }
    }),
    findByID: vi.fn(
      async ({ collection, id }: { collection: string; id: number }) =>
        rows[collection]?.find((row) => row.id === id) ?? null,
    ),
    count: vi.fn(async ({ collection }: { collection: string }) => ({
      totalDocs: rows[collection]?.length ?? 0,
    })),
    create: vi.fn(async ({ collection, data }: { collection: string; data: Record<string, unknown> }) => {
      const row = { ...data, id: next++ }
      rows[collection]?.push(row)
      return row
    }),
  }
  return { payload, rows }
}

let fake = fakePayload()
const payloadClient = vi.fn(async () => fake.payload)
vi.mock('@/data/payload', () => ({ payloadClient: () => payloadClient() }))

const { postFeedback, MAX_FEEDBACK_BYTES, replyParent } = await import('./endpoint')
const { readCappedForm } = await import('@/forms/feedback')

/** A post as the no-JavaScript form sends it: fields, locale, and the sum answered. */
function form(fields: Record<string, string>, { locale = 'fi', sum = true } = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set(HIDDEN_FIELDS.locale, locale)
  const { token } = noscriptQuestion(botSecret(), 1, 'fi')
  const [, a, b] = token.split('.')
  body.set(HIDDEN_FIELDS.noscriptToken, token)
  body.set(HIDDEN_FIELDS.noscriptAnswer, sum ? String(Number(a) + Number(b)) : '0')
  return body
}

const review = { rating: '5', name: 'Aino', email: 'aino@example.fi', text: 'Hyvä paketti.' }
const comment = { name: 'Ville', email: 'ville@example.fi', text: 'Kiitos artikkelista!' }

function request(path: string, body: FormData | string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', ...headers },
  })
}

async function send(
  kind: 'review' | 'comment',
  target: string,
  body: FormData,
  headers?: Record<string, string>,
) {
  const path = kind === 'review' ? `/api/products/${target}/reviews` : `/api/posts/${target}/comments`
  const response = await postFeedback(kind, request(path, body, headers), target)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeEach(() => {
  fake = fakePayload()
  payloadClient.mockClear()
})

describe('refused before any database work', () => {
  it.each(['0', '6', '5 OR 1=1', '4.5', ''])('rating %j → 400 with a Finnish message', async (rating) => {
    const answer = await send('review', '7', form({ ...review, rating }))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [{ field: 'rating', message: 'Valitse arvosana 1–5.' }],
    })
    expect(payloadClient).not.toHaveBeenCalled()
  })

  it('a 100 000-character comment → 400 "Kommentti on liian pitkä…"', async () => {
    const answer = await send('comment', '3', form({ ...comment, text: 'x'.repeat(100_000) }))
    expect(answer.status).toBe(400)
    expect(answer.body.invalid_fields).toEqual([
      { field: 'text', message: 'Kommentti on liian pitkä (enintään 5\u00a0000 merkkiä).' },
    ])
    expect(payloadClient).not.toHaveBeenCalled()
  })

  it('missing fields → 400 naming each', async () => {
    const answer = await send('comment', '3', form({}))
    expect(answer.status).toBe(400)
    expect((answer.body.invalid_fields as { field: string }[]).map((f) => f.field)).toEqual([
      'name',
      'email',
      'text',
    ])
  })

  it('a body over the cap → 413, whatever Content-Length says', async () => {
    const big = new FormData()
    big.set('text', 'x'.repeat(MAX_FEEDBACK_BYTES + 1))
    const answer = await send('comment', '3', big)
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe('Lähetys on liian suuri.')
    // A chunked body has no length to trust: the reader stops at the cap.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(97))
      },
    })
    const chunked = new Request('http://localhost/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    await expect(readCappedForm(chunked, MAX_FEEDBACK_BYTES)).rejects.toMatchObject({ status: 413 })
  })

  it('JSON or other bodies → 415', async () => {
    const response = await postFeedback(
      'review',
      request('/api/products/7/reviews', JSON.stringify(review), { 'content-type': 'application/json' }),
      '7',
    )
    expect(response.status).toBe(415)
    expect((await response.json()).message).toBe(
      'Lähetä lomake multipart/form-data- tai application/x-www-form-urlencoded-muodossa.',
    )
  })
})

describe('a good post', () => {
  it('is stored as pending (never approved by the visitor) and notifies the editors', async () => {
    const answer = await send('review', '7', form({ ...review, status: 'approved' }))
    expect(answer).toEqual({
      status: 202,
      body: {
        status: 'held',
        message: 'Kiitos! Arviosi näkyy, kun olemme tarkistaneet sen.',
        invalid_fields: [],
      },
    })
    expect(fake.rows.reviews).toEqual([
      expect.objectContaining({ product: 7, rating: 5, name: 'Aino', status: 'pending', locale: 'fi' }),
    ])
    expect(fake.payload.sendEmail).toHaveBeenCalledTimes(1)
    expect(fake.payload.sendEmail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'hei@kajodigital.example',
        replyTo: 'aino@example.fi',
        subject: 'Uusi arvio odottaa tarkistusta: Verkkosivupaketti Start',
        text: expect.stringMatching(/\/admin\/collections\/reviews\/\d+$/),
      }),
    )
  })

  it('answers in English when the form is English', async () => {
    const answer = await send('comment', '3', form(comment, { locale: 'en' }))
    expect(answer.body.message).toBe('Thank you! Your comment will appear once we have checked it.')
  })

  it('answers a browser without JavaScript with a page and a way back', async () => {
    const response = await postFeedback(
      'comment',
      request('/api/posts/3/comments', form({ ...comment, text: '' }), {
        accept: 'text/html',
        referer: 'http://localhost/blogi/nappaimistolla-lapi-sivuston',
        host: 'localhost',
      }),
      '3',
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<strong>Kommentti</strong>: Tämä kenttä on pakollinen.')
    expect(html).toContain('href="/blogi/nappaimistolla-lapi-sivuston#kommentoi"')
  })

  it("leads a refused review back to the product page's reviews tab, in the form's language", async () => {
    const refused = async (locale: 'fi' | 'en', page: string) => {
      const response = await postFeedback(
        'review',
        request('/api/products/7/reviews', form({ ...review, rating: '6' }, { locale }), {
          accept: 'text/html',
          referer: `http://localhost${page}`,
          host: 'localhost',
        }),
        '7',
      )
      expect(response.status).toBe(400)
      return response.text()
    }
    expect(await refused('fi', '/tuotteet/start')).toContain('href="/tuotteet/start#arviot"')
    expect(await refused('en', '/en/products/start')).toContain('href="/en/products/start#reviews"')
  })

  it('a product or post that is not published → 404', async () => {
    expect((await send('review', '8', form(review))).status).toBe(404)
    expect((await send('comment', 'abc', form(comment))).status).toBe(404)
  })
})

describe('bot checks and rate limit', () => {
  it('a wrong sum or a filled honeypot → 403 with a fresh challenge; nothing stored', async () => {
    const wrong = await send('comment', '3', form(comment, { sum: false }))
    expect(wrong.status).toBe(403)
    expect(wrong.body.captcha).toMatchObject({ algorithm: 'SHA-256' })
    const honey = form(comment)
    honey.set(HONEYPOT_FIELD, 'http://spam.example')
    expect((await send('comment', '3', honey)).status).toBe(403)
    expect(fake.rows.comments).toEqual([])
    expect(fake.payload.sendEmail).not.toHaveBeenCalled()
  })

  it('the 11th post within ten minutes → 429 with its own message', async () => {
    for (let i = 0; i < 10; i++) expect((await send('comment', '3', form(comment))).status).toBe(202)
    const limited = await send('comment', '3', form(comment))
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/liian monta/)
  })

  it('a post whose storing fails → 503, and it has not counted towards the rate limit', async () => {
    const create = fake.payload.create.getMockImplementation()
    fake.payload.create.mockImplementation(async (args) => {
      if (args.collection === 'comments') throw new Error('database gone')
      return create ? create(args) : { id: 0 }
    })
    const failed = await send('comment', '3', form(comment))
    expect(failed.status).toBe(503)
    expect(fake.rows.comments).toEqual([])
    expect(fake.rows['form-challenges']).toEqual([])
  })
})

describe('replies', () => {
  const seed = (rows: Row[]) => fake.rows.comments?.push(...rows)

  it('go under an approved comment of the same post', async () => {
    seed([{ id: 1, post: 3, parent: null, status: 'approved' }])
    expect((await send('comment', '3', form({ ...comment, parent: '1' }))).status).toBe(202)
    expect(fake.rows.comments?.at(-1)).toMatchObject({ parent: 1, post: 3 })
  })

  it('to a reply go under its top comment (two levels)', async () => {
    seed([
      { id: 1, post: 3, parent: null, status: 'approved' },
      { id: 2, post: 3, parent: 1, status: 'approved' },
    ])
    expect(await replyParent(fake.payload as never, 3, 2)).toBe(1)
  })

  it.each([
    ['pending', { id: 1, post: 3, parent: null, status: 'pending' }],
    ['on another post', { id: 1, post: 4, parent: null, status: 'approved' }],
  ])('to a comment %s → 400', async (_, row) => {
    seed([row])
    const answer = await send('comment', '3', form({ ...comment, parent: '1' }))
    expect(answer.status).toBe(400)
    expect(answer.body.invalid_fields).toEqual([
      { field: 'parent', message: 'Kommenttia, johon vastaat, ei löytynyt.' },
    ])
  })

  it('to an unknown comment → 400', async () => {
    expect((await send('comment', '3', form({ ...comment, parent: '999' }))).status).toBe(400)
  })
})
