import { describe, expect, it } from 'vitest'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { TimelineWidget } from './Component'
import { validateDateTime } from './config'

describe('timeline widget', () => {
  it('is an ordered list of items with date, heading, text, icon and image', () => {
    const doc = render(
      <TimelineWidget
        block={{
          blockType: 'timeline',
          headingLevel: 'h4',
          items: [
            {
              label: '2014',
              dateTime: '2014',
              title: 'Perustettiin',
              text: 'Kaksi ihmistä.',
              icon: 'rocket',
            },
            { label: 'Kevät 2021', title: 'Muutto', image: mediaDoc() },
            { label: 'Pian', dateTime: 'ei-päivä', title: 'Seuraava' },
          ],
        }}
        ctx={ctx}
      />,
    )
    const items = doc.querySelectorAll('ol > li')
    expect(items).toHaveLength(3)
    expect([...doc.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Perustettiin',
      'Muutto',
      'Seuraava',
    ])
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2014')
    // A label without a valid machine date stays plain text.
    expect(items[1]?.querySelector('time')).toBeNull()
    expect(items[2]?.querySelector('time')).toBeNull()
    expect(items[2]?.textContent).toContain('Pian')
    // The marker (icon or dot) is decorative.
    expect(items[0]?.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
    expect(items[1]?.querySelector('img')?.getAttribute('alt')).toBe('Järvimaisema')
    expect(doc.querySelector('.alternate')).not.toBeNull()
  })

  it('renders nothing without items, skips untitled ones, and keeps one side when asked', () => {
    expect(
      render(<TimelineWidget block={{ blockType: 'timeline', items: [] }} ctx={ctx} />).body.innerHTML,
    ).toBe('')
    const doc = render(
      <TimelineWidget
        block={{
          blockType: 'timeline',
          layout: 'start',
          items: [{ title: ' ' }, { title: 'Ainoa', image: 7 }],
        }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelectorAll('li')).toHaveLength(1)
    // An image that is only an id (not populated, or deleted) renders the item without it.
    expect(doc.querySelector('img')).toBeNull()
    expect(doc.querySelector('.alternate')).toBeNull()
    expect(doc.querySelector('h3')?.textContent).toBe('Ainoa')
  })

  it('accepts a year, a month or a day as the machine-readable date', () => {
    for (const ok of ['', null, '2014', '2021-04', '2024-12-31']) expect(validateDateTime(ok)).toBe(true)
    for (const bad of ['14', '2021-13', '2021-4', 'kevät']) expect(validateDateTime(bad)).toMatch(/VVVV/)
  })
})
