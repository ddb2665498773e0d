import type { CollectionSlug, GlobalSlug, Payload, SanitizedPermissions, TypedUser } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { Locale } from '@/i18n/locales'
import type { Config } from '@/payload-types'
import type { DashboardStrings } from './strings'

/** How many documents a list shows. */
export const LIST_LIMIT = 8

/** The collections editors write in: the dashboard's lists cover these. */
export const CONTENT_COLLECTIONS = [
  'pages',
  'posts',
  'portfolio',
  'galleries',
] as const satisfies readonly CollectionSlug[]

export type ContentSlug = (typeof CONTENT_COLLECTIONS)[number]

/**
 * Every content collection keeps drafts. Typed from the generated types, so a content collection
 * without `versions.drafts` (no `_status`) fails tsc here.
 */
export const KEEPS_DRAFTS: {
  [S in ContentSlug]: '_status' extends keyof Config['collections'][S] ? true : never
} = {
  pages: true,
  posts: true,
  portfolio: true,
  galleries: true,
}

/** The content collections whose `operation` the permissions allow. */
export function permittedCollections(
  permissions: SanitizedPermissions | undefined,
  operation: 'read' | 'readVersions',
): ContentSlug[] {
  return CONTENT_COLLECTIONS.filter((slug) => permissions?.collections?.[slug]?.[operation] === true)
}

type LinkLabel = keyof DashboardStrings['links']

type StartLinkSpec =
  | { label: LinkLabel; entity: 'collections'; slug: CollectionSlug; need: 'read' | 'create' }
  | { label: LinkLabel; entity: 'globals'; slug: GlobalSlug; need: 'read' }

/** Where an editor usually starts, in the order shown. */
const START_LINKS: readonly StartLinkSpec[] = [
  { label: 'pages', entity: 'collections', slug: 'pages', need: 'read' },
  { label: 'newPage', entity: 'collections', slug: 'pages', need: 'create' },
  { label: 'posts', entity: 'collections', slug: 'posts', need: 'read' },
  { label: 'media', entity: 'collections', slug: 'media', need: 'read' },
  { label: 'header', entity: 'globals', slug: 'header', need: 'read' },
  { label: 'footer', entity: 'globals', slug: 'footer', need: 'read' },
  { label: 'siteSettings', entity: 'globals', slug: 'site-settings', need: 'read' },
]

function allowed(permissions: SanitizedPermissions | undefined, link: StartLinkSpec): boolean {
  if (link.entity === 'globals') return permissions?.globals?.[link.slug]?.read === true
  return permissions?.collections?.[link.slug]?.[link.need] === true
}

export type StartLink = { label: LinkLabel; href: string }

/** The start links the user's permissions allow. */
export function startLinks(permissions: SanitizedPermissions | undefined, adminRoute: string): StartLink[] {
  return START_LINKS.filter((link) => allowed(permissions, link)).map((link) => ({
    label: link.label,
    href: formatAdminURL({
      adminRoute,
      path: `/${link.entity}/${link.slug}${link.need === 'create' ? '/create' : ''}`,
    }),
  }))
}

export type DocStatus = 'draft' | 'published'

/** A document as the dashboard lists it. */
export type DashboardDoc = {
  collection: ContentSlug
  id: number | string
  /** Null when the document has no title in the locale read. */
  title: string | null
  updatedAt: string
  status: DocStatus
}

/** What `find` returns with the dashboard's `select`. */
type FoundDoc = {
  id: number | string
  title?: string | null
  updatedAt?: string | null
  _status?: DocStatus | null
}

/** What `findVersions` returns: the version's document and the id of the document it belongs to. */
type FoundVersion = {
  parent: number | string
  updatedAt?: string | null
  version: { title?: string | null }
}

function cleanTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim()
  return trimmed ? trimmed : null
}

/** A found document (its latest version, draft or published). */
export function fromDoc(collection: ContentSlug, doc: FoundDoc): DashboardDoc {
  return {
    collection,
    id: doc.id,
    title: cleanTitle(doc.title),
    updatedAt: doc.updatedAt ?? '',
    status: doc._status === 'draft' ? 'draft' : 'published',
  }
}

/** A found draft version, listed as the document it belongs to. */
export function fromVersion(collection: ContentSlug, version: FoundVersion): DashboardDoc {
  return {
    collection,
    id: version.parent,
    title: cleanTitle(version.version.title),
    updatedAt: version.updatedAt ?? '',
    status: 'draft',
  }
}

function timeOf(iso: string): number {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? 0 : time
}

/** The most recently updated documents of several lists, newest first. */
export function newest(lists: readonly (readonly DashboardDoc[])[], limit = LIST_LIMIT): DashboardDoc[] {
  return lists
    .flat()
    .sort((a, b) => timeOf(b.updatedAt) - timeOf(a.updatedAt))
    .slice(0, limit)
}

/** Who asks and in which content locale: queries run with the user's own access rights. */
export type DashboardQuery = { payload: Payload; user: TypedUser; locale?: Locale }

/** What both lists ask each collection: its newest LIST_LIMIT, read with the user's own access rights. */
function newestQuery({ user, locale }: DashboardQuery) {
  return { sort: '-updatedAt', limit: LIST_LIMIT, depth: 0, user, overrideAccess: false, locale }
}

/** Each collection's documents as `load` finds them, merged newest first. */
async function newestOf(
  collections: readonly ContentSlug[],
  load: (collection: ContentSlug) => Promise<DashboardDoc[]>,
): Promise<DashboardDoc[]> {
  return newest(await Promise.all(collections.map(load)))
}

/** The documents last updated in `collections`, drafts included (each document's latest version). */
export function fetchRecent(
  query: DashboardQuery,
  collections: readonly ContentSlug[],
): Promise<DashboardDoc[]> {
  return newestOf(collections, async (collection) => {
    const result = await query.payload.find({
      collection,
      ...newestQuery(query),
      draft: true,
      select: { title: true, updatedAt: true, _status: true },
    })
    return result.docs.map((doc) => fromDoc(collection, doc))
  })
}

/**
 * Documents whose latest version is an unpublished draft: new drafts and published documents with
 * unpublished changes.
 */
export function fetchDrafts(
  query: DashboardQuery,
  collections: readonly ContentSlug[],
): Promise<DashboardDoc[]> {
  return newestOf(collections, async (collection) => {
    const result = await query.payload.findVersions({
      collection,
      where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
      ...newestQuery(query),
    })
    return result.docs.map((version) => fromVersion(collection, version))
  })
}

export type Loaded<T> = { ok: true; value: T } | { ok: false }

/** Runs `load`; when it throws, reports the error and answers `{ ok: false }` instead. */
export async function settle<T>(
  load: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() }
  } catch (error) {
    onError(error)
    return { ok: false }
  }
}

export type Tone = 'neutral' | 'success' | 'warning'

/** One row of a dashboard list, ready to show. */
export type Entry = {
  key: string
  href: string
  title: string
  tags: { label: string; tone: Tone }[]
  /** ISO date-time. */
  updatedAt: string
}

/** A document as a list row: its title (or "(nimetön)"), type, status and edit view address. */
export function toEntry(doc: DashboardDoc, s: DashboardStrings, adminRoute: string): Entry {
  return {
    key: `${doc.collection}:${doc.id}`,
    href: formatAdminURL({ adminRoute, path: `/collections/${doc.collection}/${doc.id}` }),
    title: doc.title ?? s.untitled,
    tags: [
      { label: s.types[doc.collection], tone: 'neutral' },
      doc.status === 'draft' ? { label: s.draft, tone: 'warning' } : { label: s.published, tone: 'success' },
    ],
    updatedAt: doc.updatedAt,
  }
}
