import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { enTranslations } from '@payloadcms/translations/languages/en'

export type Tree = { [key: string]: Tree | string }

/** Every leaf of a translation tree as `group:key` → text. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}:${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of leaves(value, name)) out.set(k, v)
  }
  return out
}

/**
 * The English strings every rich-text feature of the installed @payloadcms/richtext-lexical
 * brings, by feature key (`general` for the editor's own), read from the package's files so a new
 * feature or key shows up without a change here.
 */
export async function lexicalEnglish(): Promise<Tree> {
  const dist = path.resolve('node_modules/@payloadcms/richtext-lexical/dist')
  const load = async (file: string): Promise<Tree> => {
    const english = ((await import(pathToFileURL(file).href)) as { i18n: Record<string, Tree> }).i18n.en
    if (!english) throw new Error(`no English in ${file}`)
    return english
  }
  const tree: Tree = { general: await load(path.join(dist, 'i18n.js')) }
  const files = readdirSync(path.join(dist, 'features'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'i18n.js',
  )
  for (const file of files) {
    // features/<key>/server/i18n.js, features/lists/<key>/server/i18n.js, features/<key>/i18n.js
    const parts = file.split(path.sep).filter((part) => part !== 'server' && part !== 'i18n.js')
    tree[parts.at(-1) ?? file] = await load(path.join(dist, 'features', file))
  }
  return tree
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every English string of Payload's admin (core and rich text) as a whole-text matcher: markup
 * tags dropped, each `{{placeholder}}` matching any text, whitespace collapsed, case ignored.
 */
export async function englishMatchers(): Promise<{ key: string; english: string; pattern: RegExp }[]> {
  const all = new Map([
    ...leaves(enTranslations as unknown as Tree),
    ...[...leaves(await lexicalEnglish())].map(([k, v]) => [`lexical:${k}`, v] as const),
  ])
  return [...all].map(([key, english]) => {
    const text = english
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('.+?')
    return { key, english, pattern: new RegExp(`^${source}$`, 'i') }
  })
}
