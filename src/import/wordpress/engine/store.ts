import {
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
   * Remembers a made document in the transaction that made it; `made` collects it for keep() once
   * that transaction has committed.
   */
  async remember(
    req: PayloadRequest,
    made: Made[],
    kind: ItemKind,
    wpId: number,
    docId: number,
  ): Promise<void> {
    await req.payload.create({
      collection: WORDPRESS_ITEMS_SLUG,
      data: { source: this.source, kind, wpId, docId },
      req,
      overrideAccess: true,
    })
    made.push({ kind, wpId, docId })
  }

  /** Takes in what a committed transaction made. */
  keep(made: readonly Made[]): void {
    for (const { kind, wpId, docId } of made) this.docs.set(`${kind}:${wpId}`, docId)
  }
}

export type Made = { kind: ItemKind; wpId: number; docId: number }

/**
 * Runs `work` in a transaction of its own: everything one item writes (its document, comments,
 * redirects, what it is remembered as) is saved together or not at all.
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
