import config from '@payload-config'
import type { Block, Field, PayloadRequest } from 'payload'
import { getEntityPermissions } from 'payload/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ctx, render } from '../../tests/unit/render'
import { RenderWidgets } from './RenderWidget'
import type { Widget } from './types'
import { views } from './views'
import { linkWidgetFields, widgetsField } from './widget-field'
import { WIDGET_BLOCKS, WIDGET_SLUGS } from './widgets'

function blocksFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'blocks') return [field, ...field.blocks.flatMap((b) => blocksFields(b.fields))]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => blocksFields(tab.fields))
    if ('fields' in field) return blocksFields(field.fields)
    return []
  })
}

describe('widget list', () => {
  it('defines every widget once in the config and gives each a component', async () => {
    const resolved = await config
    expect(resolved.blocks?.map((b) => b.slug)).toEqual([...WIDGET_SLUGS])
    expect(Object.keys(views).sort()).toEqual([...WIDGET_SLUGS].sort())
  })

  it('fills widget fields at any depth with every widget, and leaves other block fields alone', () => {
    const container: Block = {
      slug: 'box',
      fields: [
        { name: 'items', type: 'array', fields: [widgetsField({ name: 'content' })] },
        { type: 'tabs', tabs: [{ label: 'A', fields: [widgetsField({ name: 'back' })] }] },
        { name: 'other', type: 'blocks', blocks: [{ slug: 'x', fields: [] }] },
      ],
    }
    const linked = linkWidgetFields(container, WIDGET_SLUGS)
    const fields = blocksFields(linked.fields).filter((f) => f.type === 'blocks')
    expect(fields.map((f) => (f.type === 'blocks' ? f.blockReferences : null))).toEqual([
      [...WIDGET_SLUGS],
      [...WIDGET_SLUGS],
      undefined,
    ])
    // The original config is not changed.
    expect(
      blocksFields(container.fields).every((f) => f.type !== 'blocks' || !f.blockReferences?.length),
    ).toBe(true)
  })

  it('a container holds the widgets listed before it, so no widget can hold itself', () => {
    WIDGET_BLOCKS.forEach((block, i) => {
      for (const field of blocksFields(block.fields))
        if (field.type === 'blocks' && field.blockReferences)
          expect(field.blockReferences).toEqual(WIDGET_SLUGS.slice(0, i))
    })
  })

  it('Payload computes the pages’ field permissions (a widget cycle overflows its stack)', async () => {
    const resolved = await config
    const blocks = Object.fromEntries((resolved.blocks ?? []).map((block) => [block.slug, block]))
    const pages = resolved.collections.find((c) => c.slug === 'pages')
    if (!pages) throw new Error('pages collection missing')
    const req = {
      payload: { blocks, config: resolved },
      user: null,
      context: {},
    } as unknown as PayloadRequest
    const permissions = await getEntityPermissions({
      // Payload's cache of computed block permissions, empty at the start.
      blockReferencesPermissions: {} as Parameters<
        typeof getEntityPermissions
      >[0]['blockReferencesPermissions'],
      entity: pages,
      entityType: 'collection',
      fetchData: false,
      operations: ['read'],
      req,
    })
    expect(permissions.fields).toHaveProperty('layout')
  })
})

describe('rendering stored widgets', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders a widget whose type the code no longer knows as nothing, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stored = [
      { blockType: 'heading', text: 'Ennen', level: 'h2' },
      { blockType: 'poistettuWidget', text: 'Ei näy' },
      { blockType: 'poistettuWidget', text: 'Ei tätäkään' },
      { blockType: 'heading', text: 'Jälkeen', level: 'h2' },
    ] as unknown as Widget[]
    const doc = render(<RenderWidgets widgets={stored} ctx={ctx} />)
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Ennen', 'Jälkeen'])
    expect(doc.body.textContent).not.toContain('Ei näy')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('poistettuWidget')
  })

  it('renders nothing for no widgets', () => {
    expect(render(<RenderWidgets widgets={null} ctx={ctx} />).body.textContent).toBe('')
  })
})
