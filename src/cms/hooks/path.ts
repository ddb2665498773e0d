import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { isLocale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

type PathDoc = Pick<Page, 'id' | 'slug' | 'path' | 'parent'>

function parentId(parent: PathDoc['parent']): number | null {
  if (parent === null || parent === undefined) return null
  return typeof parent === 'object' ? parent.id : parent
}

/** Builds a page's nested path (`palvelut/suunnittelu`) from its parent chain, per locale. */
export const computePath: CollectionBeforeChangeHook<Page> = async ({
  data,
  req,
  originalDoc,
  operation,
}) => {
  const selfId = operation === 'update' && typeof originalDoc?.id === 'number' ? originalDoc.id : null
  const slug = data.slug ?? originalDoc?.slug
  if (!slug) return data
  const pid = parentId(data.parent !== undefined ? data.parent : (originalDoc?.parent ?? null))
  let prefix = ''
  // Walk up the parent chain: the nearest parent gives the prefix, and meeting this page again means a cycle.
  const seen = new Set<number>()
  let cursor = pid
  while (cursor !== null && !seen.has(cursor)) {
    if (cursor === selfId) {
      throw new ValidationError({
        errors: [{ path: 'parent', message: 'Sivu ei voi olla oma tai alasivunsa yläsivu.' }],
      })
    }
    seen.add(cursor)
    const ancestor = await req.payload.findByID({
      collection: 'pages',
      id: cursor,
      locale: isLocale(req.locale) ? req.locale : undefined,
      depth: 0,
      draft: true,
      req,
      overrideAccess: true,
    })
    if (cursor === pid) prefix = ancestor.path ? `${ancestor.path}/` : ''
    cursor = parentId(ancestor.parent)
  }
  const path = `${prefix}${slug}`
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [{ path: { equals: path } }, ...(selfId !== null ? [{ id: { not_equals: selfId } }] : [])],
    },
    locale: isLocale(req.locale) ? req.locale : undefined,
    limit: 1,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.totalDocs > 0) {
    throw new ValidationError({
      errors: [
        { path: 'slug', message: `Osoite /${path} on jo toisen sivun käytössä. Valitse toinen tunniste.` },
      ],
    })
  }
  return { ...data, path }
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
