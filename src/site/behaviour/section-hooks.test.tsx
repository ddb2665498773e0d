import { describe, expect, it } from 'vitest'
import { Section } from '@/blocks/Section/Component'
import type { SectionBlock } from '@/payload-types'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'

/** The attributes the runtime reads from sections: parallax (smooth-scroll setting) and no-mobile (animations). */
describe('section hooks for the page runtime', () => {
  const block: SectionBlock = {
    blockType: 'section',
    columns: [{ widgets: [] }],
    background: { type: 'image', image: mediaDoc(), parallax: true },
    animation: 'fade',
    animationNoMobile: true,
  }

  it('marks parallax backgrounds and animations that skip mobile', () => {
    const doc = render(<Section block={block} ctx={ctx} index={1} />)
    expect(doc.querySelector('[data-parallax]')).not.toBeNull()
    expect(doc.querySelector('[data-animation="fade"]')?.hasAttribute('data-no-mobile')).toBe(true)
  })

  it('leaves them off when not chosen', () => {
    const doc = render(
      <Section
        block={{ ...block, background: { type: 'image', image: mediaDoc() }, animationNoMobile: false }}
        ctx={ctx}
        index={1}
      />,
    )
    expect(doc.querySelector('[data-parallax]')).toBeNull()
    expect(doc.querySelector('[data-no-mobile]')).toBeNull()
  })
})
