import { describe, expect, it } from 'vitest'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { ExpandableSectionWidget, faces } from './Component'

const text = (value: string): WidgetMap['heading'] => ({ blockType: 'heading', text: value, level: 'h3' })

function view(block: Partial<WidgetMap['expandableSection']>) {
  return render(
    <ExpandableSectionWidget
      block={{ blockType: 'expandableSection', title: 'Suljettu', content: [text('Sisältö')], ...block }}
      ctx={ctx}
      Widgets={RenderWidgets}
    />,
  )
}

describe('expandable section widget', () => {
  it('is a details element whose summary holds both states and whose content holds widgets', () => {
    const doc = view({
      icon: 'star',
      active: { title: 'Avattu', icon: 'check' },
      animation: 'fade',
    })
    const details = doc.querySelector('details')
    expect(details?.hasAttribute('open')).toBe(false)
    expect(details?.className).toContain('fade')
    expect(doc.querySelector('summary .inactive')?.textContent).toBe('Suljettu')
    expect(doc.querySelector('summary .active')?.textContent).toBe('Avattu')
    expect(doc.querySelectorAll('summary svg')).toHaveLength(2)
    expect(doc.querySelector('details > div h3')?.textContent).toBe('Sisältö')
    // The duration is the spec's, set on the element.
    expect(details?.getAttribute('style')).toContain('--expand-duration:500ms')
  })

  it('opens on load when asked, and shows one face when the states are alike', () => {
    const doc = view({ open: true })
    expect(doc.querySelector('details')?.hasAttribute('open')).toBe(true)
    expect(doc.querySelector('.inactive')).toBeNull()
    expect(doc.querySelector('summary')?.textContent).toBe('Suljettu')
  })

  it('falls back to the inactive state for empty active fields, and leaves out missing images', () => {
    const image = mediaDoc()
    const f = faces({
      blockType: 'expandableSection',
      title: 'A',
      icon: 'star',
      image,
      active: { title: ' ', image: 42 },
    })
    expect(f.active).toEqual({ title: 'A', icon: 'star', image })
    const missing = faces({ blockType: 'expandableSection', title: 'A', image: 42 })
    expect(missing.inactive.image).toBeNull()
    const doc = view({ image: 42, active: { image: mediaDoc({ url: null }) } })
    expect(doc.querySelector('img')).toBeNull()
  })

  it('renders nothing without content', () => {
    expect(view({ content: [] }).body.innerHTML).toBe('')
    expect(view({ content: null }).body.innerHTML).toBe('')
  })
})
