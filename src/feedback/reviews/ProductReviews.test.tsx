import { describe, expect, it, vi } from 'vitest'
import type { PublicReview } from '@/data/reviews'
import type { Product } from '@/payload-types'
import { ctx, render } from '../../../tests/unit/render'
import { clampRating, RatingStars } from './RatingStars'

process.env.PAYLOAD_SECRET ??= 'product-reviews-test'

const reviews: PublicReview[] = [
  {
    id: 1,
    name: 'Leena',
    rating: 5,
    text: 'Erinomainen.\nSuosittelen.',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  { id: 2, name: 'Pekka', rating: 4, text: 'Hyvä.', createdAt: '2026-11-10T10:00:00.000Z' },
  { id: 3, name: 'Sofia', rating: 5, text: 'Great.', createdAt: '2026-11-01T10:00:00.000Z' },
]
const readReviews = vi.fn(async (_id: number) => reviews)
vi.mock('@/data/reviews', () => ({ readReviews: (id: number) => readReviews(id) }))

const { ProductReviews } = await import('./ProductReviews')
const product = { id: 7, title: 'Verkkosivupaketti Start' } as Product

async function page(locale: 'fi' | 'en' = 'fi') {
  return render(await ProductReviews({ product, ctx: { ...ctx, locale } }))
}

describe('RatingStars', () => {
  it('names the rating for screen readers and never draws more than five stars', () => {
    const doc = render(<RatingStars value={4} locale="fi" />)
    const img = doc.querySelector('[role="img"]')
    expect(img?.getAttribute('aria-label')).toBe('Arvosana 4 / 5')
    expect(img?.getAttribute('style')).toContain('--rating:80%')
    const many = render(<RatingStars value={9} locale="en" />).querySelector('[role="img"]')
    expect(many?.getAttribute('aria-label')).toBe('Rated 5 out of 5')
    expect(many?.getAttribute('style')).toContain('--rating:100%')
    expect([clampRating(-2), clampRating(Number.NaN), clampRating(4.7)]).toEqual([0, 0, 4.7])
  })
})

describe('ProductReviews (server HTML)', () => {
  it('shows the average, count and each review without emails', async () => {
    const doc = await page()
    expect(readReviews).toHaveBeenCalledWith(7)
    expect(doc.querySelector('p [role="img"]')?.getAttribute('aria-label')).toBe('Arvosana 4,7 / 5')
    expect(doc.body.textContent).toContain('4,7 / 5 (3 arviota)')
    const items = [...doc.querySelectorAll('ol > li article')]
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual(['Leena', 'Pekka', 'Sofia'])
    expect(items[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Arvosana 5 / 5')
    const time = items[0]?.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z')
    expect(time?.textContent).toBe('20. marraskuuta 2026')
    expect(time?.hasAttribute('data-relative')).toBe(true)
    expect(items[0]?.querySelector('p')?.innerHTML).toBe(
      '<span>Erinomainen.</span><span><br>Suosittelen.</span>',
    )
    expect(doc.body.innerHTML).not.toContain('@')
  })

  it('has a star input: a fieldset with a legend and five native radios with Finnish names', async () => {
    const doc = await page()
    const fieldset = doc.querySelector('fieldset[data-field="rating"]')
    expect(fieldset?.querySelector('legend')?.textContent).toContain('Arvosana')
    const radios = [
      ...(fieldset?.querySelectorAll<HTMLInputElement>('input[type="radio"][name="rating"]') ?? []),
    ]
    expect(radios.map((r) => r.value)).toEqual(['1', '2', '3', '4', '5'])
    expect(radios.every((r) => r.required)).toBe(true)
    const labels = radios.map((r) => doc.querySelector(`label[for="${r.id}"]`)?.textContent)
    expect(labels).toEqual(['1 tähti', '2 tähteä', '3 tähteä', '4 tähteä', '5 tähteä'])
    expect(fieldset?.getAttribute('aria-describedby')).toBe('review-7-rating-error')
  })

  it('has a form that posts without JavaScript, with the bot fields', async () => {
    const doc = await page()
    const form = doc.querySelector('form')
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.getAttribute('action')).toBe('/api/products/7/reviews')
    for (const name of ['name', 'email', 'text']) {
      const control = form?.querySelector<HTMLInputElement>(`[name="${name}"]`)
      expect(control?.required).toBe(true)
      expect(doc.querySelector(`label[for="${control?.id}"]`)).not.toBeNull()
    }
    expect(form?.querySelector('textarea')?.getAttribute('maxlength')).toBe('5000')
    expect(form?.querySelector('input[name="_cf_locale"]')?.getAttribute('value')).toBe('fi')
    expect(form?.querySelector('input[name="_cf_website"]')).not.toBeNull()
    expect(form?.innerHTML).toContain('<noscript>')
    expect(form?.querySelector('[role="status"]')).not.toBeNull()
  })

  it('in English, and with no reviews yet', async () => {
    readReviews.mockResolvedValueOnce([])
    const doc = await page('en')
    expect(doc.body.textContent).toContain('No reviews yet')
    expect(doc.querySelector('ol')).toBeNull()
    expect(doc.querySelector('h2')?.textContent).toBe('Write a review')
    expect(doc.querySelector('legend')?.textContent).toContain('Rating')
  })
})
