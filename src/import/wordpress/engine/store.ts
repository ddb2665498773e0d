import {
  type CollectionSlug,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { WORDPRESS_ITEMS_SLUG } from '@/cms/collections/WordPressImports'

/** The kinds of WordPress things the import remembers. */
export type ItemKind = 'category' | 'tag' | 'attachment' | 'page' | 'post' | 'comment'

/**
 * What the earlier runs of an export made (WordPress kind and id → document id), kept in the
 * `wordpress-items` collection and read once per run.
 */
export class ImportedItems {
  private readonly docs = new Map<string, number>()

  private constructor(readonly source: string) {}

  static async load(payload: Payload, source: string): Promise<ImportedItems> {
    const items = new ImportedItems(source)
    const found = await payload.find({
      collection: WORDPRESS_ITEMS_SLUG,
      where: { source: { equals: source } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of found.docs as unknown as { kind: string; wpId: number; docId: number }[])
      items.docs.set(`${doc.kind}:${doc.wpId}`, doc.docId)
    return items
  }

  get(kind: ItemKind, wpId: number): number | null {
    return this.docs.get(`${kind}:${wpId}`) ?? null
  }

  /** The document ids this run and earlier ones made of one kind. */
  docIds(kind: ItemKind): number[] {
    return [...this.docs].flatMap(([key, id]) => (key.startsWith(`${kind}:`) ? [id] : []))
  }

  /**
   * Remembers a document in the transaction that made it (or found it: `created` false), and notes
   * both it and the record in `made`, for keep() once the item is done or undo() if it failed.
   */
  async remember(
    req: PayloadRequest,
    made: Made[],
    thing: { kind: ItemKind; wpId: number; collection: CollectionSlug; docId: number; created?: boolean },
  ): Promise<void> {
    const { kind, wpId, collection, docId, created = true } = thing
    made.push({ collection, id: docId, kind, wpId, created })
    const record = await req.payload.create({
      collection: WORDPRESS_ITEMS_SLUG,
      data: { source: this.source, kind, wpId, docId },
      req,
      overrideAccess: true,
    })
    made.push({ collection: WORDPRESS_ITEMS_SLUG, id: Number(record.id), created: true })
  }

  /** Takes in what a finished item made. */
  keep(made: readonly Made[]): void {
    for (const { kind, wpId, id } of made)
      if (kind && wpId !== undefined) this.docs.set(`${kind}:${wpId}`, id)
  }
}

/** A document an item wrote (or, `created` false, found and used), and what it stands for. */
export type Made = {
  collection: CollectionSlug
  id: number
  created: boolean
  kind?: ItemKind
  wpId?: number
}

/**
 * Deletes what a failed item created, newest first. PostgreSQL has already rolled it back (the
 * deletes find nothing); the site's SQLite adapter runs without transactions, so there this is
 * what keeps a failed item from leaving half of itself behind.
 */
export async function undo(payload: Payload, made: readonly Made[]): Promise<void> {
  for (const { collection, id, created } of [...made].reverse())
    if (created)
      await payload
        .delete({ collection, id, overrideAccess: true, context: { wordpressImport: true } })
        .catch(() => undefined)
}

/**
 * Runs `work` in a transaction of its own where the database has them (PostgreSQL): everything one
 * item writes (its document, comments, redirects, what it is remembered as) is saved together.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ context: { wordpressImport: true } }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
