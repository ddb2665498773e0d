import config from '@payload-config'
import type { Block, Field, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

/** Fields Payload adds to an auth collection; its own translations label them. */
const AUTH_FIELDS = new Set([
  'email',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'salt',
  'hash',
  'sessions',
])
/**
 * Fields Payload adds to every collection, to drafts and to every block (`blockName`, which the
 * admin never shows as a field: `admin.disabled`).
 */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'blockName'])

/** The words Payload makes of a field name when it has no label: `verticalAlign` → `vertical align`. */
const generatedWords = (name: string) =>
  name
    .trim()
    .split(/[\s-]/)
    .filter(Boolean)
    .map((part) => part.split(/(?=[A-Z])/).join(' '))
    .join(' ')
    .toLowerCase()

/** An option value made of words (`left`, `space-between`), not a number or size (`1/2`, `h2`, `100`). */
const isWordValue = (value: string) => /^\p{L}[\p{L}\s_-]*$/u.test(value)

type Owner = { where: string; auth: boolean }
type Node = Field | Tab

const isHidden = (node: Node) =>
  ('hidden' in node && node.hidden === true) ||
  (typeof node.admin === 'object' &&
    node.admin !== null &&
    'hidden' in node.admin &&
    node.admin.hidden === true)

function generatedLabel(node: Node): boolean {
  if (!('name' in node) || !node.name) return false
  const { label } = node
  if (label === false || label === undefined) return label === undefined
  if (typeof label !== 'string') return false // `{ fi, en }` or a function
  return label.trim().toLowerCase() === generatedWords(node.name)
}

function optionProblems(field: Field, path: string): string[] {
  if (field.type !== 'select' && field.type !== 'radio') return []
  const problems: string[] = []
  for (const option of field.options) {
    const value = typeof option === 'string' ? option : option.value
    if (!isWordValue(value)) continue
    const label = typeof option === 'string' ? undefined : option.label
    if (label === undefined || label === '') problems.push(`${path} = '${value}': option has no label`)
    else if (typeof label === 'string' && label.trim() === value)
      problems.push(`${path} = '${value}': option label is its value`)
  }
  return problems
}

function walk(nodes: readonly Node[], owner: Owner, prefix: string, out: string[]): void {
  for (const node of nodes) {
    if (isHidden(node)) continue
    const name = 'name' in node && node.name ? node.name : undefined
    if (name && SYSTEM_FIELDS.has(name)) continue
    if (name && owner.auth && AUTH_FIELDS.has(name) && prefix === '') continue
    const path = name ? `${prefix}${name}` : prefix.replace(/\.$/, '') || '(unnamed)'
    if (generatedLabel(node)) {
      const label = 'label' in node ? String(node.label) : '(none)'
      out.push(`${owner.where} › ${path}: label "${label}" generated from the name`)
    }
    if ('type' in node) out.push(...optionProblems(node, `${owner.where} › ${path}`))
    const inner = name ? `${prefix}${name}.` : prefix
    if ('fields' in node && Array.isArray(node.fields)) walk(node.fields, owner, inner, out)
    if ('tabs' in node && Array.isArray(node.tabs)) walk(node.tabs, owner, inner, out)
    if ('blocks' in node && Array.isArray(node.blocks)) {
      for (const block of node.blocks as Block[]) walk(block.fields, owner, `${inner}${block.slug}.`, out)
    }
    if ('blockReferences' in node && Array.isArray(node.blockReferences)) {
      // Slugs are walked once, as config-level blocks; inline blocks here are walked now.
      for (const block of node.blockReferences) {
        if (typeof block !== 'string') walk(block.fields, owner, `${inner}${block.slug}.`, out)
      }
    }
  }
}

describe('admin field labels', () => {
  it('are written for every field and option, never generated from the name in English', async () => {
    const resolved = await config
    const problems: string[] = []
    let owners = 0
    for (const collection of resolved.collections) {
      if (collection.slug.startsWith('payload-')) continue
      owners++
      walk(
        collection.fields,
        { where: `collection ${collection.slug}`, auth: Boolean(collection.auth) },
        '',
        problems,
      )
    }
    for (const global of resolved.globals) {
      owners++
      walk(global.fields, { where: `global ${global.slug}`, auth: false }, '', problems)
    }
    for (const block of resolved.blocks ?? []) {
      owners++
      walk(block.fields, { where: `block ${block.slug}`, auth: false }, '', problems)
    }
    expect(owners).toBeGreaterThan(20)
    expect(problems, `${problems.length} fields or options without a Finnish label`).toEqual([])
  })

  it('recognises a label Payload generated', () => {
    expect(generatedWords('verticalAlign')).toBe('vertical align')
    expect(generatedWords('svgHeight')).toBe('svg height')
    expect(isWordValue('space-between')).toBe(true)
    expect(['1/2', 'h2', '100'].some(isWordValue)).toBe(false)
  })
})
