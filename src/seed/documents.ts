import type {
  CollectionSlug,
  DataFromCollectionSlug,
  File,
  Payload,
  RequestContext,
  RequiredDataFromCollectionSlug,
} from 'payload'

/**
 * Creates a seeded document in Finnish, then writes its English version (if it has one) onto it;
 * returns its id. `en` gets the created document: array rows keep their ids across locales, so
 * English texts can go onto the rows just created.
 */
export async function createBilingual<S extends CollectionSlug>(
  payload: Payload,
  context: RequestContext,
  document: {
    collection: S
    fi: RequiredDataFromCollectionSlug<S>
    // Any part of the fields, as payload.update takes them.
    en?: (created: DataFromCollectionSlug<S>) => Parameters<typeof payload.update<S, never>>[0]['data']
    file?: File
  },
): Promise<number> {
  const { collection, fi, en, file } = document
  const created = await payload.create({ collection, locale: 'fi', context, depth: 0, data: fi, file })
  if (en)
    await payload.update({ collection, id: created.id, locale: 'en', context, depth: 0, data: en(created) })
  return created.id
}

/** Creates a document for every entry of `record`, one at a time in its order; returns the ids by key. */
export async function createEach<K extends string, T>(
  record: Record<K, T>,
  create: (item: T) => Promise<number>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>
  for (const key in record) ids[key] = await create(record[key])
  return ids
}
