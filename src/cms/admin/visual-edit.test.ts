import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminContext } from './visual-edit'
import { formEdits } from './visual-edit'

/** The calls the form gets, from a stand-in for Payload's `useForm()` over a page's data. */
function fakeForm(data: Record<string, unknown>) {
  const calls: unknown[] = []
  const form = {
    dispatchFields: (action: unknown) => calls.push(action),
    setModified: () => {},
    getDataByPath: (path: string) =>
      path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data),
  }
  return { form, calls }
}

const data = {
  layout: [{ blockType: 'section', columns: [{ widgets: [{ blockType: 'heading', text: 'Otsikko' }] }] }],
}
let context: AdminContext

describe('texts edited in place reach the form only where the config has a text field', () => {
  beforeAll(async () => {
    const resolved = await config
    context = {
      fields: resolved.collections.find((c) => c.slug === 'pages')?.fields ?? [],
      mediaFields: [],
      blocks: resolved.blocks ?? [],
      t: (key) => key,
      locale: 'fi',
      lang: 'fi',
      api: '/api',
    }
  })

  it('sets a heading’s text and says what its rules say', () => {
    const { form, calls } = fakeForm(data)
    const edits = formEdits(
      () => form as never,
      () => context,
    )
    expect(edits.setText('layout.0.columns.0.widgets.0', 'text', 'Uusi')).toEqual({ problem: null })
    expect(edits.setText('layout.0.columns.0.widgets.0', 'text', '')).toEqual({
      problem: 'validation:required',
    })
    expect(calls).toEqual([
      { type: 'UPDATE', path: 'layout.0.columns.0.widgets.0.text', value: 'Uusi' },
      { type: 'UPDATE', path: 'layout.0.columns.0.widgets.0.text', value: '' },
    ])
  })

  it('sets nothing for a choice, a field the widget lacks, or a row that is not there', () => {
    const { form, calls } = fakeForm(data)
    const edits = formEdits(
      () => form as never,
      () => context,
    )
    expect(edits.setText('layout.0.columns.0.widgets.0', 'level', 'h1')).toBe(false)
    expect(edits.setText('layout.0.columns.0.widgets.0', 'label', 'x')).toBe(false)
    expect(edits.setText('layout.0.columns.0.widgets.4', 'text', 'x')).toBe(false)
    expect(calls).toEqual([])
  })
})
