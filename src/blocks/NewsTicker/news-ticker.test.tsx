import { describe, expect, it } from 'vitest'
import { TICKER } from '@/lib/constants'
import { ctx, render } from '../../../tests/unit/render'
import { NewsTickerWidget, tickerInterval } from './Component'

describe('news ticker widget', () => {
  it('is a labelled list with links and a pause button', () => {
    const doc = render(
      <NewsTickerWidget
        block={{
          blockType: 'newsTicker',
          title: 'Ajankohtaista',
          items: [
            { text: 'Uusi toimisto' },
            { text: 'Rekrytoimme', hasLink: true, link: { type: 'custom', url: '/ura' } },
            { text: '' },
          ],
        }}
        ctx={ctx}
      />,
    )
    const list = doc.querySelector('ul')
    expect(doc.getElementById(list?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Ajankohtaista')
    expect(doc.querySelectorAll('li')).toHaveLength(2)
    expect(doc.querySelector('li')?.getAttribute('data-tick')).toBe('current')
    expect(doc.querySelector('li a')?.getAttribute('href')).toBe('/ura')
    expect(doc.querySelector('button')?.textContent).toBe('Pysäytä')
    // docs/widgets.md: direction up and the slow speed by default.
    const style = doc.body.firstElementChild?.getAttribute('style')
    expect(style).toContain('--ticker-dir:1')
    expect(style).toContain('--ticker-speed:600ms')
  })

  it('has no pause button for one item and renders nothing for none; bad intervals fall back', () => {
    const one = render(
      <NewsTickerWidget
        block={{ blockType: 'newsTicker', items: [{ text: 'Yksi' }] }}
        ctx={{ ...ctx, locale: 'en' }}
      />,
    )
    expect(one.querySelector('button')).toBeNull()
    expect(one.querySelector('ul')?.getAttribute('aria-label')).toBe('News ticker')
    expect(render(<NewsTickerWidget block={{ blockType: 'newsTicker' }} ctx={ctx} />).body.innerHTML).toBe('')
    expect(tickerInterval(-5)).toBe(TICKER.interval)
    expect(tickerInterval(Number.NaN)).toBe(TICKER.interval)
    expect(tickerInterval(5000)).toBe(5000)
  })
})
