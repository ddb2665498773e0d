import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'
import { fiTranslations } from '@/cms/i18n/fi'
import { type BlockNode, type FieldNode, fieldAt, textProblem } from './field-rules'

/** Payload's `t` over our Finnish strings, enough for the messages the rules give. */
function t(key: string, options: Record<string, unknown> = {}): string {
  const [group = '', name = ''] = key.split(':')
  const table = (fiTranslations as unknown as Record<string, Record<string, string>>)[group] ?? {}
  return (table[name] ?? key).replace(/{{(\w+)}}/g, (_, word: string) => String(options[word]))
}

/** The page's layout: a section holding a heading widget and a button widget. */
const types: Record<string, string> = {
  'layout.0': 'section',
  'layout.0.columns.0.widgets.0': 'heading',
  'layout.0.columns.0.widgets.1': 'button',
}
const blockTypeAt = (row: string) => types[row]
let fields: readonly FieldNode[] = []
let blocks: readonly BlockNode[] = []
const at = (path: string) => fieldAt(fields, path, blockTypeAt, blocks)

describe('the rules of a text edited in place', () => {
  // The sanitized config: widgets are shared blocks that the section's widget list names by slug.
  beforeAll(async () => {
    const resolved = await config
    fields = resolved.collections.find((collection) => collection.slug === 'pages')?.fields ?? []
    blocks = resolved.blocks ?? []
  })

  it('finds a widget’s field in the page’s real config, through the section’s tabs and shared blocks', () => {
    expect(at('layout.0.columns.0.widgets.0.text')).toMatchObject({
      name: 'text',
      type: 'text',
      required: true,
    })
    expect(at('layout.0.columns.0.widgets.1.label')).toMatchObject({ name: 'label', required: true })
    expect(at('title')).toMatchObject({ name: 'title', type: 'text' })
  })

  it('finds nothing where the path or the row’s type leads nowhere', () => {
    expect(at('layout.0.columns.0.widgets.0.nosuch')).toBeNull()
    expect(at('layout.0.columns.0.widgets.1.text')).toBeNull()
    expect(at('layout.5.columns.0.widgets.0.text')).toBeNull()
    expect(at('nosuch.0.text')).toBeNull()
  })

  it('says what Payload says of an emptied required text, and nothing of a filled one', () => {
    const heading = at('layout.0.columns.0.widgets.0.text')
    expect(textProblem(heading, '', t)).toBe('Tämä kenttä on pakollinen.')
    expect(textProblem(heading, 'Mitä teemme', t)).toBeNull()
  })

  it('checks the lengths a field sets, longest first, as Payload does', () => {
    const field: FieldNode = { type: 'text', name: 'x', minLength: 3, maxLength: 5, required: true }
    expect(textProblem(field, 'abcdef', t)).toBe('Arvo saa olla enintään 5 merkkiä pitkä.')
    expect(textProblem(field, 'ab', t)).toBe('Arvon on oltava vähintään 3 merkkiä pitkä.')
    expect(textProblem(field, 'abcd', t)).toBeNull()
  })

  it('leaves fields other than texts to the form', () => {
    expect(textProblem({ type: 'number', name: 'n', required: true }, '', t)).toBeNull()
    expect(textProblem(null, '', t)).toBeNull()
  })
})
