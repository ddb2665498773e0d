import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ctx, render } from '../../../tests/unit/render'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { LongTextBoxWidget } from './Component'
import { attachLongText, rowOf } from './long-text'

const text = (value: string): WidgetMap['heading'] => ({ blockType: 'heading', text: value, level: 'h4' })

function view(block: Partial<WidgetMap['longTextBox']>, locale: 'fi' | 'en' = 'fi') {
  return render(
    <LongTextBoxWidget
      block={{
        blockType: 'longTextBox',
        title: 'Tarina',
        text: 'Johdanto',
        content: [text('Lisää')],
        ...block,
      }}
      ctx={{ ...ctx, locale }}
      Widgets={RenderWidgets}
    />,
  )
}

describe('long-text box widget', () => {
  it('shows the intro and a "Lue lisää" button controlling the hidden expanded content', () => {
    const doc = view({})
    expect(doc.querySelector('h3')?.textContent).toBe('Tarina')
    expect(doc.querySelector('p')?.textContent).toBe('Johdanto')
    const more = doc.querySelector('button[aria-expanded]')
    expect(more?.textContent).toBe('Lue lisää')
    expect(more?.getAttribute('aria-expanded')).toBe('false')
    const region = doc.getElementById(more?.getAttribute('aria-controls') ?? '')
    expect(region?.hasAttribute('hidden')).toBe(true)
    expect(region?.getAttribute('aria-label')).toBe('Tarina')
    expect(region?.querySelector('h4')?.textContent).toBe('Lisää')
    expect(region?.querySelector('button')?.textContent).toBe('Sulje')
  })

  it('speaks English in the en locale and takes the editor’s labels', () => {
    expect(view({}, 'en').querySelector('button')?.textContent).toBe('Read more')
    const doc = view({ readMoreLabel: 'Koko tarina', closeLabel: 'Piilota' })
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Koko tarina', 'Piilota'])
  })

  it('has no button without expanded content, and renders nothing when empty', () => {
    expect(view({ content: [] }).querySelector('button')).toBeNull()
    expect(view({ content: [] }).querySelector('p')?.textContent).toBe('Johdanto')
    expect(view({ title: null, text: null, content: null }).body.innerHTML).toBe('')
  })
})

describe('the row a long-text box hides', () => {
  function columns(...spans: Array<number | null>): HTMLElement[] {
    return spans.map((span) => {
      const el = document.createElement('div')
      if (span !== null) el.style.setProperty('--span-desktop', String(span))
      return el
    })
  }

  it('is the columns placed on the same desktop grid row as the box', () => {
    // A full-width heading, then three thirds, then a half and a half.
    const cols = columns(12, 4, 4, 4, 6, 6)
    expect(rowOf(cols, cols[1] as Element)).toEqual(cols.slice(1, 4))
    expect(rowOf(cols, cols[3] as Element)).toEqual(cols.slice(1, 4))
    expect(rowOf(cols, cols[5] as Element)).toEqual(cols.slice(4, 6))
    expect(rowOf(cols, cols[0] as Element)).toEqual(cols.slice(0, 1))
  })

  it('treats a column without a width as full width', () => {
    const cols = columns(4, null, 8)
    expect(rowOf(cols, cols[0] as Element)).toEqual(cols.slice(0, 1))
    expect(rowOf(cols, cols[2] as Element)).toEqual(cols.slice(2, 3))
  })
})

describe('long-text box behaviour', () => {
  let detach: (() => void) | undefined
  afterEach(() => detach?.())

  /** The box in the middle of a row of three thirds, under a full-width column. */
  function mount() {
    const box = renderToStaticMarkup(
      <LongTextBoxWidget
        block={{ blockType: 'longTextBox', title: 'Tarina', text: 'Johdanto', content: [text('Lisää')] }}
        ctx={ctx}
        Widgets={RenderWidgets}
      />,
    )
    const column = (span: number, inner = '') =>
      `<div data-column style="--span-desktop: ${span}">${inner}</div>`
    document.body.innerHTML = `<div>${column(12)}${column(4)}${column(4, box)}${column(4)}</div>`
    const root = document.querySelector<HTMLElement>('[data-long-more]')?.parentElement as HTMLElement
    detach = attachLongText(root)
    const columns = [...document.querySelectorAll<HTMLElement>('[data-column]')]
    const shown = () => columns.map((c) => c.style.display !== 'none')
    const more = root.querySelector('[data-long-more]') as HTMLButtonElement
    const region = root.querySelector('[data-long-region]') as HTMLElement
    const close = root.querySelector('[data-long-close]') as HTMLButtonElement
    return { columns, shown, more, region, close }
  }

  it('"Lue lisää" shows the content across the row, hides the row’s other columns, moves focus in', () => {
    const { columns, shown, more, region } = mount()
    more.click()
    expect(region.hidden).toBe(false)
    expect(more.hidden).toBe(true)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(shown()).toEqual([true, false, true, false])
    expect(columns[2]?.style.gridColumn).toBe('1 / -1')
    expect(document.activeElement).toBe(region)
  })

  it('"Sulje" restores the row and returns focus to "Lue lisää"', () => {
    const { columns, shown, more, region, close } = mount()
    more.click()
    close.click()
    expect(region.hidden).toBe(true)
    expect(more.hidden).toBe(false)
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(shown()).toEqual([true, true, true, true])
    expect(columns[2]?.hasAttribute('data-long-text-open')).toBe(false)
    expect(document.activeElement).toBe(more)
  })

  it('detaching (leaving the page) restores a row left open', () => {
    const { shown, more } = mount()
    more.click()
    detach?.()
    detach = undefined
    expect(shown()).toEqual([true, true, true, true])
  })
})
