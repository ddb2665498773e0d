import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { isLocale } from '@/i18n/locales'
import { relationId } from '@/lib/relation'
import type { Page } from '@/payload-types'
import { validateSlug } from '../fields/slug'

type PathDoc = Pick<Page, 'id' | 'slug' | 'path' | 'parent'>

type PathResult = { path: string } | { field: 'slug' | 'parent'; message: string }

/**
 * A page's nested path (`palvelut/suunnittelu`) from its parent chain, per locale, or why it
 * cannot have one: the parent chain leads back to the page itself, or another page has the path.
 */
export async function resolvePagePath(args: {
  req: PayloadRequest
  selfId: number | null
  slug: string
  parent: PathDoc['parent']
}): Promise<PathResult> {
  const { req, selfId, slug } = args
  const locale = isLocale(req.locale) ? req.locale : undefined
  const pid = relationId(args.parent)
  // The nearest ancestor that has an address in this locale gives the prefix (an untranslated
  // parent adds no segment that would lead nowhere), and meeting this page again means a cycle.
  let prefix: string | null = null
  const seen = new Set<number>()
  let cursor = pid
  while (cursor !== null && !seen.has(cursor)) {
    if (cursor === selfId) return { field: 'parent', message: 'Sivu ei voi olla oma tai alasivunsa yläsivu.' }
    seen.add(cursor)
    const ancestor = await req.payload.findByID({
      collection: 'pages',
      id: cursor,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: true,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!ancestor) return { field: 'parent', message: 'Valittua yläsivua ei löydy.' }
    if (prefix === null && ancestor.path) prefix = `${ancestor.path}/`
    cursor = relationId(ancestor.parent)
  }
  const path = `${prefix ?? ''}${slug}`
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [{ path: { equals: path } }, ...(selfId !== null ? [{ id: { not_equals: selfId } }] : [])],
    },
    locale,
    limit: 1,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.totalDocs > 0)
    return { field: 'slug', message: `Osoite /${path} on jo toisen sivun käytössä. Valitse toinen tunniste.` }
  return { path }
}

type ValidateArgs = { req: PayloadRequest; id?: number | string; data: Partial<Page> }

/**
 * Field validation for `slug` and `parent`: Payload reports these messages beside the field, in the
 * admin and in the REST answer (an error thrown from a hook would lose them).
 */
export function pathValidator(field: 'slug' | 'parent') {
  return async (value: unknown, { req, id, data }: ValidateArgs): Promise<true | string> => {
    if (field === 'slug') {
      const format = validateSlug(value)
      if (format !== true) return format
    }
    const slug = data.slug
    if (typeof slug !== 'string' || slug === '') return true
    const result = await resolvePagePath({
      req,
      selfId: typeof id === 'number' ? id : null,
      slug,
      parent: data.parent ?? null,
    })
    return 'path' in result || result.field !== field ? true : result.message
  }
}

/** Stores the computed path; validation has already refused slugs and parents that have none. */
export const computePath: CollectionBeforeChangeHook<Page> = async ({
  data,
  req,
  originalDoc,
  operation,
}) => {
  const slug = data.slug ?? originalDoc?.slug
  if (!slug) return data
  const result = await resolvePagePath({
    req,
    selfId: operation === 'update' && typeof originalDoc?.id === 'number' ? originalDoc.id : null,
    slug,
    parent: data.parent !== undefined ? data.parent : (originalDoc?.parent ?? null),
  })
  return 'path' in result ? { ...data, path: result.path } : data
}

/** When a page's path changes, its child pages move with it. */
export const updateChildPaths: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  if (!previousDoc || previousDoc.path === doc.path) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    locale: isLocale(req.locale) ? req.locale : undefined,
    depth: 0,
    limit: 500,
    draft: true,
    req,
    overrideAccess: true,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: { slug: child.slug },
      locale: isLocale(req.locale) ? req.locale : undefined,
      req,
      overrideAccess: true,
    })
  }
  return doc
}
