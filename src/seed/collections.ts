import type { Payload, RequestContext } from 'payload'
import { CATEGORIES, type CategoryKey } from './categories'
import { GALLERIES } from './galleries'
import { PICTURES, type PictureKey, renderImage, uploadImage } from './images'
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
 * A list in the order to create it: even positions forwards, then odd ones backwards. Ids then
 * follow neither the dates nor the names, so a grid sorted by id by mistake shows it.
 */
function creationOrder<T>(list: readonly T[]): [number, T][] {
  const entries = [...list.entries()]
  return [...entries.filter(([i]) => i % 2 === 0), ...entries.filter(([i]) => i % 2 === 1).reverse()]
}

/** Categories, the gallery pictures, posts, portfolio items, galleries and products, in Finnish and English. */
export async function seedCollections(payload: Payload, context: RequestContext): Promise<SeededCollections> {
  const categories = {} as Record<CategoryKey, number>
  for (const key of Object.keys(CATEGORIES) as CategoryKey[]) {
    const { fi, en } = CATEGORIES[key]
    const created = await payload.create({
      collection: 'categories',
      locale: 'fi',
      context,
      depth: 0,
      data: fi,
    })
    await payload.update({
      collection: 'categories',
      id: created.id,
      locale: 'en',
      context,
      depth: 0,
      data: en,
    })
    categories[key] = created.id
  }

  // Rendering the SVGs starts for all at once (sharp works off the main thread) while the
  // uploads, each resized into the WebP sizes, go one at a time.
  const keys = Object.keys(PICTURES) as PictureKey[]
  const rendered = keys.map((key) => renderImage(PICTURES[key]))
  const pictures = {} as Record<PictureKey, number>
  for (const [i, key] of keys.entries())
    pictures[key] = await uploadImage(payload, PICTURES[key], context, rendered[i])

  const cats = (list: readonly CategoryKey[]) => list.map((key) => categories[key])

  const posts: number[] = []
  for (const [i, post] of creationOrder(POSTS)) {
    const { fi, en } = post
    const created = await payload.create({
      collection: 'posts',
      locale: 'fi',
      context,
      depth: 0,
      data: {
        ...fi,
        heroImage: pictures[post.picture],
        publishedAt: post.publishedAt,
        categories: cats(post.categories),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'posts',
      id: created.id,
      locale: 'en',
      context,
      depth: 0,
      data: { ...en, _status: 'published' },
    })
    posts[i] = created.id
  }

  const portfolio: number[] = []
  for (const [i, project] of creationOrder(PORTFOLIO)) {
    const { fi, en } = project
    const created = await payload.create({
      collection: 'portfolio',
      locale: 'fi',
      context,
      depth: 0,
      data: {
        ...fi,
        client: project.client,
        coverImage: pictures[project.cover],
        images: project.images.map((key) => pictures[key]),
        date: project.date,
        categories: cats(project.categories),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'portfolio',
      id: created.id,
      locale: 'en',
      context,
      depth: 0,
      data: { ...en, _status: 'published' },
    })
    portfolio[i] = created.id
  }

  const galleries: number[] = []
  for (const gallery of GALLERIES) {
    const created = await payload.create({
      collection: 'galleries',
      locale: 'fi',
      context,
      depth: 0,
      data: {
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
    })
    // Array rows keep their ids across locales: the English texts go onto the rows just created.
    await payload.update({
      collection: 'galleries',
      id: created.id,
      locale: 'en',
      context,
      depth: 0,
      data: {
        ...gallery.en,
        items: (created.items ?? []).map((row, i) => ({ ...row, ...gallery.items[i]?.en })),
        _status: 'published',
      },
    })
    galleries.push(created.id)
  }

  const products = await seedProducts(payload, context, pictures, categories)

  return { categories, posts, portfolio, galleries, products }
}
