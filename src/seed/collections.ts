import type { Payload, RequestContext } from 'payload'
import { CATEGORIES, type CategoryKey } from './categories'
import { createBilingual, createEach } from './documents'
import { GALLERIES } from './galleries'
import { PICTURES } from './images'
import { uploadImages } from './media'
import { PORTFOLIO } from './portfolio'
import { POSTS } from './posts'
import { seedProducts } from './products'

/** Ids of the seeded collection documents; `posts`, `portfolio`, `galleries` and `products` in data order. */
export type SeededCollections = {
  categories: Record<CategoryKey, number>
  posts: number[]
  portfolio: number[]
  galleries: number[]
  /** src/seed/products.ts */
  products: number[]
}

/**
 * Creates the list's documents in a mixed order: even positions forwards, then odd ones backwards.
 * Ids then follow neither the dates nor the names, so a grid sorted by id by mistake shows it.
 * Returns the ids in the list's order.
 */
async function createMixed<T>(list: readonly T[], create: (item: T) => Promise<number>): Promise<number[]> {
  const entries = [...list.entries()]
  const order = [...entries.filter(([i]) => i % 2 === 0), ...entries.filter(([i]) => i % 2 === 1).reverse()]
  const ids: number[] = []
  for (const [i, item] of order) ids[i] = await create(item)
  return ids
}

/** Categories, the gallery pictures, posts, portfolio items, galleries and products, in Finnish and English. */
export async function seedCollections(payload: Payload, context: RequestContext): Promise<SeededCollections> {
  const categories = await createEach(CATEGORIES, ({ fi, en }) =>
    createBilingual(payload, context, { collection: 'categories', fi, en: () => en }),
  )
  const pictures = await uploadImages(payload, PICTURES, context)
  const cats = (list: readonly CategoryKey[]) => list.map((key) => categories[key])

  const posts = await createMixed(POSTS, (post) =>
    createBilingual(payload, context, {
      collection: 'posts',
      fi: {
        ...post.fi,
        heroImage: pictures[post.picture],
        publishedAt: post.publishedAt,
        categories: cats(post.categories),
        _status: 'published',
      },
      en: () => ({ ...post.en, _status: 'published' }),
    }),
  )

  const portfolio = await createMixed(PORTFOLIO, (project) =>
    createBilingual(payload, context, {
      collection: 'portfolio',
      fi: {
        ...project.fi,
        client: project.client,
        coverImage: pictures[project.cover],
        images: project.images.map((key) => pictures[key]),
        date: project.date,
        categories: cats(project.categories),
        _status: 'published',
      },
      en: () => ({ ...project.en, _status: 'published' }),
    }),
  )

  const galleries: number[] = []
  for (const gallery of GALLERIES)
    galleries.push(
      await createBilingual(payload, context, {
        collection: 'galleries',
        fi: {
          ...gallery.fi,
          date: gallery.date,
          categories: cats(gallery.categories),
          items: gallery.items.map((item) => ({
            media: pictures[item.picture],
            videoUrl: item.videoUrl,
            ...item.fi,
          })),
          _status: 'published',
        },
        en: (created) => ({
          ...gallery.en,
          items: (created.items ?? []).map((row, i) => ({ ...row, ...gallery.items[i]?.en })),
          _status: 'published',
        }),
      }),
    )

  const products = await seedProducts(payload, context, pictures, categories)

  return { categories, posts, portfolio, galleries, products }
}
