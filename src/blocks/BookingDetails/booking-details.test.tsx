import { describe, expect, it } from 'vitest'
import type { BookingDetailsBlock } from '@/payload-types'
import { ctx, pageDoc, render } from '../../../tests/unit/render'
import { BookingDetailsWidget } from './Component'

const contact = pageDoc(12, 'yhteystiedot')

const block = (extra: Partial<BookingDetailsBlock> = {}): BookingDetailsBlock => ({
  blockType: 'bookingDetails',
  service: 'Verkkosivu-uudistus',
  duration: '6–10 viikkoa',
  price: 4900,
  pricePrefix: 'alkaen',
  priceSuffix: '+ alv',
  location: 'Tampere tai etänä',
  times: [{ text: 'ma–pe 9–16' }, { text: 'Aloitus 2–4 viikon päästä' }],
  cta: {
    label: 'Pyydä tarjous',
    link: { type: 'internal', page: contact },
    field: 'palvelu',
    value: 'verkkosivut',
    anchor: 'yhteydenotto',
  },
  ...extra,
})

const terms = (doc: Document) => [...doc.querySelectorAll('dt')].map((dt) => dt.textContent)
const values = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`[data-booking="${key}"] dd`)].map((dd) => dd.textContent)

describe('booking details widget', () => {
  it('is an aside named by its heading, with the details as a description list', () => {
    const doc = render(<BookingDetailsWidget block={block()} ctx={ctx} />)
    const aside = doc.querySelector('aside')
    const heading = doc.querySelector('h2')
    expect(heading?.textContent).toBe('Varauksen tiedot')
    expect(aside?.getAttribute('aria-labelledby')).toBe(heading?.id)
    expect(terms(doc)).toEqual(['Palvelu', 'Kesto', 'Hinta', 'Paikka', 'Palveluajat'])
    expect(values(doc, 'service')).toEqual(['Verkkosivu-uudistus'])
    // One term, one definition per time row.
    expect(values(doc, 'times')).toEqual(['ma–pe 9–16', 'Aloitus 2–4 viikon päästä'])
    for (const svg of doc.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true')
  })

  it('formats the price as euros between the editor’s texts, per locale', () => {
    const fi = render(<BookingDetailsWidget block={block()} ctx={ctx} />)
    expect(values(fi, 'price')[0]?.replace(/\s/g, ' ')).toBe('alkaen 4 900 € + alv')
    const en = render(
      <BookingDetailsWidget
        block={block({ pricePrefix: 'from', priceSuffix: '+ VAT' })}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(values(en, 'price')).toEqual(['from €4,900 + VAT'])
    expect(en.querySelector('h2')?.textContent).toBe('Booking details')
    expect(terms(en)).toContain('Available times')
  })

  it('shows the price texts alone without a number, and leaves out empty rows', () => {
    const doc = render(
      <BookingDetailsWidget
        block={block({
          price: null,
          pricePrefix: 'Pyydä tarjous',
          priceSuffix: '',
          duration: ' ',
          times: [],
        })}
        ctx={ctx}
      />,
    )
    expect(values(doc, 'price')).toEqual(['Pyydä tarjous'])
    expect(terms(doc)).toEqual(['Palvelu', 'Hinta', 'Paikka'])
  })

  it('links to the contact page with the field and the fragment filled', () => {
    const doc = render(<BookingDetailsWidget block={block()} ctx={ctx} />)
    const a = doc.querySelector('a')
    expect(a?.getAttribute('href')).toBe('/yhteystiedot?palvelu=verkkosivut#yhteydenotto')
    expect(a?.textContent).toBe('Pyydä tarjous')
    const en = render(<BookingDetailsWidget block={block()} ctx={{ ...ctx, locale: 'en' }} />)
    expect(en.querySelector('a')?.getAttribute('href')).toBe(
      '/en/yhteystiedot?palvelu=verkkosivut#yhteydenotto',
    )
  })

  it('fills the service name when no value is given, and says "Ota yhteyttä" without a label', () => {
    const doc = render(
      <BookingDetailsWidget
        block={block({ cta: { link: { type: 'internal', page: contact }, field: 'palvelu' } })}
        ctx={ctx}
      />,
    )
    const a = doc.querySelector('a')
    expect(a?.getAttribute('href')).toBe('/yhteystiedot?palvelu=Verkkosivu-uudistus')
    expect(a?.textContent).toBe('Ota yhteyttä')
  })

  it('keeps hostile text as text and drops unsafe links', () => {
    const doc = render(
      <BookingDetailsWidget
        block={block({
          service: '<img src=x onerror=alert(1)>',
          cta: { link: { type: 'custom', url: 'javascript:alert(1)' }, field: 'palvelu' },
        })}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('img')).toBeNull()
    expect(values(doc, 'service')).toEqual(['<img src=x onerror=alert(1)>'])
    expect(doc.querySelector('a')).toBeNull()
  })

  it('renders nothing without a service name', () => {
    const doc = render(<BookingDetailsWidget block={block({ service: '  ' })} ctx={ctx} />)
    expect(doc.body.innerHTML).toBe('')
  })
})
